// The editor's view of the label stores: each store read once per change (here, another window or the
// command line), parsing only the lines appended since its last read (storeRereads.ts), and indexed
// per result file into what the editor draws. Decisions go through the store's file system (local
// disk: O_APPEND, one write, fsync; vscode.workspace.fs: whole-file writes to this window's own file
// beside the store, read back) and only then is anyone told they were saved. The host's side of it:
// annotationHost.ts.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { runFolderOf } from '../../core/formats/registry';
import { sha256File } from '../../core/files/fileHash';
import { hostFiles } from '../../core/files/hostFiles';
import { emissionPlaceOf, type LabelDecision, type RubricItem } from '../../core/annotation/decisionSchema';
import { placeText } from '../../core/annotation/emissionPlace';
import { latestDecisions, type CurrentDecision } from '../../core/annotation/latestDecisions';
import type { StoreRead } from '../../core/annotation/readStore';
import { StoreRereads } from '../../core/annotation/storeRereads';
import { runRelativePath } from '../../core/document/labelledRun';
import { notAStore } from '../../core/annotation/storeGuard';
import { withCaseFile } from '../../core/annotation/caseFile';
import { writerFolderOf } from '../../core/annotation/writerFiles';
import { DEFAULT_STORE } from '../../core/annotation/storePath';
import type { EmissionPlace } from '../../core/model/model';
import { log } from '../log';
import { uriOfPath } from '../hostUris';
import { storePathFor } from './annotationSettings';
import type { StoreIo } from './storeIo';

/** The current decisions on one result file, latest per key and author, stale ones marked. */
export interface FileDecisions {
  store: string;
  /** The file's sha256 now; null when it cannot be read. */
  sha256: string | null;
  emissions: Map<string, CurrentDecision[]>;
  verdicts: Map<string, CurrentDecision[]>;
  rubric: Map<string, CurrentDecision[]>;
  /** Unreadable or cut lines of the store. */
  warnings: string[];
}

/** A decision this window appended to `store`, about `resultFile`, as written. */
export interface AppendedDecision {
  store: string;
  resultFile: string;
  decision: LabelDecision;
}

export const emissionKey = (caseId: string, place: EmissionPlace): string => `${caseId}\u0000${placeText(place)}`;
export const rubricKey = (caseId: string, item: RubricItem): string => `${caseId}\u0000${item}`;

export class DecisionStore implements vscode.Disposable {
  private readonly reads = new Map<string, Promise<StoreRead>>();
  private readonly files = new Map<string, { key: string; decisions: FileDecisions }>();
  private readonly hashes = new Map<string, { stamp: string; sha256: Promise<string | null> }>();
  private readonly watchers = new Map<string, vscode.Disposable>();
  private readonly changed = new vscode.EventEmitter<string>();
  private readonly reported = new Set<string>();
  /** Bumped per store on every change, so a file's index is rebuilt from the new read. */
  private readonly generations = new Map<string, number>();
  /** Fires with the store whose decisions changed (appended here, in another window, or on the command line). */
  readonly onDidChange = this.changed.event;
  private readonly appended = new vscode.EventEmitter<AppendedDecision>();
  /** Fires with each decision this window saved, once on disk and before onDidChange says its store changed. */
  readonly onDidAppend = this.appended.event;

  /** Each store file as last read, so that a read after a change parses only the lines appended since. */
  private readonly rereads: StoreRereads;

  constructor(private readonly io: StoreIo) {
    this.rereads = new StoreRereads(io);
  }

  read(store: string): Promise<StoreRead> {
    let read = this.reads.get(store);
    if (!read) {
      read = this.rereads.read(store);
      this.reads.set(store, read);
      this.watch(store);
      void read.then((r) => {
        for (const w of r.warnings) if (!this.reported.has(w)) (this.reported.add(w), log().warn(w));
      });
    }
    return read;
  }

  storeOf(resultFile: string): string {
    return storePathFor(runFolderOf(resultFile));
  }

