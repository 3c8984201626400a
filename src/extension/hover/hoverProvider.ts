// Hovers on run files: over an emission its reason, over a turn its class, over the start of a case
// line the whole case; over a score file's failure line its error; on a tau2 file, what is on the line
// (a write with the ten messages before it).
import * as vscode from 'vscode';
import { resultFileFor } from '../../core/bfcl/fileNames';
import { isRunDocument } from '../runDocuments';
import type { ResultModel, RunStore, ScoreModel } from '../runStore';
import type { Case } from '../../core/model';
import { simulationLines } from '../tau2/simulationLines';
import { simulationMessages } from '../tau2/simulationMessages';
import { caseHover, emissionHover, failureHover, turnHover } from './hoverText';
import { tau2LineHover } from './simulationHoverText';

export function registerHovers(store: RunStore): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    [{ scheme: 'file', pattern: '**/BFCL_v*_{result,score}.json' }, { scheme: 'file', language: 'json' }],
    {
      async provideHover(document, position) {
        if (!isRunDocument(document)) return undefined;
        const model = await store.modelFor(document);
        return model.kind === 'result' ? resultHover(model, document, position) : scoreHover(model, position);
      },
    },
  );
}

async function resultHover(model: ResultModel, document: vscode.TextDocument, position: vscode.Position): Promise<vscode.Hover | undefined> {
  if (model.tau2) {
    const facts = simulationLines(model).get(position.line + 1);
    if (!facts) return undefined;
    const line = document.lineAt(position.line);
    // The windows before the writes on this line need their simulations' messages.
    const messages = new Map<Case, readonly unknown[] | null>();
    for (const f of facts) if (f.writes.length) messages.set(f.kase, await simulationMessages(document, f.kase));
    return new vscode.Hover(tau2LineHover(facts, model.tau2, (k) => model.caseSummaryById.get(k.id), (k) => messages.get(k) ?? null), line.range);
  }
  const kase = model.caseAtLine.get(position.line + 1);
  if (!kase) return undefined;
  const col = position.character;
  const line = position.line;
  for (const turn of kase.turns) {
    if (col < turn.span.start || col >= turn.span.end) continue;
    for (const e of turn.emissions) {
      if (col < e.span.start || col >= e.span.end) continue;
      const range = new vscode.Range(line, e.span.start, line, e.span.end);
      return new vscode.Hover(emissionHover(e, sourceValue(document.getText(range)), model.path, kase.id), range);
    }
    return new vscode.Hover(turnHover(turn, kase.gold, model.path, kase.id), new vscode.Range(line, turn.span.start, line, turn.span.end));
  }
  // Left of `result` (the id, and the label drawn at column 0): the whole case.
  if (kase.resultSpan === null || col < kase.resultSpan.start) {
    const summary = model.caseSummaryById.get(kase.id);
    const gold = kase.gold[0] ?? null;
    const end = kase.resultSpan?.start ?? document.lineAt(line).text.length;
    return new vscode.Hover(caseHover(kase, summary, gold, model.path), new vscode.Range(line, 0, line, end));
  }
  return undefined;
}

function scoreHover(model: ScoreModel, position: vscode.Position): vscode.Hover | undefined {
  const failure = model.failureAtLine.get(position.line + 1);
  if (!failure) return undefined;
  return new vscode.Hover(failureHover(failure, resultFileFor(model.path)));
}

/** The emission's own JSON source, parsed; the raw source when it does not parse on its own. */
function sourceValue(source: string): unknown {
  try {
    return JSON.parse(source);
  } catch {
    return source;
  }
}
