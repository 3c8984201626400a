// Hovers on run files, from the line index: on a case written on one line, over an emission its reason,
// over a turn its class, over the start of the line the whole case; on messages written on lines of
// their own, the sections their format gives of the line (tau2: a write with the messages before it);
// over a score file's failure line its error.
import * as vscode from 'vscode';
import { isRunDocument, resultFileFor } from '../runDocuments';
import type { ResultModel, RunStore, ScoreModel } from '../runStore';
import { openText } from '../openText';
import type { LineEntry } from '../../core/document/lineIndex';
import { formatOf } from '../../core/formats/registry';
import { caseHover, emissionHover, failureHover, turnHover } from './hoverText';
import { lineHoverText } from './lineHoverText';

export function registerHovers(store: RunStore): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    // Any file system (local disk, the web host's, a virtual one): isRunDocument says which documents are runs.
    [{ pattern: '**/BFCL_v*_{result,score}.json' }, { language: 'json' }],
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
  const entries = model.lines.at(position.line + 1);
  const inLine = entries.find((f) => f.placement === 'column');
  if (inLine) return columnHover(model, inLine, document, position);
  // Messages on lines of their own: the sections their format gives of the line.
  const hover = entries.length ? await formatOf(model.benchmark).views.lineHover(entries, model, openText(document)) : null;
  return hover ? new vscode.Hover(lineHoverText(hover), document.lineAt(position.line).range) : undefined;
}

/** A case on one line: over an emission its reason, over a turn its class, left of `result` the whole case. */
function columnHover(model: ResultModel, { kase, summary }: LineEntry, document: vscode.TextDocument, position: vscode.Position): vscode.Hover | undefined {
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
