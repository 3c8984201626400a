// The one per-file model cache every feature reads: the core loads each run file into its neutral model
// (src/core/load); this keeps it per document version (or disk stamp), so scrolling and switching editors
// never re-read or re-classify, drops it when the file or a file it was read with changes, and shows the
// progress of a big read from disk.
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind } from '../core/bfcl/fileNames';
import { resultFileFor } from '../core/bfcl/partnerFiles';
import { nodeFiles } from '../core/load/fileAccess';
import type { FileModel, ResultModel } from '../core/load/fileModel';
import { foundInFile, inputsOf, loadFile, type FileLoad, type ModelInputs } from '../core/load/loadFile';
import type { Tau2Sources } from '../core/load/tau2Sources';
import type { GroupSummary } from '../core/metrics/types';
import { ReadCancelled } from '../core/readCancelled';
import { log } from './log';
import { withReadProgress } from './readProgress';
import { withLabellingProgress } from './labellingProgress';
import { openDocument, runDocumentKind, runFileKind, type RunFileKind } from './runDocuments';

export type { FileModel, ResultModel, ScoreModel } from '../core/load/fileModel';

/** From this size a read from disk shows its progress in a notification and can be cancelled. */
const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

interface Entry extends ModelInputs {
  version: number | null;
  kind: RunFileKind;
  model: Promise<FileModel>;
  settled: FileModel | null;
}

export class RunStore implements vscode.Disposable {
  private readonly entries = new Map<string, Entry>();
  private readonly watchers = new Map<string, vscode.FileSystemWatcher>();
  private readonly changed = new vscode.EventEmitter<string>();
  private readonly disposables: vscode.Disposable[] = [this.changed];

  /** Fires with the fs path of a file whose model must be recomputed (its text or its partner changed). */
  readonly onDidChangeModel = this.changed.event;

  /** `tau2Sources`: the gold and judgments files the settings name, read for every tau2 file. */
  constructor(private readonly tau2Sources: () => Promise<Tau2Sources>) {
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0 && this.entries.has(e.document.uri.fsPath)) this.fileChanged(e.document.uri.fsPath);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        // The disk copy may differ from the closed document's unsaved text: read again next time.
        this.entries.delete(doc.uri.fsPath);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        // Gold and judgments of tau2 files come from these settings.
        if (e.affectsConfiguration('calibrationLens.tau2TasksFile') || e.affectsConfiguration('calibrationLens.tau2JudgmentsFile')) {
          for (const [key, entry] of [...this.entries]) if (entry.kind === 'tau2') this.drop(key);
        }
      }),
    );
  }

  /** The model of an open result or score document, computed once per document version. */
  modelFor(document: vscode.TextDocument): Promise<FileModel> {
    return this.load(document.uri.fsPath, document);
  }

  /** The model of a file by path: from its open document if there is one, else from disk (any size). */
  modelForPath(path: string): Promise<FileModel> {
    return this.load(path, openDocument(path));
  }

  /** The model when it is already computed for the document's current version; never starts a read. */
  peek(document: vscode.TextDocument): FileModel | null {
    const entry = this.entries.get(document.uri.fsPath);
    return entry && entry.version === document.version ? entry.settled : null;
  }

  /** The model behind any run file: a result file's own, or a score file's result partner's, and its first row. */
  async summaryFor(path: string): Promise<{ summary: GroupSummary | null; resultPath: string | null; model: ResultModel | null }> {
    const kind = runFileKind(path);
    const resultPath = kind === 'result' || kind === 'tau2' ? path : kind === 'score' ? resultFileFor(path) : null;
    if (!resultPath) return { summary: null, resultPath: null, model: null };
    const model = await this.modelForPath(resultPath);
    return model.kind === 'result' ? { summary: model.summary, resultPath, model } : { summary: null, resultPath, model: null };
  }

  /** A file changed on disk or in an editor: drop it and every model joined with it. */
  fileChanged(path: string): void {
    const affected = [path];
    for (const [key, entry] of this.entries) {
      if (entry.partner === path || (entry.folder !== null && dirname(path) === entry.folder)) affected.push(key);
    }
    for (const key of affected) this.drop(key);
    // A new score file may now sit beside a result file that had none.
    if (bfclFileKind(path) === 'score') {
      const resultPath = resultFileFor(path);
      if (resultPath && !affected.includes(resultPath) && this.entries.has(resultPath)) {
        this.entries.delete(resultPath);
        this.changed.fire(resultPath);
      }
    }
  }

  private drop(key: string): void {
    this.entries.delete(key);
    this.changed.fire(key);
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
    for (const w of this.watchers.values()) w.dispose();
    this.entries.clear();
  }

  private load(path: string, document: vscode.TextDocument | undefined): Promise<FileModel> {
    const version = document ? document.version : null;
    const cached = this.entries.get(path);
    if (cached && cached.version === version) return cached.model;
    const kind = (document ? runDocumentKind(document) : runFileKind(path)) ?? 'result';
    const entry: Entry = { version, kind, ...inputsOf(path, kind), model: Promise.resolve(null as never), settled: null };
    entry.model = this.read(path, kind, document).then(
      (model) => {
        entry.settled = model;
        return model;
      },
      (err: unknown) => {
        // A failed read is not cached, so the next request tries again.
        if (this.entries.get(path) === entry) this.entries.delete(path);
        throw err;
      },
    );
    this.entries.set(path, entry);
    this.watchFolderOf(path);
    if (entry.folder) this.watchFolderOf(join(entry.folder, 'any.json'));
    return entry.model;
  }

  /** Through the core; a big file from disk with its progress in a notification and a Cancel button. */
  private async read(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined): Promise<FileModel> {
    const started = Date.now();
    const load: FileLoad = {
      files: nodeFiles, kind, text: document?.getText(), version: document?.version ?? null, tau2Sources: this.tau2Sources,
      openText: (p) => openDocument(p)?.getText(),
    };
    const size = document || kind === 'score' ? 0 : (await nodeFiles.stat(path))?.size ?? 0;
    const model = size < PROGRESS_FROM_BYTES
      ? await (document && kind === 'result' ? withLabellingProgress(document, (onLine) => loadFile(path, { ...load, onLine })) : loadFile(path, load))
      : await withReadProgress(`Calibration Lens: reading ${basename(path)}`, (progress) => loadFile(path, { ...load, progress })).catch((e: unknown) => {
        if (e instanceof ReadCancelled) log().info(`Reading ${path} was cancelled.`);
        throw e;
      });
    const from = document ? (model.kind === 'score' ? 'the editor' : `the editor, version ${document.version}`) : 'disk';
    log().info(`Read ${path} (${foundInFile(model)}) from ${from} in ${Date.now() - started} ms.`);
    return model;
  }

  /** Watches the folder of every file read (workspace or not), so disk changes reach the models. */
  private watchFolderOf(path: string): void {
    const folder = dirname(path);
    if (this.watchers.has(folder)) return;
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(folder), '*.json'));
    const onEvent = (uri: vscode.Uri) => {
      const path = uri.fsPath;
      const known = this.entries.has(path) || [...this.entries.values()].some((e) => e.folder === dirname(path));
      if (bfclFileKind(path) === null && !known) return;
      // An open document follows its own version; only disk-read models and partners need dropping.
      this.fileChanged(path);
    };
    watcher.onDidChange(onEvent);
    watcher.onDidCreate(onEvent);
    watcher.onDidDelete(onEvent);
    this.watchers.set(folder, watcher);
  }
}
