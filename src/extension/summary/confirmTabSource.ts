// Keeps a panel's Tab. 3 true to its judgments file: read when the panel opens, again when the setting
// calibrationLens.tau2JudgmentsFile or the file itself changes; each new table is handed on.
import * as vscode from 'vscode';
import type { ConfirmTableMessage } from '../../protocol/confirm';
import { tau2JudgmentsFile } from '../settingPaths';
import { confirmTableMessage } from './confirmTab';
import { watchFile } from './runFileWatch';

export class ConfirmTabSource implements vscode.Disposable {
  private message: ConfirmTableMessage | null = null;
  private loads = 0;
  private watcher: vscode.Disposable | undefined;
  private readonly settings: vscode.Disposable;

  constructor(private readonly changed: (message: ConfirmTableMessage) => void) {
    this.settings = vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('calibrationLens.tau2JudgmentsFile')) this.read();
    });
    this.read();
  }

  /** The table last read; null until the first read ends. */
  latest(): ConfirmTableMessage | null {
    return this.message;
  }

  private read(): void {
    const load = ++this.loads;
    const file = tau2JudgmentsFile();
    this.watcher?.dispose();
    this.watcher = file ? watchFile(file, () => this.read()) : undefined;
    void confirmTableMessage(file).then((message) => {
      if (load !== this.loads) return;
      this.message = message;
      this.changed(message);
    });
  }

  dispose(): void {
    this.loads++;
    this.watcher?.dispose();
    this.settings.dispose();
  }
}
