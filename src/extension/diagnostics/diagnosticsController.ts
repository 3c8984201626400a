// Keeps the Problems panel in step with the open run files (BFCL, tau2): recomputed when a file or its partner
// changes (in an editor or on disk), cleared when the file is closed or deleted.
import * as vscode from 'vscode';
import { DiagnosticsSet } from '../diagnosticsSet';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import { diagnosticsEnabled, slackThreshold } from '../settings';
import { DIAGNOSTIC_SOURCE } from './diagnosticCodes';
import { fileDiagnostics } from './fileDiagnostics';
import { healthDiagnostics } from './healthDiagnostics';
import { fileHealth } from '../health/fileHealth';

const DELAY_MS = 300;

export class DiagnosticsController implements vscode.Disposable {
  private readonly collection = new DiagnosticsSet(DIAGNOSTIC_SOURCE);
  /** Documents to update, by their Uri's string: the same code for local files and any other file system. */
  private readonly pending = new Map<string, vscode.Uri>();
  private readonly disposables: vscode.Disposable[] = [this.collection];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: RunStore,
    private readonly readme: vscode.Uri,
  ) {
    this.disposables.push(
      vscode.workspace.onDidOpenTextDocument((doc) => this.queue(doc.uri)),
      vscode.workspace.onDidCloseTextDocument((doc) => this.collection.delete(doc.uri)),
      vscode.window.tabGroups.onDidChangeTabs((e) => {
        this.clearClosedTabs(e.closed);
        for (const tab of e.opened) if (tab.input instanceof vscode.TabInputText) this.queue(tab.input.uri);
      }),
      store.onDidChangeModel((path) => this.queueOpen(path)),
      vscode.workspace.onDidDeleteFiles((e) => e.files.forEach((uri) => this.collection.delete(uri))),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.diagnostics') || e.affectsConfiguration('calibrationLens.knownBadItemsFile')) this.queueAllOpen();
      }),
    );
    this.queueAllOpen();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }

  private queueAllOpen(): void {
    for (const doc of vscode.workspace.textDocuments) this.queue(doc.uri);
  }

  /** A model changed: the open documents of that file (the store names files by path). */
  private queueOpen(path: string): void {
    for (const doc of vscode.workspace.textDocuments) if (doc.uri.fsPath === path) this.queue(doc.uri);
  }

  private queue(uri: vscode.Uri): void {
    this.pending.set(uri.toString(), uri);
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.flush(), DELAY_MS);
  }

  private async flush(): Promise<void> {
    this.timer = undefined;
    const uris = [...this.pending.values()];
    this.pending.clear();
    await Promise.all(uris.map((uri) => this.update(uri)));
  }

  private async update(uri: vscode.Uri): Promise<void> {
    const document = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString());
    // Only files open in a tab carry Problems entries; a file closed or deleted meanwhile loses them.
    if (!document || !isRunDocument(document) || !diagnosticsEnabled() || !hasTab(uri) || !(await exists(uri))) {
      this.collection.delete(uri);
      return;
    }
    const version = document.version;
    try {
      const model = await this.store.modelFor(document);
      const health = model.kind === 'result' ? await fileHealth(model) : null;
      if (document.isClosed || document.version !== version) return;
      const threshold = slackThreshold();
      const ctx = {
        readme: this.readme,
        slackThreshold: threshold,
        lineLength: (line: number) => (line < document.lineCount ? document.lineAt(line).text.length : 0),
        // A file of the run on the document's own file system (local disk, or the web host's).
        uriOf: (path: string) => (uri.scheme === 'file' ? vscode.Uri.file(path) : uri.with({ path })),
      };
      const healthEntries = model.kind === 'result' && health ? healthDiagnostics(model, health.findings, health.knownBadProblem, ctx) : [];
      this.collection.set(uri, [...fileDiagnostics(model, ctx), ...healthEntries]);
    } catch (err) {
      const message = `Calibration Lens could not read this file: ${err instanceof Error ? err.message : String(err)}`;
      const d = new vscode.Diagnostic(new vscode.Range(0, 0, 0, 0), message, vscode.DiagnosticSeverity.Error);
      d.source = DIAGNOSTIC_SOURCE;
      this.collection.set(uri, [d]);
    }
  }

  /** A tab closed with no other tab on the same file: its entries go, as they do for a closed document. */
  private clearClosedTabs(closed: readonly vscode.Tab[]): void {
    const open = new Set<string>();
    for (const group of vscode.window.tabGroups.all) {
      for (const tab of group.tabs) if (tab.input instanceof vscode.TabInputText) open.add(tab.input.uri.toString());
    }
    for (const tab of closed) {
      if (tab.input instanceof vscode.TabInputText && !open.has(tab.input.uri.toString())) this.collection.delete(tab.input.uri);
    }
  }
}

/** Through the file system the document is on, local or not. */
async function exists(uri: vscode.Uri): Promise<boolean> {
  return vscode.workspace.fs.stat(uri).then(() => true, () => false);
}

function hasTab(uri: vscode.Uri): boolean {
  const key = uri.toString();
  if (vscode.window.visibleTextEditors.some((e) => e.document.uri.toString() === key)) return true;
  return vscode.window.tabGroups.all.some((g) => g.tabs.some((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === key));
}
