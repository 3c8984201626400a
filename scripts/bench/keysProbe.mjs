// The baseline of `npm run bench:keys`: an extension that only moves a cursor, written into a temporary
// folder and installed next to Calibration Lens in the same window (so in the same extension host).
// Its items are laid out as the case view lays out emissions, one read-only document per case (its
// own scheme, wrapped as the case view is): keys a and j put the cursor on the next item's header and
// reveal it in the middle of the editor, as the review loop does after a decision; after a case's last
// item they show the next case's document in the same tab, opened ahead as the review loop opens the
// next case view. What VS Code itself costs from a key to the cursor drawn on another line, or in
// another document, which no extension avoids; and, by a status bar item it shows as it is activated,
// how soon after a reload any extension can draw.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const PROBE_ID = 'calibration-lens-bench.keys-probe';
/** Every probe document's name starts with it (the tab's label). */
export const PROBE_FILE = 'keys-probe.items';
/** The command that shows the probe's first case. */
export const PROBE_OPEN = 'Keys Probe: Open the First Case';
/** The probe's status bar item, shown the moment it is activated. */
export const PROBE_READY = 'Keys probe ready';

const EXTENSION = `const vscode = require('vscode');
const SCHEME = 'keys-probe';
// Two turns of three steps: about as many items a case as the sample's cases have.
const caseText = (c) => {
  const lines = ['multi_turn_probe_' + c, ''];
  for (let t = 1; t <= 2; t++) {
    lines.push('T' + t + '  user: please move the files of folder ' + c + ' to the archive and tell me what was moved', '');
    for (let s = 1; s <= 3; s++) {
      lines.push('  step ' + s + '  TOOL_CALL  mv(source=' + "'report_" + c + '_' + t + '_' + s + ".txt', destination='archive')");
      lines.push('      output: {"result": "moved report_' + c + '_' + t + '_' + s + '.txt to archive", "size": ' + (1000 + c * 7 + s) + '}', '');
    }
  }
  return lines.join('\\n') + '\\n';
};
const uriOf = (c) => vscode.Uri.parse(SCHEME + ':/${PROBE_FILE}-' + c + '.kpitems');
const caseOf = (uri) => Number(/-(\\d+)\\.kpitems$/.exec(uri.path)?.[1] ?? -1);
const isItem = (text) => text.startsWith('  step ');
const place = (editor, line) => {
  const at = new vscode.Position(line, 0);
  editor.selection = new vscode.Selection(at, at);
  editor.revealRange(new vscode.Range(at, at), vscode.TextEditorRevealType.InCenter);
};
// The next case's document, read before the key that shows it.
const prefetch = (c) => vscode.workspace.openTextDocument(uriOf(c)).then(() => undefined, () => undefined);
const show = async (c, viewColumn) => {
  const editor = await vscode.window.showTextDocument(await vscode.workspace.openTextDocument(uriOf(c)), { viewColumn, preview: true });
  for (let line = 0; line < editor.document.lineCount; line++) if (isItem(editor.document.lineAt(line).text)) return (place(editor, line), prefetch(c + 1));
};
exports.activate = (context) => {
  // Drawn as soon as the probe runs: after a reload, when an extension can first draw anything.
  const ready = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 1000);
  ready.text = '${PROBE_READY}';
  ready.show();
  const next = async () => {
    const editor = vscode.window.activeTextEditor;
    if (!editor || editor.document.uri.scheme !== SCHEME) return;
    const doc = editor.document;
    for (let line = editor.selection.active.line + 1; line < doc.lineCount; line++) if (isItem(doc.lineAt(line).text)) return place(editor, line);
    await show(caseOf(doc.uri) + 1, editor.viewColumn);
  };
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(SCHEME, { provideTextDocumentContent: (uri) => caseText(caseOf(uri)) }),
    vscode.commands.registerCommand('keysProbe.next', next),
    vscode.commands.registerCommand('keysProbe.open', () => show(0, vscode.ViewColumn.Active)),
    ready,
  );
};
`;

/** The probe's package: keys a and j in its own documents only, which wrap as the case view does. */
function manifest() {
  const when = `editorTextFocus && resourceScheme == keys-probe`;
  return {
    name: 'keys-probe',
    displayName: 'Keys probe (bench:keys baseline)',
    description: 'Moves the cursor to the next item on a key: the floor VS Code sets for a keyboard loop.',
    publisher: 'calibration-lens-bench',
    version: '0.0.1',
    engines: { vscode: '^1.90.0' },
    main: './extension.js',
    browser: './extension.js',
    // At once: the earliest any extension's part of the window can be back after a reload.
    activationEvents: ['*'],
    contributes: {
      languages: [{ id: 'keys-probe-items', extensions: ['.kpitems'] }],
      configurationDefaults: { '[keys-probe-items]': { 'editor.wordWrap': 'on' } },
      commands: [
        { command: 'keysProbe.next', title: 'Next Item', category: 'Keys Probe' },
        { command: 'keysProbe.open', title: PROBE_OPEN.replace('Keys Probe: ', ''), category: 'Keys Probe' },
      ],
      keybindings: ['a', 'j'].map((key) => ({ command: 'keysProbe.next', key, when })),
    },
  };
}

/** Writes the probe extension into `folder`/keys-probe; returns its folder. */
export function writeKeysProbe(folder) {
  const dir = join(folder, 'keys-probe');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest(), null, 2));
  writeFileSync(join(dir, 'extension.js'), EXTENSION);
  return dir;
}
