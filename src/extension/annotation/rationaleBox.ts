// The rationale box of key r, and the keys typed before it has the keyboard. r's command opens the box
// at once (it is created and shown before the command returns); until the workbench has moved the
// keyboard to it, the keys pressed in the case view still reach the extension as commands: every
// printable key is bound there (package.json, no context key that could come late), the loop's keys
// to their own commands, which type into the box while it is open (the `a` of "rationale" accepts
// nothing), the others to typeAhead. They are appended to the box in the order pressed, ahead of what
// is typed into the box itself (typedAhead.ts). The box names the decision once the one just made is saved.
import * as vscode from 'vscode';
import { textAfterTypedAhead } from './typedAhead';

export class RationaleBox implements vscode.Disposable {
  private box: vscode.InputBox | null = null;
  /** The box's first text and the keys that came as commands; null once the box shows all of it. */
  private keyed: string | null = null;

  /** r was pressed: keys from now on are text for the box until it closes. */
  get coming(): boolean {
    return this.box !== null;
  }

  /** A key typed after r that reached the extension as a command: appended to what came that way. */
  type(text: string): void {
    if (!this.box) return;
    if (this.keyed === null) this.box.value += text;
    else this.box.value = this.keyed += text;
  }

  /**
   * Opens the box now; `decision` names the decision once it is known (null: there is none, and the box
   * closes). Resolves with the rationale entered, or undefined.
   */
  async ask(decision: Promise<{ title: string; rationale: string } | null>): Promise<string | undefined> {
    this.box?.dispose();
    const box = vscode.window.createInputBox();
    this.box = box;
    this.keyed = '';
    box.title = 'Why? (the decision just made is being saved)';
    box.prompt = 'A rationale for the audit trail, saved as the same decision with its reason. Escape keeps the decision as it is.';
    box.busy = true;
    box.ignoreFocusOut = true;
    const answered = new Promise<string | undefined>((resolve) => {
      box.onDidChangeValue((shown) => {
        if (this.box !== box || this.keyed === null) return;
        const text = textAfterTypedAhead(this.keyed, shown);
        if (text === null) this.keyed = null;
        else box.value = text;
      });
      box.onDidAccept(() => {
        if (box.busy) return; // Enter before the decision is known: wait for it.
        resolve(box.value);
        box.hide();
      });
      box.onDidHide(() => resolve(undefined));
    });
    box.show();
    try {
      const known = await decision;
      if (!known) return undefined;
      box.title = known.title;
      // The decision's rationale so far, when nothing was typed (setting an empty text would clear what
      // is being typed into the box).
      if (known.rationale !== '' && box.value === '' && !this.keyed) box.value = known.rationale;
      box.busy = false;
      return await answered;
    } finally {
      box.dispose();
      if (this.box === box) {
        this.box = null;
        this.keyed = null;
      }
    }
  }

  dispose(): void {
    this.box?.dispose();
  }
}
