// The one per-file model cache every feature reads: the core loads each run file into its neutral model
// (src/core/load); this keeps it per document version (or disk stamp), so scrolling and switching editors
// never re-read or re-classify, drops it when the file or a file it was read with changes, and shows the
// progress of a big read from disk.
import * as vscode from 'vscode';
import { formatOfKind, holdsCases, kindOfName } from '../core/formats/registry';
import type { FormatSources } from '../core/document/formatAdapter';
import type { FileModel, ResultModel } from '../core/document/fileModel';
import { foundInFile } from '../core/load/foundInFile';
import type { ModelInputs } from '../core/load/loadFile';
import type { GroupSummary } from '../core/metrics/types';
import { folderOf } from '../core/path/pathNames';
import { formatsWithChangedSources } from './formatSources';
import { log } from './log';
import {
  folderPattern, modelInputsOf, openDocument, readRunFile, resultFileFor, runDocumentKind, runFileKind, stampAtClose, unchangedSinceClose,
  type RunFileKind,
} from './runDocuments';

export type { FileModel, ResultModel, ScoreModel } from '../core/document/fileModel';

interface Entry extends ModelInputs {
  version: number | null;
  kind: RunFileKind;
  model: Promise<FileModel>;
  settled: FileModel | null;
  /** Its document closed with no unsaved edit: what tells at its next open whether the file changed since (runDocuments.ts). */
  closedWith?: Promise<unknown>;
}

/** How many closed files' models are kept for their next open. */
const KEPT_CLOSED = 2;

export class RunStore implements vscode.Disposable {
  private readonly entries = new Map<string, Entry>();
  /** The files whose documents closed unedited with their models kept, the last closed last: at most KEPT_CLOSED. */
  private readonly closedOrder = new Set<string>();
  private readonly watchers = new Map<string, vscode.FileSystemWatcher>();
  private readonly changed = new vscode.EventEmitter<string>();
  private readonly disposables: vscode.Disposable[] = [this.changed];

  /** Fires with the fs path of a file whose model must be recomputed (its text or its partner changed). */
  readonly onDidChangeModel = this.changed.event;

  /** `sources`: what the formats read beside their runs from the files the settings name (tau2's gold and judgments). */
  constructor(private readonly sources: () => Promise<FormatSources>) {
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0 && this.entries.has(e.document.uri.fsPath)) this.fileChanged(e.document.uri.fsPath);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        const path = doc.uri.fsPath;
        const entry = this.entries.get(path);
        // A document closed unedited held its file's text (VS Code reloads an unedited document the
        // file changed under): its model stands for the file's next open while the file is as at the
        // close (runDocuments.ts tells it in each host). One with unsaved edits may differ from its disk copy: read again.
        if (entry && !doc.isDirty && doc.version === entry.version && entry.settled) this.keepClosed(path, entry, doc);
        else this.entries.delete(path);
      }),
      vscode.workspace.onDidChangeConfiguration((e) => {
        // A format's files beside its runs (tau2's gold and judgments) come from these settings.
        const changed = formatsWithChangedSources(e);
        if (changed.length > 0) {
          for (const [key, entry] of [...this.entries]) if (changed.includes(formatOfKind(entry.kind).benchmark)) this.drop(key);
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
    const resultPath = kind === null ? null : holdsCases(kind) ? path : resultFileFor(path);
    if (!resultPath) return { summary: null, resultPath: null, model: null };
    const model = await this.modelForPath(resultPath);
    return model.kind === 'result' ? { summary: model.summary, resultPath, model } : { summary: null, resultPath, model: null };
  }

  /** A file changed on disk or in an editor: drop it and every model joined with it. */
  fileChanged(path: string): void {
    const affected = [path];
    for (const [key, entry] of this.entries) {
      if (entry.partner === path || (entry.folder !== null && folderOf(path) === entry.folder)) affected.push(key);
    }
    for (const key of affected) this.drop(key);
    // A new score file may now sit beside a result file that had none.
    if (kindOfName(path) === 'score') {
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
    if (cached && cached.version === version) return cached.closedWith && document ? this.reopened(path, cached, document) : cached.model;
    const kind = (document ? runDocumentKind(document) : runFileKind(path)) ?? 'result';
    const entry: Entry = { version, kind, ...modelInputsOf(path, kind), model: Promise.resolve(null as never), settled: null };
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
    if (entry.folder) this.watchFolderOf(`${entry.folder}/any.json`);
    return entry.model;
  }

  /** Keeps a closed file's model for its next open; the model of the file closed longest ago goes when more than KEPT_CLOSED are kept (a 20 MB file's model is several times its size). */
  private keepClosed(path: string, entry: Entry, document: vscode.TextDocument): void {
    entry.closedWith = stampAtClose(path, document);
    this.closedOrder.delete(path);
    this.closedOrder.add(path);
    for (const oldest of this.closedOrder) {
      if (this.closedOrder.size <= KEPT_CLOSED) break;
      this.closedOrder.delete(oldest);
      if (this.entries.get(oldest)?.closedWith) this.entries.delete(oldest);
    }
  }

  /**
   * The file of a closed document open again at the same version: its model as read before when the
   * file did not change since the close (a reopened file's labels need no read), else read again.
   * Every caller until then waits on the one check.
   */
  private reopened(path: string, entry: Entry, document: vscode.TextDocument): Promise<FileModel> {
    const closedWith = entry.closedWith!;
    this.closedOrder.delete(path);
    const before = entry.settled!;
    entry.closedWith = undefined;
    entry.settled = null;
    entry.model = unchangedSinceClose(path, closedWith, document).then(async (same) => {
      if (same) log().info(`Kept the model of ${path} read before its editor closed (the file unchanged since).`);
      return same ? before : this.read(path, entry.kind, document);
    });
    entry.model.then((model) => {
      if (this.entries.get(path) === entry) entry.settled = model;
    }, () => {
      if (this.entries.get(path) === entry) this.entries.delete(path);
    });
    return entry.model;
  }

  /** Through the core, as this host reads files (runDocuments.ts). */
  private async read(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined): Promise<FileModel> {
    const started = Date.now();
    const model = await readRunFile(path, kind, document, this.sources);
    const from = document ? (model.kind === 'score' ? 'the editor' : `the editor, version ${document.version}`) : 'disk';
    log().info(`Read ${path} (${foundInFile(model)}) from ${from} in ${Date.now() - started} ms.`);
    return model;
  }

  /** Watches the folder of every file read (workspace or not), so disk changes reach the models. */
  private watchFolderOf(path: string): void {
    const folder = folderOf(path);
    if (this.watchers.has(folder)) return;
    const watcher = vscode.workspace.createFileSystemWatcher(folderPattern(folder));
    const onEvent = (uri: vscode.Uri) => {
      const path = uri.fsPath;
      const known = this.entries.has(path) || [...this.entries.values()].some((e) => e.folder === folderOf(path));
      if (kindOfName(path) === null && !known) return;
      // An open document follows its own version; only disk-read models and partners need dropping.
      this.fileChanged(path);
    };
    watcher.onDidChange(onEvent);
    watcher.onDidCreate(onEvent);
    watcher.onDidDelete(onEvent);
    this.watchers.set(folder, watcher);
  }
}
