// The one per-file model cache every feature reads: a result file read (BFCL, joined with its score
// file; tau2, a results or simulation file recognised by its content) and summarised in the neutral
// model, or a BFCL score file read. Keyed by document version (or disk stamp), so scrolling and
// switching editors never re-read or re-classify; dropped when the file or its partner changes.
import { stat } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind, categoryFromFileName, resultFileFor, scoreFileFor } from '../core/bfcl/fileNames';
import { joinScores } from '../core/bfcl/join';
import { caseHolding } from '../core/caseSpans';
import { categoryCases } from '../core/bfcl/loadRun';
import { readResultFile, readResultTextInSlices } from '../core/bfcl/resultFile';
import { readScoreFile, readScoreText } from '../core/bfcl/scoreFile';
import type { ResultFileRead, ScoreFailure, ScoreFileRead } from '../core/bfcl/types';
import { summarizeGroup } from '../core/metrics/summarizeGroup';
import type { CaseSummary, GroupSummary, GroupTotals } from '../core/metrics/types';
import type { Benchmark, Case } from '../core/model';
import { ReadCancelled } from '../core/readCancelled';
import { countOf } from '../core/text/countOf';
import { log } from './log';
import { withReadProgress } from './readProgress';
import { withLabellingProgress } from './labellingProgress';
import { runFileKind, runDocumentKind, type RunFileKind } from './runDocuments';
import { readTau2Model, type Tau2FileFacts } from './tau2/readTau2Model';

/** From this size a read from disk shows its progress in a notification and can be cancelled. */
const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

export interface ResultModel {
  kind: 'result';
  benchmark: Benchmark;
  path: string;
  /** The document version read, or null when read from disk. */
  version: number | null;
  /** The cases and what could not be read (tau2: `category` is null). */
  read: ResultFileRead;
  score: ScoreFileRead | null;
  /** The file's first row: BFCL its category's, tau2 its TOOL_CALL row (null without gold). */
  summary: GroupSummary | null;
  /** Every row of the file's numbers: BFCL one, tau2 one per gold class and audited ASK subset. */
  rows: GroupSummary[];
  /** tau2: pass@1 and emit rates over every scored simulation of the file; null for BFCL. */
  totals: GroupTotals | null;
  /** Where the files disagree (BFCL result and score files; tau2 gold and run). */
  joinWarnings: string[];
  /** The one of `joinWarnings` that makes outcomes unknown (the header's failures not all listed). */
  scoreMismatch: string | null;
  /** By the 1-based line where the case starts in this document (tau2 dir layout: its simulation_index entry). */
  caseAtLine: Map<number, Case>;
  /** The case whose lines in this document hold a 1-based line (see caseAtCursor); absent: the case starting there. */
  caseAt?: (line: number) => Case | null;
  caseById: Map<string, Case>;
  /**
   * Per case over every row it is in (subset rows aside): gold hit when every gold class is hit, a
   * bound violation when it passed without one of them.
   */
  caseSummaryById: Map<string, CaseSummary>;
  /** tau2 only: the run, the view this document gives of it, and the facts only tau2 has. */
  tau2?: Tau2FileFacts;
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
  kind: RunFileKind;
  /** The partner file this model was joined with (result -> score); a change there drops the entry. */
  partner: string | null;
  /** A folder whose files make up the model (tau2 dir layout: simulations/); a change there drops it. */
  folder: string | null;
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
    const kind = (document ? runDocumentKind(document) : runFileKind(path)) ?? bfclFileKind(path) ?? 'result';
    const partner = kind === 'result' ? scoreFileFor(path) : null;
    const folder = kind === 'tau2' ? simulationsFolderOf(path) : null;
    const entry: Entry = { version, kind, partner, folder, model: Promise.resolve(null as never), settled: null };
    const read = kind === 'score' ? this.readScoreModel(path, document) : kind === 'tau2' ? this.readTau2(path, document) : this.readResultModel(path, document, partner);
    entry.model = read.then(
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
    if (folder) this.watchFolderOf(join(folder, 'any.json'));
    return entry.model;
  }

  private async readTau2(path: string, document: vscode.TextDocument | undefined): Promise<ResultModel> {
    const started = Date.now();
    const size = document ? 0 : await stat(path).then((s) => s.size, () => 0);
    const read = size >= PROGRESS_FROM_BYTES
      ? await withReadProgress(`Calibration Lens: reading ${basename(path)}`, (watch) => readTau2Model(path, undefined, watch)).catch((e: unknown) => {
        if (e instanceof ReadCancelled) log().info(`Reading ${path} was cancelled.`);
        throw e;
      })
      : await readTau2Model(path, document?.getText(), {});
    const { cases } = read;
    log().info(`Read ${path} (tau2, ${cases.length} simulations, ${read.problems.length} problems) from ${document ? `the editor, version ${document.version}` : 'disk'} in ${Date.now() - started} ms.`);
    const caseAtLine = new Map<number, Case>();
    const caseById = new Map<string, Case>();
    for (const c of cases) {
      const line = read.lineOf(c);
      if (line !== null && !caseAtLine.has(line)) caseAtLine.set(line, c);
      if (!caseById.has(c.id)) caseById.set(c.id, c);
    }
    return {
      kind: 'result', benchmark: 'tau2', path, version: document?.version ?? null,
      read: { path, category: null, cases, problems: read.problems },
      score: null, summary: read.rows[0] ?? null, rows: read.rows, totals: read.totals,
      joinWarnings: read.warnings, scoreMismatch: null, caseAtLine, caseAt: caseHolding(read.spans), caseById, caseSummaryById: caseSummaries(read.rows), tau2: read.tau2,
    };
  }

