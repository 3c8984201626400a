// The hover of a line whose messages sit on lines of their own, drawn from the sections its format
// gives (FormatViews.lineHover): each a bold title and paragraphs, every piece of text put in as text.
import type * as vscode from 'vscode';
import type { LineHover } from '../../core/document/formatViews';
import { markdown } from './hoverText';

export function lineHoverText(hover: LineHover): vscode.MarkdownString {
  const md = markdown(false);
  for (const { title, lines } of hover.sections) {
    if (md.value) md.appendMarkdown('\n\n---\n\n');
    md.appendMarkdown('**');
    md.appendText(title);
    md.appendMarkdown('** — Calibration Lens');
    for (const line of lines) {
      md.appendMarkdown('\n\n');
      md.appendText(line);
    }
  }
  if (hover.more !== null) {
    md.appendMarkdown('\n\n---\n\n');
    md.appendText(hover.more);
  }
  return md;
}
