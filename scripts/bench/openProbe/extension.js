// The baseline of `npm run bench:editor`: an extension that does nothing but what VS Code itself must
// do for any extension, in the same host as Calibration Lens (Node, or the web worker: it has a
// `browser` entry too). It puts one label at the start of each line in view of every visible JSON
// file the moment its editor reaches the extension host (and again as the lines in view change), and
// logs the first time in the words Calibration Lens uses; and its command "Open Probe: Open Empty
// Webview" opens a webview whose page marks its first painted frame (`open-probe:painted`). What it
// measures is VS Code's own share: handing a document to extensions, drawing labels on its lines,
// and making and painting a webview.
const vscode = require('vscode');

const PAINTED = `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline';">
</head><body><p id="probe">probe</p>
<script>requestAnimationFrame(() => { performance.mark('open-probe:painted'); document.body.dataset.state = 'painted'; });</script>
</body></html>`;

exports.activate = (context) => {
  const log = vscode.window.createOutputChannel('Open Probe', { log: true });
  const label = vscode.window.createTextEditorDecorationType({ before: { contentText: 'PROBE' } });
  const labelled = new Set();
  const labelInView = (editor) => {
    const lines = [];
    // VS Code draws a few lines past the visible ones; they are labelled too, as Calibration Lens's margin does.
    const last = editor.document.lineCount - 1;
    for (const range of editor.visibleRanges) {
      for (let line = Math.max(0, range.start.line - 5); line <= Math.min(last, range.end.line + 5); line++) lines.push(new vscode.Range(line, 0, line, 0));
    }
    editor.setDecorations(label, lines);
    return lines.length;
  };
  const isRunFile = (editor) => editor.document.uri.path.endsWith('.json');
  const labelEditors = (editors) => {
    const shown = new Set(editors.map((e) => e.document.uri.toString()));
    for (const key of labelled) if (!shown.has(key)) labelled.delete(key);
    for (const editor of editors) {
      const key = editor.document.uri.toString();
      if (!isRunFile(editor) || labelled.has(key)) continue;
      const started = Date.now();
      const count = labelInView(editor);
      labelled.add(key);
      log.info(`Labelled ${count} cases in view of ${editor.document.uri.fsPath} ahead of the full read, ${Date.now() - started} ms after its editor reached the extension.`);
    }
  };
  context.subscriptions.push(
    log,
    label,
    vscode.window.onDidChangeVisibleTextEditors(labelEditors),
    vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
      if (isRunFile(e.textEditor)) labelInView(e.textEditor);
    }),
    vscode.commands.registerCommand('openProbe.openWebview', () => {
      const panel = vscode.window.createWebviewPanel('openProbe.empty', 'Open Probe', vscode.ViewColumn.Active, { enableScripts: true });
      panel.webview.html = PAINTED;
    }),
  );
  // A file whose opening came before the activation.
  labelEditors(vscode.window.visibleTextEditors);
};
