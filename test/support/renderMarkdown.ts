// Markdown rendered as VS Code's hovers render it (CommonMark with GFM's bare-URL autolinks, no HTML),
// to check that escaped text shows exactly as it was. markdown-it is a devDependency for this.
import { createRequire } from 'node:module';

interface MarkdownIt {
  render(source: string): string;
  linkify: { set(options: { fuzzyLink?: boolean; fuzzyEmail?: boolean }): void };
}
type MarkdownItFactory = (options: { html: boolean; linkify: boolean }) => MarkdownIt;

const markdownIt = createRequire(__filename)('markdown-it') as MarkdownItFactory;
const renderer = markdownIt({ html: false, linkify: true });
// GFM links only `http(s)://`, `www.` and e-mail addresses, not bare domains.
renderer.linkify.set({ fuzzyLink: false });

export function renderMarkdown(source: string): string {
  return renderer.render(source);
}

/** What a reader sees: the rendered HTML's text, paragraphs on their own lines, entities decoded. */
export function shownText(html: string): string {
  return html
    .replace(/<\/p>\s*<p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\n$/, '');
}
