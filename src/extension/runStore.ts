// The one per-file model cache every feature reads: a result file read, joined with its score file
// and summarised, or a score file read. Keyed by document version (or disk stamp), so scrolling and
// switching editors never re-read or re-classify; dropped when the file or its partner changes.
import { stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind, categoryFromFileName, resultFileFor, scoreFileFor } from '../core/bfcl/fileNames';
import { joinScores } from '../core/bfcl/join';
import { categoryCases } from '../core/bfcl/loadRun';
import { readResultFile, readResultText } from '../core/bfcl/resultFile';
import { readScoreFile, readScoreText } from '../core/bfcl/scoreFile';
import type { ResultFileRead, ScoreFailure, ScoreFileRead } from '../core/bfcl/types';
import { summarizeGroup } from '../core/metrics/summarizeGroup';
import { countOf } from '../core/text/countOf';
import type { CaseSummary, GroupSummary } from '../core/metrics/types';
import type { Case } from '../core/model';
import { log } from './log';

export interface ResultModel {
  kind: 'result';
  path: string;
  /** The document version read, or null when read from disk. */
  version: number | null;
  read: ResultFileRead;
  score: ScoreFileRead | null;
  summary: GroupSummary | null;
  /** Where the result and score files disagree. */
  joinWarnings: string[];
  caseAtLine: Map<number, Case>;
  caseById: Map<string, Case>;
  caseSummaryById: Map<string, CaseSummary>;
}

export interface ScoreModel {
  kind: 'score';
  path: string;
  version: number | null;
  read: ScoreFileRead;
  failureAtLine: Map<number, ScoreFailure>;
}

export type FileModel = ResultModel | ScoreModel;

interface Entry {
  version: number | null;
  /** The partner file this model was joined with (result -> score); a change there drops the entry. */
  partner: string | null;
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

  constructor() {
    this.disposables.push(
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.contentChanges.length > 0 && isBfclDocument(e.document)) this.fileChanged(e.document.uri.fsPath);
      }),
      vscode.workspace.onDidCloseTextDocument((doc) => {
        // The disk copy may differ from the closed document's unsaved text: read again next time.
        if (isBfclDocument(doc)) this.entries.delete(doc.uri.fsPath);
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

  /** The category summary behind any BFCL file: a result file's own, or a score file's result partner's. */
  async summaryFor(path: string): Promise<{ summary: GroupSummary | null; resultPath: string | null }> {
    const kind = bfclFileKind(path);
    const resultPath = kind === 'result' ? path : kind === 'score' ? resultFileFor(path) : null;
    if (!resultPath) return { summary: null, resultPath: null };
    const model = await this.modelForPath(resultPath);
    return { summary: model.kind === 'result' ? model.summary : null, resultPath };
  }

  /** A file changed on disk or in an editor: drop it and every model joined with it. */
  fileChanged(path: string): void {
    const affected = [path];
    for (const [key, entry] of this.entries) if (entry.partner === path) affected.push(key);
    for (const key of affected) {
      this.entries.delete(key);
      this.changed.fire(key);
    }
    // A new score file may now sit beside a result file that had none.
    if (bfclFileKind(path) === 'score') {
      const resultPath = resultFileFor(path);
      if (resultPath && !affected.includes(resultPath) && this.entries.has(resultPath)) {
        this.entries.delete(resultPath);
        this.changed.fire(resultPath);
      }
    }
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
    const kind = bfclFileKind(path);
    const partner = kind === 'result' ? scoreFileFor(path) : null;
    const entry: Entry = { version, partner, model: Promise.resolve(null as never), settled: null };
    entry.model = (kind === 'score' ? this.readScoreModel(path, document) : this.readResultModel(path, document, partner)).then(
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
    return entry.model;
  }

  private async readResultModel(path: string, document: vscode.TextDocument | undefined, scorePath: string | null): Promise<ResultModel> {
    const started = Date.now();
    const read = document ? readResultText(document.getText(), path) : await readResultFile(path);
    log().info(`Read ${path} (${countOf(read.cases.length, 'case')}, ${countOf(read.problems.length, 'unreadable line')}) from ${document ? `the editor, version ${document.version}` : 'disk'} in ${Date.now() - started} ms.`);
    const score = scorePath ? await this.readScore(scorePath) : null;
    const joinWarnings = joinScores(read, score);
    const category = read.category ?? categoryFromFileName(path);
    // A BFCL result file is one category: one gold class, one summary.
    const summary = category ? summarizeGroup(categoryCases(category, read, score))[0] ?? null : null;
    const caseAtLine = new Map<number, Case>();
    const caseById = new Map<string, Case>();
    for (const c of read.cases) {
      caseAtLine.set(c.line, c);
      if (!caseById.has(c.id)) caseById.set(c.id, c);
    }
    const caseSummaryById = new Map<string, CaseSummary>();
    for (const s of summary?.cases ?? []) if (!caseSummaryById.has(s.id)) caseSummaryById.set(s.id, s);
    return { kind: 'result', path, version: document?.version ?? null, read, score, summary, joinWarnings, caseAtLine, caseById, caseSummaryById };
  }

  private async readScoreModel(path: string, document: vscode.TextDocument | undefined): Promise<ScoreModel> {
    const started = Date.now();
    const read = document ? readScoreText(document.getText(), path) : await readScoreFile(path);
    log().info(`Read ${path} (${read.failures.size} failures) from ${document ? 'the editor' : 'disk'} in ${Date.now() - started} ms.`);
    const failureAtLine = new Map<number, ScoreFailure>();
    for (const f of read.failures.values()) failureAtLine.set(f.line, f);
    return { kind: 'score', path, version: document?.version ?? null, read, failureAtLine };
  }

  private async readScore(path: string): Promise<ScoreFileRead | null> {
    const doc = openDocument(path);
    if (doc) return readScoreText(doc.getText(), path);
    try {
      await stat(path);
    } catch {
      return null;
    }
    return readScoreFile(path);
  }

  /** Watches the folder of every file read (workspace or not), so disk changes reach the models. */
  private watchFolderOf(path: string): void {
    const folder = dirname(path);
    if (this.watchers.has(folder)) return;
    const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(vscode.Uri.file(folder), '*.json'));
    const onEvent = (uri: vscode.Uri) => {
      if (bfclFileKind(uri.fsPath) === null) return;
      // An open document follows its own version; only disk-read models and partners need dropping.
      this.fileChanged(uri.fsPath);
    };
    watcher.onDidChange(onEvent);
    watcher.onDidCreate(onEvent);
    watcher.onDidDelete(onEvent);
    this.watchers.set(folder, watcher);
  }
}

/** A BFCL result or score file open as a text document (not the case view, not an untitled buffer). */
export function isBfclDocument(document: vscode.TextDocument): boolean {
  return document.uri.scheme === 'file' && bfclFileKind(document.uri.fsPath) !== null;
}

export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === path);
}