  private async readResultModel(path: string, document: vscode.TextDocument | undefined, scorePath: string | null): Promise<ResultModel> {
    const started = Date.now();
    // In slices, after a first pause: labels just set on the file in view go out to the window first.
    const read = document
      ? await withLabellingProgress(document, (onLine) => readResultTextInSlices(document.getText(), path, nextTurn, { pauseFirst: true, onLine }))
      : await readBfclFromDisk(path);
    log().info(`Read ${path} (${countOf(read.cases.length, 'case')}, ${countOf(read.problems.length, 'unreadable line')}) from ${document ? `the editor, version ${document.version}` : 'disk'} in ${Date.now() - started} ms.`);
    const score = scorePath ? await this.readScore(scorePath) : null;
    const join = joinScores(read, score);
    const category = read.category ?? categoryFromFileName(path);
    // A BFCL result file is one category: one gold class, one summary.
    const summary = category ? summarizeGroup(categoryCases(category, read, score, join))[0] ?? null : null;
    const caseAtLine = new Map<number, Case>();
    const caseById = new Map<string, Case>();
    for (const c of read.cases) {
      caseAtLine.set(c.line, c);
      if (!caseById.has(c.id)) caseById.set(c.id, c);
    }
    const caseSummaryById = new Map<string, CaseSummary>();
    for (const s of summary?.cases ?? []) if (!caseSummaryById.has(s.id)) caseSummaryById.set(s.id, s);
    return {
      kind: 'result', benchmark: 'bfcl', path, version: document?.version ?? null, read, score, summary, rows: summary ? [summary] : [], totals: null,
      joinWarnings: join.warnings, scoreMismatch: join.scoreMismatch, caseAtLine, caseAt: (line) => caseAtLine.get(line) ?? null, caseById, caseSummaryById,
    };
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

/** The case whose lines hold the 1-based `line` of the model's document: a BFCL case line, any line of a tau2 simulation. */
export function caseAtCursor(model: ResultModel, line: number): Case | null {
  return model.caseAt ? model.caseAt(line) : model.caseAtLine.get(line) ?? null;
}

/** A BFCL result or score file open as a text document (not the case view, not an untitled buffer). */
export function isBfclDocument(document: vscode.TextDocument): boolean {
  return document.uri.scheme === 'file' && bfclFileKind(document.uri.fsPath) !== null;
}

/** The simulations/ folder a tau2 file's model reads: beside a dir-layout results.json, or the file's own. */
function simulationsFolderOf(path: string): string | null {
  if (basename(dirname(path)) === 'simulations') return dirname(path);
  return basename(path) === 'results.json' ? join(dirname(path), 'simulations') : null;
}

/** Each case over its rows (audited subsets aside): hit when every gold class is, violated when it passed without one. */
function caseSummaries(rows: readonly GroupSummary[]): Map<string, CaseSummary> {
  const byId = new Map<string, CaseSummary>();
  for (const row of rows) {
    if (row.subset !== undefined) continue;
    for (const c of row.cases) {
      const known = byId.get(c.id);
      byId.set(c.id, known ? { ...known, goldHit: known.goldHit && c.goldHit, boundViolation: known.boundViolation || c.boundViolation, quirkHit: known.quirkHit || c.quirkHit } : c);
    }
  }
  return byId;
}

/** A BFCL result file from disk; from 8 MB on with its progress in a notification and a Cancel button, as tau2 files. */
async function readBfclFromDisk(path: string): Promise<ResultFileRead> {
  const size = await stat(path).then((s) => s.size, () => 0);
  if (size < PROGRESS_FROM_BYTES) return readResultFile(path);
  let done = 0;
  return withReadProgress(`Calibration Lens: reading ${basename(path)}`, (watch) => readResultFile(path, {
    signal: watch.signal,
    onBytes: (bytes) => watch.onProgress((done += bytes), size),
  })).catch((e: unknown) => {
    if (e instanceof ReadCancelled) log().info(`Reading ${path} was cancelled.`);
    throw e;
  });
}

/** Resolves on the event loop's next turn, once what is queued (messages to the window among it) has gone. */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === path);
}
