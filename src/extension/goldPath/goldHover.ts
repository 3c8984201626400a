// Hover with the gold beside the model's calls, whatever the benchmark: on a BFCL turn's label that
// turn's ground-truth calls; on the line where a tau2 simulation starts its expected actions beside the
// agent's calls, on a call's line that call beside the action it answers.
import * as vscode from 'vscode';
import { markdownInline, markdownText } from '../../core/text/escape';
import { isRunDocument } from '../runDocuments';
import { caseAtCursor, type RunStore } from '../runStore';
import type { GoldHover } from './caseGold';
import type { GoldPathService } from './goldPathService';

export function registerGoldHover(store: RunStore, service: GoldPathService): vscode.Disposable {
  return vscode.languages.registerHoverProvider(
    [{ scheme: 'file', pattern: '**/BFCL_v*_result.json' }, { scheme: 'file', language: 'json' }],
    {
      async provideHover(document, position) {
        if (!isRunDocument(document)) return undefined;
        const model = await store.modelFor(document);
        if (model.kind !== 'result') return undefined;
        const line = position.line + 1;
        const kase = caseAtCursor(model, line);
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
