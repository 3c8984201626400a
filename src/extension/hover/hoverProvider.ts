// Hovers on BFCL files: over an emission its reason, over a turn its class, over the start of a
// case line the whole case; over a score file's failure line its error.
import * as vscode from 'vscode';
import { resultFileFor } from '../../core/bfcl/fileNames';
import { isBfclDocument, type ResultModel, type RunStore, type ScoreModel } from '../runStore';
import { caseHover, emissionHover, failureHover, turnHover } from './hoverText';

export function registerHovers(store: RunStore): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    { scheme: 'file', pattern: '**/BFCL_v*_{result,score}.json' },
    {
      async provideHover(document, position) {
        if (!isBfclDocument(document)) return undefined;
        const model = await store.modelFor(document);
        return model.kind === 'result' ? resultHover(model, document, position) : scoreHover(model, position);
      },
    },
  );
}

function resultHover(model: ResultModel, document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
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
