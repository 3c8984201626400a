// The hover part about human decisions in a result file: over a decided emission, the classifier's
// class beside every annotator's, who and when, with rationales; over the start of a case line, the
// verdicts on the case. Rationales are people's text: appended as text, never as markdown.
import * as vscode from 'vscode';
import { isBfclDocument, type RunStore } from '../runStore';
import { emissionKey, type DecisionStore } from './decisionStore';
import { decisionSentence, emissionHoverLines } from './humanLabelText';

export function registerHumanHover(runs: RunStore, decisions: DecisionStore): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    { scheme: 'file', pattern: '**/BFCL_v*_result.json' },
    {
      async provideHover(document, position) {
        if (!isBfclDocument(document)) return undefined;
        const model = await runs.modelFor(document);
        if (model.kind !== 'result') return undefined;
        const kase = model.caseAtLine.get(position.line + 1);
        if (!kase) return undefined;
        const decided = await decisions.forFile(model.path);
        const col = position.character;
        const line = position.line;
        for (const e of kase.turns.flatMap((t) => t.emissions)) {
          if (col < e.span.start || col >= e.span.end) continue;
          const mine = decided.emissions.get(emissionKey(kase.id, e.place)) ?? [];
          if (mine.length === 0) return undefined;
          return new vscode.Hover(lines('Human decisions — Calibration Lens', emissionHoverLines(mine, e.cls)), new vscode.Range(line, e.span.start, line, e.span.end));
        }
        const verdicts = decided.verdicts.get(kase.id) ?? [];
        if (verdicts.length === 0 || (kase.resultSpan !== null && col >= kase.resultSpan.start)) return undefined;
        const body = verdicts.flatMap((v) => [decisionSentence(v, null), ...(v.decision.rationale ? [`“${v.decision.rationale}”`] : [])]);
        return new vscode.Hover(lines('Verdicts — Calibration Lens', body));
      },
    },
  );
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
