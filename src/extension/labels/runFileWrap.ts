// Whether each open run file wraps, and one layout for all of them: a case per row, as editor.wordWrap
// "off" (the jsonl default this extension contributes) says. VS Code ignores that setting for a file
// dominated by long lines and wraps it (minifiedWrap.ts); most BFCL result files are such files, some
// are not, so without this one file shows a case per row and the next spreads each case over dozens of
// rows. A run file VS Code would wrap so is unwrapped once when first shown, with View: Toggle Word
// Wrap, which VS Code keeps for that file until it is closed. `calibrationLens.labels.unwrapLongLines`
// off leaves it to VS Code.
//
// When the toggle is sent: with the file's first labels, just before them (unwrapBeforeLabels, from
// labelController.ts), so that VS Code lays the unwrapped long lines out once, labels and all; a toggle
// sent on its own costs a layout of its own, and a second one when the labels come (seconds in a cold
// window: docs/performance.md, sessions 10 and 11). The toggle acts on the active editor only, so it
// must not wait past the file's being active: it is sent at once, without the labels, when the focus
// is about to go to a view of this extension (focusLeaving.ts: the summary panel opening in front, as
// `npm run demo` does, the case view) or when the labels have not come within LABELS_BUDGET_MS. A file
// that stopped being active before either (another file opened at once) is unwrapped when it is next
// active. It is recorded as sent at once, not when VS Code answers: the labels take their form from it.
//
// The labels need to know: VS Code leaves `before` decorations out of the wrap width, so on a wrapped
// file they are drawn as inlay hints instead (labelController.ts). VS Code does not tell extensions
// whether an editor wraps, so this follows it: the settings, the minified rule, and every toggle made
// through Alt+Z, which on a run file runs `calibrationLens.toggleWordWrap` (the built-in toggle, then
// the record of it). The View menu's toggle is not seen: the labels then keep their last form.
import * as vscode from 'vscode';
import { COMMAND } from '../commandIds';
import { log } from '../log';
import { onFocusLeaving } from '../focusLeaving';
import { isRunDocument } from '../runDocuments';
import { afterToggle, wraps, wrapsAsMinified, type WrapState } from './minifiedWrap';

/** How long a file to unwrap waits for its first labels before it is unwrapped without them. */
const LABELS_BUDGET_MS = 1000;

export class RunFileWrap implements vscode.Disposable {
  private readonly overrides = new WeakMap<vscode.TextDocument, boolean | null>();
  private readonly minified = new WeakMap<vscode.TextDocument, { version: number; minified: boolean }>();
  private readonly handled = new WeakSet<vscode.TextDocument>();
  /** Files to unwrap with their first labels, each with the timer that unwraps it without them. */
  private readonly pending = new Map<vscode.TextDocument, ReturnType<typeof setTimeout>>();
  private readonly changed = new vscode.EventEmitter<vscode.TextDocument | null>();
  /** A file's wrapping changed (null: the settings changed, any file may have). */
  readonly onDidChange = this.changed.event;
  private readonly disposables: vscode.Disposable[];

  constructor() {
    this.disposables = [
      this.changed,
      vscode.window.onDidChangeActiveTextEditor((editor) => this.unwrapOnce(editor)),
      onFocusLeaving(() => {
        const document = vscode.window.activeTextEditor?.document;
        if (document) this.unwrapPending(document);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('editor.wordWrap') || e.affectsConfiguration('editor.largeFileOptimizations')) this.changed.fire(null);
      }),
      vscode.commands.registerCommand(COMMAND.toggleWordWrap, () => this.toggle()),
    ];
    this.unwrapOnce(vscode.window.activeTextEditor);
  }

  /** Whether the editors of `document` wrap its lines now. */
  wraps(document: vscode.TextDocument): boolean {
    return wraps(this.state(document));
  }

  /** Sends the unwrap that waits for the labels of `editor`'s file, if one does: they are about to be set. */
  unwrapBeforeLabels(editor: vscode.TextEditor): void {
    this.unwrapPending(editor.document);
  }

  dispose(): void {
    for (const timer of this.pending.values()) clearTimeout(timer);
    this.pending.clear();
    for (const d of this.disposables) d.dispose();
  }

  private state(document: vscode.TextDocument): WrapState {
    const editor = vscode.workspace.getConfiguration('editor', document);
    const configured = editor.get<string>('wordWrap') !== 'off' || this.isMinified(document, editor);
    return { configured, override: this.overrides.get(document) ?? null };
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

  private unwrapOnce(editor: vscode.TextEditor | undefined): void {
    if (!editor || this.handled.has(editor.document) || !isRunDocument(editor.document)) return;
    const document = editor.document;
    this.handled.add(document);
    if (!vscode.workspace.getConfiguration('calibrationLens.labels', document).get<boolean>('unwrapLongLines', true)) return;
    const settings = vscode.workspace.getConfiguration('editor', document);
    if (settings.get<string>('wordWrap') !== 'off') return; // the user asked for wrapping: keep it
    if (!this.isMinified(document, settings) || vscode.window.activeTextEditor !== editor) return;
    this.pending.set(document, setTimeout(() => this.unwrapPending(document), LABELS_BUDGET_MS));
    // The labels' next update sends it (every update of a run file's editor passes unwrapBeforeLabels).
    this.changed.fire(document);
  }

  /**
   * Sends the unwrap `document` waits for, if it does, while its editor is the active one (the command
   * acts on that one only), and records it at once; else it waits for the file's next time active.
   */
  private unwrapPending(document: vscode.TextDocument): void {
    const timer = this.pending.get(document);
    if (timer === undefined) return;
    clearTimeout(timer);
    this.pending.delete(document);
    if (vscode.window.activeTextEditor?.document !== document) {
      this.handled.delete(document);
      return;
    }
    void vscode.commands.executeCommand('editor.action.toggleWordWrap');
    this.record(document);
    log().info(`Unwrapped ${document.uri.fsPath}: VS Code wraps files dominated by long lines whatever editor.wordWrap says (Alt+Z wraps it again).`);
  }
}
