// The hover part about human decisions in a result file, from the line index: over a decided emission
// (a message on lines of its own: anywhere on the line where it starts), the classifier's classes
// beside every annotator's, who and when, with rationales; over the start of a case, the verdicts on
// it. Rationales are people's text: appended as text, never as markdown.
import * as vscode from 'vscode';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import type { LineEntry } from '../../core/document/lineIndex';
import type { Case } from '../../core/model/model';
import { emissionKey, type DecisionStore, type FileDecisions } from './decisionStore';
import { decisionSentence, emissionHoverLines, placeLabel } from './humanLabelText';

export function registerHumanHover(runs: RunStore, decisions: DecisionStore): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    // Any file system (local disk, the web host's, a virtual one): isRunDocument says which documents are runs.
    [{ pattern: '**/BFCL_v*_result.json' }, { language: 'json' }],
    {
      async provideHover(document, position) {
        if (!isRunDocument(document)) return undefined;
        const model = await runs.modelFor(document);
        if (model.kind !== 'result') return undefined;
        const line = position.line;
        const entries = model.lines.at(line + 1);
        if (entries.length === 0) return undefined;
        const decided = await decisions.forFile(model.path);
        const inLine = entries.find((f) => f.placement === 'column');
        return inLine ? columnHover(inLine.kase, decided, position) : lineHover(entries, decided, document.lineAt(line).range);
      },
    },
  );
}

/** A case on one line: over an emission its decisions, left of `result` the verdicts on the case. */
function columnHover(kase: Case, decided: FileDecisions, position: vscode.Position): vscode.Hover | undefined {
  const line = position.line;
  const col = position.character;
  for (const e of kase.turns.flatMap((t) => t.emissions)) {
    if (col < e.span.start || col >= e.span.end) continue;
    const mine = decided.emissions.get(emissionKey(kase.id, e.place)) ?? [];
    if (mine.length === 0) return undefined;
    return new vscode.Hover(lines('Human decisions — Calibration Lens', emissionHoverLines(mine, e.classes)), new vscode.Range(line, e.span.start, line, e.span.end));
  }
  const verdicts = decided.verdicts.get(kase.id) ?? [];
  if (verdicts.length === 0 || (kase.resultSpan !== null && col >= kase.resultSpan.start)) return undefined;
  const body = verdicts.flatMap((v) => [decisionSentence(v), ...(v.decision.rationale ? [`“${v.decision.rationale}”`] : [])]);
  return new vscode.Hover(lines('Verdicts — Calibration Lens', body));
}

/** Messages on lines of their own: anywhere on the line, the verdicts of a case starting there and the decisions on its messages. */
function lineHover(entries: readonly LineEntry[], decided: FileDecisions, range: vscode.Range): vscode.Hover | undefined {
  const body: string[] = [];
  for (const f of entries) {
    const starts = f.startsCase ? decided.verdicts.get(f.kase.id) ?? [] : [];
    for (const v of starts) body.push(decisionSentence(v), ...(v.decision.rationale ? [`“${v.decision.rationale}”`] : []));
    for (const e of f.emissions) {
      const mine = decided.emissions.get(emissionKey(f.kase.id, e.place)) ?? [];
      if (mine.length) body.push(...(f.emissions.length > 1 ? [placeLabel(e.place)] : []), ...emissionHoverLines(mine, e.classes));
    }
  }
  return body.length ? new vscode.Hover(lines('Human decisions — Calibration Lens', body), range) : undefined;
}

function lines(title: string, body: string[]): vscode.MarkdownString {
  const md = new vscode.MarkdownString();
  md.appendMarkdown(`**${title}**\n\n`);
  for (const l of body) {
    md.appendText(l);
    md.appendMarkdown('\n\n');
  }
  return md;
}
