// Entry of the summary webview bundle: registers the UI components it uses, starts the panel and tells
// the extension it is ready (the extension posts nothing before that).
import './zodJitless';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-option/index.js';
import '@vscode-elements/elements/dist/vscode-progress-ring/index.js';
import '@vscode-elements/elements/dist/vscode-single-select/index.js';
import '@vscode-elements/elements/dist/vscode-tab-header/index.js';
import '@vscode-elements/elements/dist/vscode-tab-panel/index.js';
import '@vscode-elements/elements/dist/vscode-tabs/index.js';
import { SummaryApp } from './app';
import { connectHost } from './host';

const host = connectHost();
const root = document.getElementById('app') ?? document.body.appendChild(document.createElement('main'));
const app = new SummaryApp(root, host);
host.listen((message) => app.receive(message));
host.post({ type: 'ready' });
