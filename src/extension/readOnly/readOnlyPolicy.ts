// When a run file (BFCL result or score, tau2 results or simulation) is made read-only in the editor:
// once per file and session, when it first comes to the front, so that a user who deliberately makes
// it writeable ("File: Set Active Editor Writeable in Session") is not overruled the next time it
// does. No vscode import: pinned by unit tests.

export type ReadOnlyAction = 'lock' | 'unlock' | 'none';

export class ReadOnlyPolicy {
  /** Files this session made read-only (and has not made writeable again). */
  private readonly locked = new Set<string>();

  /**
   * What to do as `file` comes to the front. `runFile`: Calibration Lens reads it as a run;
   * `enabled`: the setting `calibrationLens.readOnlyResultFiles`. Turned off, a file locked earlier
   * is made writeable again when it next comes to the front (VS Code's command acts on the active editor).
   */
  onActive(file: string, runFile: boolean, enabled: boolean): ReadOnlyAction {
    if (!runFile) return 'none';
    if (enabled) {
      if (this.locked.has(file)) return 'none';
      this.locked.add(file);
      return 'lock';
    }
    return this.locked.delete(file) ? 'unlock' : 'none';
  }
}
