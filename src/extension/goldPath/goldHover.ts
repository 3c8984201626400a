// Hover on a turn's label in a result file: that turn's ground-truth calls beside the model's, and
// whether the turn is where the model left the gold path or the one the grader blames. In the case
// view, hover on a miss_func harness message's label: the message as it was sent.
import * as vscode from 'vscode';
import type { GoldPath } from '../../core/bfcl/goldPath/goldPath';
import { HELD_OUT_PREFIX } from '../../core/bfcl/caseDocument';
import { turnGoldLines } from '../../core/bfcl/goldPath/goldPathText';
import { heldOutLabel, heldOutMessageOf } from '../../core/bfcl/goldPath/missFacts';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import { markdownInline, markdownText } from '../../core/text/escape';
import { isBfclDocument, type RunStore } from '../runStore';
import type { GoldPathService } from './goldPathService';

export function registerGoldHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.Disposable.from(turnLabelHover(store, service), heldOutHover(store, service));
}

function turnLabelHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    { scheme: 'file', pattern: '**/BFCL_v*_result.json' },
    {
      async provideHover(document, position) {
        if (!isBfclDocument(document)) return undefined;
        const model = await store.modelFor(document);
        if (model.kind !== 'result') return undefined;
        const kase = model.caseAtLine.get(position.line + 1);
        const col = position.character;
        const turn = kase?.turns.find((t) => col >= t.span.start && col < t.span.end);
        // Over an emission the emission's own hover speaks; the turn's label is outside them.
        if (!kase || !turn || turn.emissions.some((e) => col >= e.span.start && col < e.span.end)) return undefined;
        const outcome = await service.forCase(model, kase.id);
        if (!outcome.ok) return new vscode.Hover(new vscode.MarkdownString(markdownText(`Gold path: ${outcome.message}`)));
        return new vscode.Hover(goldHoverText(outcome.path, turn.index), new vscode.Range(position.line, turn.span.start, position.line, turn.span.end));
      },
    },
  );
}

/** In the case view, over a "Harness: held-out functions returned" line: the harness's message as it was sent. */
function heldOutHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    { scheme: CASE_SCHEME },
    {
      async provideHover(document, position) {
        const text = document.lineAt(position.line).text;
        const target = parseCaseUri(document.uri);
        if (!target || !text.startsWith(`  ${HELD_OUT_PREFIX}`)) return undefined;
        const model = await store.modelForPath(target.file);
        if (model.kind !== 'result') return undefined;
        const outcome = await service.forCase(model, target.id);
        if (!outcome.ok) return undefined;
        const message = outcome.path.turns
          .flatMap((t) => t.userMessages)
          .find((m) => {
            const heldOut = heldOutMessageOf(m);
            return heldOut !== null && text.includes(heldOutLabel(heldOut));
          });
        if (message === undefined) return undefined;
        const md = new vscode.MarkdownString();
        md.appendMarkdown("**The harness's message**, sent as the user's words: the docs of the held-out functions it returns.\n\n");
        md.appendCodeblock(message, 'text');
        return new vscode.Hover(md, document.lineAt(position.line).range);
      },
    },
  );
}

export function goldHoverText(path: GoldPath, t: number): vscode.MarkdownString {
  const md = new vscode.MarkdownString();
  const gold = path.turns[t]?.gold ?? null;
  md.appendMarkdown(`**Gold calls of turn ${t + 1}** ${markdownInline(gold === null ? '(ground truth unknown)' : `(from the ${path.goldSource})`)}`);
  md.appendMarkdown('\n\n');
  if (gold !== null) md.appendCodeblock(gold.length ? gold.join('\n') : '(no call: the turn has no ground-truth call)', 'python');
  md.appendMarkdown(gold === null ? '\n**The model\'s calls** (not aligned)\n\n' : '\n**Model beside gold**\n\n');
  md.appendCodeblock(turnGoldLines(path, t).map((l) => l.text.replace(/^ {2}/, '')).join('\n'), 'text');
  return md;
}
