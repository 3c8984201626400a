// The gold path of a case for every view in the editor (case view, Problems, hovers, navigation),
// whatever its format: the case's format reads the gold of its run (core/document/caseGold.ts), once
// per version of the run file's model, with the lines an editor holds of open files, the files its
// settings name and what the formats read beside their runs. Kept until the file, its partner or one
// of those settings changes. Files are read through the host's file access (local disk, or
// vscode.workspace.fs in the web worker host).
import * as vscode from 'vscode';
import type { CaseDivergence, CaseViewWithGold, GoldHover, GoldHoverMessage, RunGold, SentMessage } from '../../core/document/caseGold';
import { hostFiles } from '../../core/files/hostFiles';
import { formatOf, formats, kindOfName, partnerPlaces } from '../../core/formats/registry';
import type { GoldLayout } from '../../core/goldPath/goldLines';
import type { CaseDocument } from '../../core/document/caseView';
import type { Case } from '../../core/model/model';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { SECTION } from '../settings';
import { settingFiles } from '../settingPaths';
import { formatSources } from '../formatSources';

export class GoldPathService implements vscode.Disposable {
  /** Each run file's gold, by its path and model version. */
  private readonly runs = new Map<string, Promise<RunGold>>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires when kept gold paths were dropped (a file or a setting the gold is read with changed). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly store: RunStore) {
    this.disposables.push(
      store.onDidChangeModel((path) => this.drop(path)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (formats().some((f) => f.gold.settings.some((s) => e.affectsConfiguration(`${SECTION}.${s.key}`)))) this.drop(null);
      }),
    );
  }

  dispose(): void {
    for (const d of this.disposables) d.dispose();
  }

  /** Where the case first leaves its gold path, in words; null when it never does or its gold is unknown. */
  async divergenceOf(model: ResultModel, kase: Case): Promise<CaseDivergence | null> {
    return (await this.runGold(model)).divergenceOf(kase);
  }

  /**
   * The gold beside the model's calls at a 1-based line and 0-based column of the model's document
   * (BFCL: a turn's label; tau2: a simulation's first line, a call's line); null where there is none.
   */
  async hoverAt(model: ResultModel, kase: Case, line: number, column: number, startsHere: boolean): Promise<GoldHover | GoldHoverMessage | null> {
    return (await this.runGold(model)).hoverAt(kase, line, column, startsHere);
  }

  /** Case `id`'s view with its gold column; null when its format draws the view with its gold already. */
  async withColumn(model: ResultModel, id: string, doc: CaseDocument, layout: GoldLayout): Promise<CaseViewWithGold | null> {
    return (await this.runGold(model)).withColumn(id, doc, layout);
  }

  /** The test data folder the case's gold path uses: null when none was found, or when it is another run's. */
  async testDataOf(model: ResultModel, id: string): Promise<string | null> {
    return (await this.runGold(model)).testDataOf(id);
  }

  /** Why the test data found for the case is not used (another run's); null when it is, or none was found. */
  async testDataNotUsed(model: ResultModel, id: string): Promise<string | null> {
    return (await this.runGold(model)).testDataNotUsed(id);
  }

  /** The message a line of case `id`'s view shows by its label, as it was sent; null when it shows none. */
  async sentMessage(model: ResultModel, id: string, text: string): Promise<SentMessage | null> {
    return (await this.runGold(model)).sentMessage(id, text);
  }

  /** The gold of the run file `model` was read from (one per model version); a read that failed is tried again when next asked. */
  private runGold(model: ResultModel): Promise<RunGold> {
    const key = `${model.path}\n${model.version ?? 'disk'}`;
    let run = this.runs.get(key);
    if (!run) {
      const gold = formatOf(model.benchmark).gold;
      run = gold.readRun(model, {
        files: hostFiles,
        lineOf,
        settingPaths: new Map(gold.settings.map((s) => [s.key, settingFiles(s.key, s.list)])),
        sources: async () => (await formatSources()).sources,
      });
      this.runs.set(key, run);
      run.catch(() => this.runs.delete(key));
    }
    return run;
  }

  private drop(path: string | null): void {
    for (const key of [...this.runs.keys()]) if (path === null || key.startsWith(`${path}\n`) || isPartner(key, path)) this.runs.delete(key);
    this.changed.fire();
  }
}

/** A change of a file read beside a run file (a BFCL score file) drops the gold of that run file too (wherever it is). */
function isPartner(key: string, path: string): boolean {
  const kind = kindOfName(path);
  return kind !== null && partnerPlaces(path, kind).some((partner) => key.startsWith(`${partner}\n`));
}

async function lineOf(path: string, line: number): Promise<string | null> {
  const document = openDocument(path);
  if (document && line <= document.lineCount) return document.lineAt(line - 1).text;
  return hostFiles.lineOf(path, line);
}
