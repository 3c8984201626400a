// Hover with the gold beside the model's calls, whatever the benchmark: on a BFCL turn's label that
// turn's ground-truth calls; on the line where a tau2 simulation starts its expected actions beside the
// agent's calls, on a call's line that call beside the action it answers. In the case view, hover on
// a miss_func harness message's label: the message as it was sent.
import * as vscode from 'vscode';
import { HELD_OUT_PREFIX } from '../../core/bfcl/caseDocument';
import { heldOutLabel, heldOutMessageOf } from '../../core/bfcl/goldPath/missFacts';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import { markdownInline, markdownText } from '../../core/text/escape';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import type { GoldHover } from '../../core/document/caseGold';
import type { GoldPathService } from './goldPathService';

export function registerGoldHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.Disposable.from(goldHover(store, service), heldOutHover(store, service));
}

function goldHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    [{ pattern: '**/BFCL_v*_result.json' }, { language: 'json' }],
    {
      async provideHover(document, position) {
        if (!isRunDocument(document)) return undefined;
        const model = await store.modelFor(document);
        if (model.kind !== 'result') return undefined;
        const line = position.line + 1;
        const kase = model.lines.caseHolding(line);
        if (!kase) return undefined;
        const hover = await service.hoverAt(model, kase, line, position.character, model.caseAtLine.get(line) === kase);
        if (!hover) return undefined;
        if ('message' in hover) return new vscode.Hover(new vscode.MarkdownString(markdownText(hover.message)));
        const range = hover.span ? new vscode.Range(position.line, hover.span.start, position.line, hover.span.end) : document.lineAt(position.line).range;
        return new vscode.Hover(goldHoverText(hover), range);
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

export function goldHoverText(hover: GoldHover): vscode.MarkdownString {
  const md = new vscode.MarkdownString();
  md.appendMarkdown(`**${markdownInline(hover.title)}** ${markdownInline(hover.detail)}`);
  md.appendMarkdown('\n\n');
  hover.blocks.forEach((block, i) => {
    if (block.title) md.appendMarkdown(`${i ? '\n' : ''}**${markdownInline(block.title)}**\n\n`);
    md.appendCodeblock(block.lines.join('\n'), block.language);
  });
  return md;
}
