// Result files get one layout: a case per row, as editor.wordWrap "off" (the jsonl default this
// extension contributes) says. VS Code ignores that setting for a file dominated by long lines and
// wraps it (minifiedWrap.ts); most BFCL result files are such files, some are not, so without this one
// file shows a case per row and the next spreads each case over dozens of rows, where the labels (which
// VS Code leaves out of the wrap width) push rows past the right edge. A run file VS Code would wrap so
// is unwrapped once when first shown, with View: Toggle Word Wrap, which VS Code keeps for that file
// until it is closed; Alt+Z wraps it again. `calibrationLens.labels.unwrapLongLines` off leaves it to VS Code.
import * as vscode from 'vscode';
import { log } from '../log';
import { isRunDocument } from '../runDocuments';
import { wrapsAsMinified } from './minifiedWrap';

export function registerUnwrapLongLines(): vscode.Disposable {
  const handled = new WeakSet<vscode.TextDocument>();
  const unwrap = async (editor: vscode.TextEditor | undefined) => {
    if (!editor || handled.has(editor.document) || !isRunDocument(editor.document)) return;
    handled.add(editor.document);
    const document = editor.document;
    if (!vscode.workspace.getConfiguration('calibrationLens.labels', document).get<boolean>('unwrapLongLines', true)) return;
    const editorSettings = vscode.workspace.getConfiguration('editor', document);
    if (editorSettings.get<string>('wordWrap') !== 'off') return; // the user asked for wrapping: keep it
    const minified = wrapsAsMinified({
      lineCount: document.lineCount,
      lineLength: (i) => document.lineAt(i).range.end.character,
      eolLength: document.eol === vscode.EndOfLine.CRLF ? 2 : 1,
      largeFileOptimizations: editorSettings.get<boolean>('largeFileOptimizations', true),
    });
    // The command acts on the active editor: only while this one still is.
    if (!minified || vscode.window.activeTextEditor !== editor) return;
    await vscode.commands.executeCommand('editor.action.toggleWordWrap');
    log().info(`Unwrapped ${document.uri.fsPath}: VS Code wraps files dominated by long lines whatever editor.wordWrap says (Alt+Z wraps it again).`);
  };
  void unwrap(vscode.window.activeTextEditor);
  return vscode.window.onDidChangeActiveTextEditor((editor) => void unwrap(editor));
}