  /** The decisions on a result file as the store holds them now. */
  async forFile(resultFile: string): Promise<FileDecisions> {
    const store = this.storeOf(resultFile);
    // Taken before reading: a change during the read leaves this index outdated, and the next call rebuilds it.
    const generation = this.generations.get(store) ?? 0;
    const [read, sha256] = await Promise.all([this.read(store), this.sha256Of(resultFile)]);
    const folder = runFolderOf(resultFile);
    const rel = runRelativePath(folder, resultFile);
    const onFile = read.decisions.filter((s) => s.decision.file === rel);
    // A dir layout's decisions are made on their simulation's own file too: its change makes them stale.
    const caseFiles = [...new Set(onFile.flatMap((s) => (s.decision.caseFile ? [s.decision.caseFile.path] : [])))];
    const caseFileSha256 = new Map(await Promise.all(caseFiles.map(async (p) => [p, await this.sha256Of(join(folder, p))] as const)));
    const key = `${store}\u0000${sha256}\u0000${generation}\u0000${[...caseFileSha256.values()].join(',')}`;
    const cached = this.files.get(resultFile);
    if (cached && cached.key === key) return cached.decisions;
    const current = latestDecisions(onFile, () => sha256, (p) => caseFileSha256.get(p) ?? null);
    const decisions: FileDecisions = { store, sha256, emissions: new Map(), verdicts: new Map(), rubric: new Map(), warnings: read.warnings };
    for (const c of current) {
      const d = c.decision;
      const [map, at] =
        d.kind === 'emission' ? [decisions.emissions, emissionKey(d.case, emissionPlaceOf(d))]
        : d.kind === 'case' ? [decisions.verdicts, d.case]
        : [decisions.rubric, rubricKey(d.case, d.item)];
      map.set(at, [...(map.get(at) ?? []), c]);
    }
    this.files.set(resultFile, { key, decisions });
    return decisions;
  }

  /** What `forFile` last answered (maybe from before the latest change), without reading; for drawing at once. */
  peek(resultFile: string): FileDecisions | null {
    return this.files.get(resultFile)?.decisions ?? null;
  }

  /** sha256 of the file on its file system, kept while its size and modification time stay the same. */
  sha256Of(path: string): Promise<string | null> {
    return hostFiles.stat(path).then(
      (s) => {
        if (!s) return null;
        const stamp = `${s.size}:${s.mtimeMs}`;
        const kept = this.hashes.get(path);
        if (kept && kept.stamp === stamp) return kept.sha256;
        const sha256 = sha256File(path).catch(() => null);
        this.hashes.set(path, { stamp, sha256 });
        return sha256;
      },
      () => null,
    );
  }

  /** Appends and waits for fsync; the caller says "saved" only after this resolves. */
  async append(resultFile: string, decision: LabelDecision): Promise<string> {
    const store = this.storeOf(resultFile);
    // The setting may name a run's own file: refused before a byte reaches it.
    const refusal = await notAStore(store);
    if (refusal) throw new Error(`${refusal} Set calibrationLens.labels.store to a .jsonl file, or leave it empty for ${DEFAULT_STORE} in the run folder`);
    const written = await withCaseFile(decision, resultFile, runFolderOf(resultFile));
    await this.io.append(store, written);
    this.appended.fire({ store, resultFile, decision: written });
    this.invalidate(store);
    return store;
  }

  /** Forget every read (the store setting changed). */
  reset(): void {
    for (const store of [...this.reads.keys()]) this.invalidate(store);
    this.files.clear();
  }

  /** Result files asked about so far: the ones to index again when their store changes. */
  knownFiles(): string[] {
    return [...this.files.keys()];
  }

  private invalidate(store: string): void {
    this.reads.delete(store);
    this.generations.set(store, (this.generations.get(store) ?? 0) + 1);
    this.changed.fire(store);
  }

  private watch(store: string): void {
    if (this.watchers.has(store)) return;
    // The store and its windows' own files (<store>.d/*.jsonl, written by the web build: appendThrough.ts).
    const name = basename(store);
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(uriOfPath(dirname(store)), `{${name},${basename(writerFolderOf(store))}/*.jsonl}`));
    const onEvent = () => this.invalidate(store);
    this.watchers.set(store, vscode.Disposable.from(watcher, watcher.onDidChange(onEvent), watcher.onDidCreate(onEvent), watcher.onDidDelete(onEvent)));
  }

  dispose(): void {
    this.changed.dispose();
    this.appended.dispose();
    for (const w of this.watchers.values()) w.dispose();
  }
}
