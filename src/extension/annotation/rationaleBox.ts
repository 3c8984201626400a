// The rationale box of key r, and the keys typed before it is on screen. r's command marks the box as
// coming at once: decision keys that reach the extension after r type into the box instead of acting
// (the `a` of "rationale" accepts nothing), and RATIONALE_COMING binds the letters, digits and
// punctuation of the case view to typeAhead as soon as the workbench has it. The box opens at once and
// names the decision when the one just made is saved.
import * as vscode from 'vscode';

export const RATIONALE_COMING_CONTEXT = 'calibrationLens.rationaleComing';

export class RationaleBox implements vscode.Disposable {
  private typed = '';
  private box: vscode.InputBox | null = null;
  private opening = false;

  /** r was pressed: keys from now on are text for the box until it closes. */
  get coming(): boolean {
    return this.opening || this.box !== null;
  }

  /** A key typed after r (typeAhead's argument): into the box when it is there, else kept for it. */
  type(text: string): void {
    if (this.box) this.box.value += text;
    else this.typed += text;
  }

  /**
   * Opens the box now, with what was typed after r; `decision` names the decision once it is known
   * (null: there is none, and the box closes). Resolves with the rationale entered, or undefined.
   */
  async ask(decision: Promise<{ title: string; rationale: string } | null>): Promise<string | undefined> {
    this.box?.dispose();
    this.opening = true;
    void vscode.commands.executeCommand('setContext', RATIONALE_COMING_CONTEXT, true);
    const box = vscode.window.createInputBox();
    this.box = box;
    box.value = this.typed;
    this.typed = '';
    box.title = 'Why? (the decision just made is being saved)';
    box.prompt = 'A rationale for the audit trail, saved as the same decision with its reason. Escape keeps the decision as it is.';
    box.busy = true;
    box.ignoreFocusOut = true;
    const answered = new Promise<string | undefined>((resolve) => {
      box.onDidAccept(() => {
        if (box.busy) return; // Enter before the decision is known: wait for it.
        resolve(box.value);
        box.hide();
      });
      box.onDidHide(() => resolve(undefined));
    });
    box.show();
    this.opening = false;
    try {
      const known = await decision;
      if (!known) return undefined;
      box.title = known.title;
      if (box.value === '') box.value = known.rationale;
      box.busy = false;
      return await answered;
    } finally {
      box.dispose();
      if (this.box === box) this.box = null;
      void vscode.commands.executeCommand('setContext', RATIONALE_COMING_CONTEXT, false);
    }
  }


  dispose(): void {
    this.box?.dispose();
  }
}
