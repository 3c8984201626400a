// Hover with the gold beside the model's calls, whatever the format: what the case's format answers at
// the hovered place (BFCL: a turn's label, that turn's ground-truth calls; tau2: a simulation's first
// line, its expected actions beside the agent's calls, or a call's line, that call beside the action it
// answers). In the case view, over the label of a message the view shows by a label (BFCL: a miss_func
// harness message): the message as it was sent.
import * as vscode from 'vscode';
import { CASE_SCHEME, parseCaseUri } from '../caseView/caseUri';
import { formats } from '../../core/formats/registry';
import { markdownInline, markdownText } from '../../core/text/escape';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import type { GoldHover } from '../../core/document/caseGold';
import type { GoldPathService } from './goldPathService';

export function registerGoldHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.Disposable.from(goldHover(store, service), sentMessageHover(store, service));
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

/** In the case view, over the label of a message its format shows by a label (BFCL: "Harness: held-out functions returned"): the message as it was sent. */
function sentMessageHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    { scheme: CASE_SCHEME },
    {
      async provideHover(document, position) {
        const text = document.lineAt(position.line).text;
        const target = parseCaseUri(document.uri);
        if (!target || !formats().some((f) => f.gold.showsSentMessage(text))) return undefined;
        const model = await store.modelForPath(target.file);
        if (model.kind !== 'result') return undefined;
        const message = await service.sentMessage(model, target.id, text);
        if (message === null) return undefined;
        const md = new vscode.MarkdownString();
        md.appendMarkdown(`**${markdownInline(message.who)}**, ${markdownInline(message.what)}\n\n`);
        md.appendCodeblock(message.text, 'text');
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
