// Keeps a panel's tab of a format's own table (confirmTab.ts) true to its file: read when the panel
// opens, again when the setting that names the file or the file itself changes; each new table is
// handed on. Without a format that gives a table, nothing is read or handed on.
import * as vscode from 'vscode';
import type { FormatSummaryTable } from '../../core/document/summaryTable';
import type { ConfirmTableMessage } from '../../protocol/confirm';
import { settingFiles } from '../settingPaths';
import { SECTION } from '../settings';
import { confirmTableMessage, formatTable } from './confirmTab';
import { watchFile } from './runFileWatch';

export class ConfirmTabSource implements vscode.Disposable {
  private message: ConfirmTableMessage | null = null;
  private loads = 0;
  private watcher: vscode.Disposable | undefined;
  private readonly settings: vscode.Disposable;
  private readonly table: FormatSummaryTable | null = formatTable();

  constructor(private readonly changed: (message: ConfirmTableMessage) => void) {
    this.settings = vscode.workspace.onDidChangeConfiguration((e) => {
      if (this.table && e.affectsConfiguration(`${SECTION}.${this.table.setting}`)) this.read();
    });
    this.read();
  }

  /** The table last read; null until the first read ends. */
  latest(): ConfirmTableMessage | null {
    return this.message;
  }

  private read(): void {
    const table = this.table;
    if (!table) return;
    const load = ++this.loads;
    const file = settingFiles(table.setting, false)[0] ?? null;
    this.watcher?.dispose();
    this.watcher = file ? watchFile(file, () => this.read()) : undefined;
    void confirmTableMessage(table, file).then((message) => {
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
