// The extension's view of the label stores: read once per store and change, keyed per result file
// into the decisions the editor draws; appends go through the core (O_APPEND, fsync) before anyone
// is told the decision was saved.
import * as vscode from 'vscode';
import { runFolderOf } from '../../core/bfcl/fileNames';
import { sha256File } from '../../core/export/stamp';
import { appendDecision } from '../../core/labels/appendDecision';
import { emissionPlaceOf, type LabelDecision } from '../../core/labels/decisionSchema';
import { latestDecisions, type CurrentDecision } from '../../core/labels/latestDecisions';
import { readStore, type StoreRead } from '../../core/labels/readStore';
import { runRelativePath } from '../../core/labels/runContext';
import { log } from '../log';
import { storePathFor } from './annotationSettings';

export interface FileDecisions {
  store: string;
  sha256: string | null;
  /** `case/turn/step` -> the current decisions (one per author). */
  emissions: Map<string, CurrentDecision[]>;
  /** case id -> current verdicts (one per author). */
  verdicts: Map<string, CurrentDecision[]>;
  all: StoreRead;
}

export const emissionKey = (caseId: string, turn: number, step: number) => `${caseId}/${turn}/${step}`;

export class AnnotationStore implements vscode.Disposable {
  private readonly stores = new Map<string, Promise<StoreRead>>();
  private readonly changed = new vscode.EventEmitter<string>();
  private readonly watchers = new Map<string, vscode.FileSystemWatcher>();
  /** Fires with the store path whose decisions changed (here or in another window). */
  readonly onDidChange = this.changed.event;

  read(store: string): Promise<StoreRead> {
    let read = this.stores.get(store);
    if (!read) {
      read = readStore(store);
      this.stores.set(store, read);
      this.watch(store);
      void read.then((r) => { for (const w of r.warnings) log().warn(w); });
    }
    return read;
  }

  async decisionsFor(resultFile: string): Promise<FileDecisions> {
    const store = storePathFor(resultFile);
    const all = await this.read(store);
    const rel = runRelativePath(runFolderOf(resultFile), resultFile);
    let sha256: string | null = null;
    try {
      sha256 = await sha256File(resultFile);
    } catch {
      // A file that cannot be read makes its decisions stale; the reader says why elsewhere.
    }
    const current = latestDecisions(all.decisions.filter((s) => s.decision.file === rel), () => sha256);
    const emissions = new Map<string, CurrentDecision[]>();
    const verdicts = new Map<string, CurrentDecision[]>();
    for (const c of current) {
      const d = c.decision;
      if (d.kind === 'emission') {
        const place = emissionPlaceOf(d);
        if (!('turn' in place)) continue;
        const key = emissionKey(d.case, place.turn, place.step);
        emissions.set(key, [...(emissions.get(key) ?? []), c]);
      } else if (d.kind === 'case') {
        verdicts.set(d.case, [...(verdicts.get(d.case) ?? []), c]);
      }
    }
    return { store, sha256, emissions, verdicts, all };
  }

  /** Appends and waits for fsync; the caller says "saved" only after this resolves. */
  async append(resultFile: string, decision: LabelDecision): Promise<string> {
    const store = storePathFor(resultFile);
    await appendDecision(store, decision);
    this.invalidate(store);
    return store;
  }

  private invalidate(store: string): void {
    this.stores.delete(store);
    this.changed.fire(store);
  }

  private watch(store: string): void {
    if (this.watchers.has(store)) return;
    // Another window (or the command line) appending to the same store.
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(store.replace(/[\\/][^\\/]*$/, '')), '*.jsonl'));
    const onChange = (uri: vscode.Uri) => { if (uri.fsPath === store) this.invalidate(store); };
    watcher.onDidChange(onChange);
    watcher.onDidCreate(onChange);
    watcher.onDidDelete(onChange);
    this.watchers.set(store, watcher);
  }

  dispose(): void {
    this.changed.dispose();
    for (const w of this.watchers.values()) w.dispose();
  }
}
