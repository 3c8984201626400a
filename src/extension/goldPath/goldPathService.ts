// The gold path of a case for every view in the editor (case view, Problems, hovers, navigation):
// the result line from the open document (else from disk), the score file's failure line, the test
// data from `calibrationLens.bfclDataFolder` or found above the run. Kept until the file, its score
// file or the setting changes.
import * as vscode from 'vscode';
import { resultFileFor } from '../../core/bfcl/fileNames';
import { scoreFileCounts } from '../../core/bfcl/join';
import { goldPathFromLines, type GoldPathOutcome } from '../../core/bfcl/goldPath/caseSources';
import { readLineFromDisk } from '../caseView/readLine';
import { openDocument, type ResultModel, type RunStore } from '../runStore';
import { bfclDataFolder } from '../settings';

export class GoldPathService implements vscode.Disposable {
  private readonly cache = new Map<string, Promise<GoldPathOutcome>>();
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires when kept gold paths were dropped (a file or the data folder setting changed). */
  readonly onDidChange = this.changed.event;

  constructor(private readonly store: RunStore) {
    this.disposables.push(
      store.onDidChangeModel((path) => this.drop(path)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.bfclDataFolder')) this.drop(null);
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

  private async compute(model: ResultModel, id: string): Promise<GoldPathOutcome> {
    const kase = model.caseById.get(id);
    const resultLine = kase ? await lineOf(model.path, kase.line) : null;
    const scoreFile = model.score?.path ?? null;
    const failure = model.score?.failures.get(id) ?? null;
    const scoreLine = scoreFile && failure ? await lineOf(scoreFile, failure.line) : null;
    const folder = bfclDataFolder();
    return goldPathFromLines({
      resultFile: model.path,
      id,
      resultLine,
      scoreFile,
      scoreLine,
      scoreCounts: model.score ? scoreFileCounts(model.score) : null,
      dataFolder: folder ? { folder, how: 'setting' } : null,
    });
  }

  private drop(path: string | null): void {
    for (const key of [...this.cache.keys()]) if (path === null || key.startsWith(`${path}\n`) || isPartner(key, path)) this.cache.delete(key);
    this.changed.fire();
  }
}

/** A score file's change drops the gold paths of its result file too. */
function isPartner(key: string, path: string): boolean {
  const result = path.endsWith('_score.json') ? resultFileFor(path) : null;
  return result !== null && key.startsWith(`${result}\n`);
}

async function lineOf(path: string, line: number): Promise<string | null> {
  const document = openDocument(path);
  if (document && line <= document.lineCount) return document.lineAt(line - 1).text;
  return readLineFromDisk(path, line);
}
