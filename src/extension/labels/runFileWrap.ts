// Whether each open run file wraps, and one layout for all of them: a case per row. VS Code ignores
// editor.wordWrap "off" for a file dominated by long lines and wraps it (minifiedWrap.ts); most BFCL
// result files are such files, some are not, so one file would show a case per row and the next spread
// each case over dozens of rows. This extension's `[jsonl]` default editor.wordWrapOverride1 "off" keeps
// VS Code from wrapping BFCL files so from their first frame: no toggle, one layout. Another run file
// VS Code would wrap so (a tau2 file on one line, or a jsonl file where the user set the override to
// "inherit") is unwrapped once when first shown, with View: Toggle Word Wrap, which VS Code keeps for
// that file until it is closed; `calibrationLens.labels.unwrapLongLines` off leaves that to VS Code.
//
// The labels need to know: VS Code leaves `before` decorations out of the wrap width, so on a wrapped
// file they are drawn as inlay hints instead (labelController.ts). VS Code does not tell extensions
// whether an editor wraps, so this follows it: the settings, the minified rule, and every toggle made
// through Alt+Z, which on a run file runs `calibrationLens.toggleWordWrap` (the built-in toggle, then
// the record of it). The View menu's toggle is not seen: the labels then keep their last form.
import * as vscode from 'vscode';
import { COMMAND } from '../commandIds';
import { log } from '../log';
import { isRunDocument } from '../runDocuments';
import { afterToggle, wraps, wrapsAsMinified, wrapsBySettings, wrapsOnlyAsMinified, type WrapSettings, type WrapState } from './minifiedWrap';

export class RunFileWrap implements vscode.Disposable {
  private readonly overrides = new WeakMap<vscode.TextDocument, boolean | null>();
  private readonly minified = new WeakMap<vscode.TextDocument, { version: number; minified: boolean }>();
  private readonly handled = new WeakSet<vscode.TextDocument>();
  private readonly changed = new vscode.EventEmitter<vscode.TextDocument | null>();
  /** A file's wrapping changed (null: the settings changed, any file may have). */
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[];

  constructor() {
    this.disposables = [
      this.changed,
      vscode.window.onDidChangeActiveTextEditor((editor) => void this.unwrapOnce(editor)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (['editor.wordWrap', 'editor.wordWrapOverride1', 'editor.largeFileOptimizations'].some((s) => e.affectsConfiguration(s))) this.changed.fire(null);
      }),
      vscode.commands.registerCommand(COMMAND.toggleWordWrap, () => this.toggle()),
    ];
    void this.unwrapOnce(vscode.window.activeTextEditor);
  }

  /** Whether the editors of `document` wrap its lines now. */
  wraps(document: vscode.TextDocument): boolean {
    return wraps(this.state(document));
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  private state(document: vscode.TextDocument): WrapState {
    return { configured: wrapsBySettings(this.settings(document)), override: this.overrides.get(document) ?? null };
  }

  private settings(document: vscode.TextDocument): WrapSettings {
    const editor = vscode.workspace.getConfiguration('editor', document);
    return {
      wordWrap: editor.get<string>('wordWrap', 'off'),
      wordWrapOverride1: editor.get<string>('wordWrapOverride1', 'inherit'),
      minified: () => this.isMinified(document, editor),
    };
  }

  private isMinified(document: vscode.TextDocument, editor: vscode.WorkspaceConfiguration): boolean {
    const known = this.minified.get(document);
    if (known?.version === document.version) return known.minified;
    const minified = wrapsAsMinified({
      lineCount: document.lineCount,
      lineLength: (i) => document.lineAt(i).range.end.character,
      eolLength: document.eol === vscode.EndOfLine.CRLF ? 2 : 1,
      largeFileOptimizations: editor.get<boolean>('largeFileOptimizations', true),
    });
    this.minified.set(document, { version: document.version, minified });
    return minified;
  }

  /** The built-in toggle on the active editor, recorded for a run file. */
  private async toggle(): Promise<void> {
    const document = vscode.window.activeTextEditor?.document;
    await vscode.commands.executeCommand('editor.action.toggleWordWrap');
    if (document && isRunDocument(document)) this.record(document);
  }

  private record(document: vscode.TextDocument): void {
    this.overrides.set(document, afterToggle(this.state(document)).override);
    this.changed.fire(document);
  }

  private async unwrapOnce(editor: vscode.TextEditor | undefined): Promise<void> {
    if (!editor || this.handled.has(editor.document) || !isRunDocument(editor.document)) return;
    const document = editor.document;
    this.handled.add(document);
    if (!vscode.workspace.getConfiguration('calibrationLens.labels', document).get<boolean>('unwrapLongLines', true)) return;
    const settings = this.settings(document);
    if (settings.wordWrap !== 'off' && settings.wordWrapOverride1 === 'off') {
      log().info(`${document.uri.fsPath} is shown unwrapped although editor.wordWrap is "${settings.wordWrap}" for it: editor.wordWrapOverride1 "off" (this extension's [jsonl] default) decides. "[jsonl]": { "editor.wordWrapOverride1": "on" } wraps run files.`);
    }
    // Not when the user asked for wrapping, nor when VS Code does not wrap the file (a BFCL file, by
    // this extension's `[jsonl]` default); the command acts on the active editor: only while this one still is.
    if (!wrapsOnlyAsMinified(settings) || vscode.window.activeTextEditor !== editor) return;
    await vscode.commands.executeCommand('editor.action.toggleWordWrap');
    this.record(document);
    log().info(`Unwrapped ${document.uri.fsPath}: VS Code wraps files dominated by long lines whatever editor.wordWrap says (Alt+Z wraps it again).`);
  }
}
