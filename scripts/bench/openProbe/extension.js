// The baseline of `npm run bench:vscode-open`: an extension that does nothing but put one label at
// the start of each line in view of every visible BFCL result file the moment its editor reaches the
// extension host (and again as the lines in view change), and logs the first time in the words
// Calibration Lens uses. What it measures is VS Code's own share: handing a big document to
// extensions, and drawing labels on its lines.
const vscode = require('vscode');

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
  const isResultFile = (editor) => editor.document.uri.fsPath.endsWith('_result.json');
  context.subscriptions.push(
    log,
    label,
    vscode.window.onDidChangeVisibleTextEditors((editors) => {
      const shown = new Set(editors.map((e) => e.document.uri.fsPath));
      for (const path of labelled) if (!shown.has(path)) labelled.delete(path);
      for (const editor of editors) {
        const path = editor.document.uri.fsPath;
        if (!isResultFile(editor) || labelled.has(path)) continue;
        const started = Date.now();
        const count = labelInView(editor);
        labelled.add(path);
        log.info(`Labelled ${count} cases in view of ${path} ahead of the full read, ${Date.now() - started} ms after its editor reached the extension.`);
      }
    }),
    vscode.window.onDidChangeTextEditorVisibleRanges((e) => {
      if (isResultFile(e.textEditor)) labelInView(e.textEditor);
    }),
  );
};
