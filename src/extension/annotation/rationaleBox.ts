// The rationale box of key r, with one writer: the extension. r's command opens the box at once; every
// key typed after r reaches the extension as a command, in the order pressed, whether the case view
// still had the keyboard (every printable key is bound there, no context key that could come late) or
// the box had it (the same keys are bound in the box while `calibrationLens.rationaleBox` is set, which
// the window has before the box shows). The extension sets the box's text from them, so no letter can
// overtake another or be lost however late the extension host is (rationaleText.ts); Enter and Escape
// stay the box's own, and come after every key typed before them. A case view opened after r (the key
// before it moved to another case) can take the keyboard back from the box: there, while the box is
// open, Enter and Escape answer it too.
import * as vscode from 'vscode';
import { afterKey, afterWorkbenchChange, EchoedTexts, type RationaleKey } from './rationaleText';

const CONTEXT = 'calibrationLens.rationaleBox';

export class RationaleBox implements vscode.Disposable {
  private box: vscode.InputBox | null = null;
  /** The rationale as typed so far. */
  private text = '';
  /** The texts set on the box that the window has not reported showing yet. */
  private echoes = new EchoedTexts();
  /** The keys not yet applied, in order (a paste waits for the clipboard; the keys after it wait for it). */
  private keys: Promise<void> = Promise.resolve();

  /** Enter: the rationale as typed is saved (in the box, or in a case view that took the keyboard from it). */
  accept: () => void = () => undefined;

  /** Escape in a case view that took the keyboard from the box: the decision is kept as it is. */
  cancel(): void {
    this.box?.hide();
  }

  /** r was pressed: keys from now on are text for the box until it closes. */
  get coming(): boolean {
    return this.box !== null;
  }

  /** A key typed after r: a character, the last one erased, or the clipboard pasted. */
  type(key: RationaleKey | { paste: true }): void {
    const box = this.box;
    if (!box) return;
    if ('paste' in key) {
      const text = Promise.resolve(vscode.env.clipboard.readText()).catch(() => '');
      this.keys = this.keys.then(() => text).then((pasted) => this.show(box, afterKey(this.text, { text: pasted.replace(/\s+/g, ' ') })));
    } else this.keys = this.keys.then(() => this.show(box, afterKey(this.text, key)));
  }

  private show(box: vscode.InputBox, text: string): void {
    if (this.box !== box || text === this.text) return;
    this.text = text;
    this.echoes.sent(text);
    box.value = text;
  }

  /**
   * Opens the box now; `decision` names the decision once it is known (null: there is none, and the box
   * closes). Resolves with the rationale entered, or undefined.
   */
  async ask(decision: Promise<{ title: string; rationale: string } | null>): Promise<string | undefined> {
    this.box?.dispose();
    const box = vscode.window.createInputBox();
    this.box = box;
    this.text = '';
    this.echoes = new EchoedTexts();
    box.title = 'Why? (the decision just made is being saved)';
    box.prompt = 'A rationale for the audit trail, saved as the same decision with its reason. Escape keeps the decision as it is.';
    box.busy = true;
    box.ignoreFocusOut = true;
    const answered = new Promise<string | undefined>((resolve) => {
      // The window showing a text set here, or a change it made itself (what no binding covers).
      box.onDidChangeValue((shown) => {
        if (this.box !== box || this.echoes.echo(shown)) return;
        const text = afterWorkbenchChange(this.text, this.echoes.base, shown);
        this.echoes.changed(shown);
        this.text = shown;
        this.show(box, text);
      });
      this.accept = () => {
        if (box.busy) return; // Enter before the decision is known: wait for it.
        // Every key pressed before Enter has reached the extension; those waiting for the clipboard are applied first.
        void this.keys.then(() => {
          resolve(this.text);
          box.hide();
        });
      };
      box.onDidAccept(() => this.accept());
      box.onDidHide(() => resolve(undefined));
    });
    try {
      // The window has the context key before the box takes the keyboard: no key typed into it goes round the extension.
      await vscode.commands.executeCommand('setContext', CONTEXT, true);
      if (this.box !== box) return undefined;
      box.show();
      const known = await decision;
      if (!known) return undefined;
      box.title = known.title;
      // The decision's rationale so far, to edit, when nothing was typed.
      if (known.rationale !== '' && this.text === '') this.show(box, known.rationale);
      box.busy = false;
      return await answered;
    } finally {
      box.dispose();
      if (this.box === box) {
        this.box = null;
        this.text = '';
        this.echoes = new EchoedTexts();
        this.accept = () => undefined;
        void vscode.commands.executeCommand('setContext', CONTEXT, false);
      }
    }
  }

  dispose(): void {
    this.box?.dispose();
  }
}
