// Whether the annotator is annotating, and whether the view is between two items. Decision keys act
// only while annotating (a queue started, or Start Annotating switched on): a case view opened to read
// or debug a run is not a place where a stray key records a decision. While a key moves the view to
// another item, decision keys pressed meanwhile are ignored, visibly, since they would otherwise land
// on an item the annotator has not seen yet.
import * as vscode from 'vscode';

/** The context key (package.json's palette entries show Start or Stop Annotating by it). */
export const ANNOTATING_CONTEXT = 'calibrationLens.annotating';

export class AnnotatingMode implements vscode.Disposable {
  private on = false;
  private moves = 0;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly switched = new vscode.EventEmitter<void>();
  /** Fires when annotating is switched on or off, and when the view starts or stops moving. */
  readonly onDidChange = this.changed.event;
  /** Fires when annotating is switched on or off. */
  readonly onDidSwitch = this.switched.event;

  get annotating(): boolean {
    return this.on;
  }

  /** A key is moving the view to another item (or deciding on the way there). */
  get moving(): boolean {
    return this.moves > 0;
  }

  set(on: boolean): void {
    if (this.on === on) return;
    this.on = on;
    void vscode.commands.executeCommand('setContext', ANNOTATING_CONTEXT, on);
    this.switched.fire();
    this.changed.fire();
  }

  /** Runs `action` as a move: the view is busy (and says so) until it settles. */
  async move<T>(action: () => Promise<T>): Promise<T> {
    this.moves += 1;
    if (this.moves === 1) this.changed.fire();
    try {
      return await action();
    } finally {
      this.moves -= 1;
      if (this.moves === 0) this.changed.fire();
    }
  }

  /** Says that the decision key `key` did nothing because the annotator is reading, and how to start. */
  readingOnly(key: string): void {
    void vscode.window.showInformationMessage(
      `This case view is for reading: "${key}" decides only while you are annotating, so nothing was saved. Start with "Calibration Lens: Start Annotating" (the Start Annotating link at the top of the case view), or j for the next emission not reviewed.`,
      'Start Annotating',
    ).then((picked) => picked && this.set(true));
  }

  /** Says that `key` was ignored because the view was moving to another item. */
  ignored(key: string): void {
    vscode.window.setStatusBarMessage(`$(circle-slash) "${key}" ignored: the view was moving to the next item; nothing was saved. Press it again on the item shown.`, 4000);
  }

  dispose(): void {
    this.changed.dispose();
    this.switched.dispose();
  }
}
