// The gold path of a case for every view in the editor (case view, Problems, hovers, navigation).
// BFCL: the result line from the open document (else from disk), the score file's failure line, the
// test data from `calibrationLens.bfclDataFolder` or found above the run. tau2: every simulation of the
// run read in one pass from disk, with the expected actions of calibrationLens.tau2TasksFile (else the
// run's own tasks). Kept until the file, its partner or a setting changes. The features ask for a
// case's divergence and hover here, whatever its benchmark (caseGold.ts). Files are read through the
// host's file access (local disk, or vscode.workspace.fs in the web worker host).
import { join } from 'node:path';
import * as vscode from 'vscode';
import { counterpartPlaces } from '../../core/bfcl/fileNames';
import { hostFiles } from '../../core/files/hostFiles';
import { scoreFileCounts } from '../../core/bfcl/join';
import { goldPathFromLines, type GoldPathOutcome } from '../../core/bfcl/goldPath/caseSources';
import type { TestDataFolder } from '../../core/bfcl/goldPath/testData';
import type { Case } from '../../core/model/model';
import { runGoldPaths, simulationPlace, type SimulationGold } from '../../core/tau2/divergence';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { bfclDataFolder } from '../settingPaths';
import { formatSources } from '../formatSources';
import { tau2SourcesIn } from '../../core/tau2/formatSources';
import { bfclDivergence, bfclHover } from '../../core/bfcl/views/caseGold';
import type { CaseDivergence, GoldHover, GoldHoverMessage } from '../../core/document/caseGold';
import { tau2CaseDivergence, tau2Hover } from '../../core/tau2/views/caseGold';

export class GoldPathService implements vscode.Disposable {
  private readonly cache = new Map<string, Promise<GoldPathOutcome>>();
  private readonly tau2 = new Map<string, Promise<Map<string, SimulationGold>>>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires when kept gold paths were dropped (a file or the data folder setting changed). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly store: RunStore) {
    this.disposables.push(
      store.onDidChangeModel((path) => this.drop(path)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.bfclDataFolder') || e.affectsConfiguration('calibrationLens.tau2TasksFile')) this.drop(null);
      }),
    );
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  /** The gold path of case `id` in the result file `model` was read from. */
  forCase(model: ResultModel, id: string): Promise<GoldPathOutcome> {
    const key = `${model.path}\n${model.version ?? 'disk'}\n${id}`;
    let outcome = this.cache.get(key);
    if (!outcome) {
      outcome = this.compute(model, id);
      this.cache.set(key, outcome);
    }
    return outcome;
  }

  /** The BFCL test data the case's gold path uses: null when none was found, or when it is another run's. */
  async testDataOf(model: ResultModel, id: string): Promise<TestDataFolder | null> {
    const outcome = await this.forCase(model, id);
    return outcome.ok && outcome.dataNotUsed === null ? outcome.dataFolder : null;
  }

  /** Why the BFCL test data found for the case is not used (another run's); null when it is, or none was found. */
  async testDataNotUsed(model: ResultModel, id: string): Promise<string | null> {
    const outcome = await this.forCase(model, id);
    return outcome.ok ? outcome.dataNotUsed : null;
  }

  /** Where the case first leaves its gold path, in words; null when it never does or its gold is unknown. */
  async divergenceOf(model: ResultModel, kase: Case): Promise<CaseDivergence | null> {
    if (kase.simulation) {
      const gold = await this.simulationGold(model, kase);
      return gold ? tau2CaseDivergence(gold) : null;
    }
    const outcome = await this.forCase(model, kase.id);
    return outcome.ok ? bfclDivergence(model, kase, outcome.path) : null;
  }

  /**
   * The gold beside the model's calls at a 1-based line and 0-based column of the model's document
   * (BFCL: a turn's label; tau2: a simulation's first line, a call's line); null where there is none.
   */
  async hoverAt(model: ResultModel, kase: Case, line: number, column: number, startsHere: boolean): Promise<GoldHover | GoldHoverMessage | null> {
    if (kase.simulation) {
      const gold = await this.simulationGold(model, kase);
      return gold ? tau2Hover(gold, line, startsHere, (kase.simulation.file) === model.path) : null;
    }
    if (!startsHere) return null;
    const outcome = await this.forCase(model, kase.id);
    if (!outcome.ok) {
      // Only over a turn's label: elsewhere the line's own hovers speak.
      return kase.turns.some((t) => column >= t.span.start && column < t.span.end && !t.emissions.some((e) => column >= e.span.start && column < e.span.end))
        ? { message: `Gold path: ${outcome.message}` }
        : null;
    }
    return bfclHover(kase, outcome.path, column);
  }

  /** A tau2 simulation's gold path, from the pass over its run (one per model version). */
  private async simulationGold(model: ResultModel, kase: Case): Promise<SimulationGold | null> {
    const sim = kase.simulation!;
    const key = `${model.path}\n${model.version ?? 'disk'}`;
    let run = this.tau2.get(key);
    if (!run) {
      run = formatSources().then((read) => runGoldPaths(model.path, tau2SourcesIn(read.sources).tasks));
      this.tau2.set(key, run);
      run.catch(() => this.tau2.delete(key));
    }
    return (await run).get(simulationPlace(sim.file, sim.line)) ?? null;
  }

  private async compute(model: ResultModel, id: string): Promise<GoldPathOutcome> {
    const kase = model.caseById.get(id);
    const resultLine = kase ? await lineOf(model.path, kase.line) : null;
    const scoreFile = model.score?.path ?? null;
    const failure = model.score?.failures.get(id) ?? null;
    const scoreLine = scoreFile && failure ? await lineOf(scoreFile, failure.line) : null;
    const witness = model.score ? [...model.score.failures.values()].filter((f) => f.id !== id).sort((a, b) => a.line - b.line)[0] : undefined;
    const folder = bfclDataFolder();
    return goldPathFromLines({
      resultFile: model.path,
      id,
      resultLine,
      scoreFile,
      scoreLine,
      scoreCounts: model.score ? scoreFileCounts(model.score) : null,
      dataFolder: folder ? { folder, how: 'setting' } : null,
      witnessLine: scoreFile && witness ? await lineOf(scoreFile, witness.line) : null,
    }, hostFiles);
  }

  private drop(path: string | null): void {
    for (const key of [...this.cache.keys()]) if (path === null || key.startsWith(`${path}\n`) || isPartner(key, path)) this.cache.delete(key);
    for (const key of [...this.tau2.keys()]) if (path === null || key.startsWith(`${path}\n`)) this.tau2.delete(key);
    this.changed.fire();
  }
}

/** A score file's change drops the gold paths of its result file too (wherever that is). */
function isPartner(key: string, path: string): boolean {
  return counterpartPlaces(path, 'score', 'result', join).some((result) => key.startsWith(`${result}\n`));
}

async function lineOf(path: string, line: number): Promise<string | null> {
  const document = openDocument(path);
  if (document && line <= document.lineCount) return document.lineAt(line - 1).text;
  return hostFiles.lineOf(path, line);
}
