// A Markdown file as GitHub shows it, for the documentation tests: the anchors of its headings (GitHub's
// slugs) and the targets of its links and images. markdown-it (a devDependency) does the parsing.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface Token {
  type: string;
  tag: string;
  content: string;
  children: Token[] | null;
  attrGet(name: string): string | null;
}
type MarkdownIt = { parse(source: string, env: object): Token[] };

const markdownIt = (createRequire(__filename)('markdown-it') as (options: object) => MarkdownIt)({ html: true });

export interface MarkdownDoc {
  anchors: Set<string>;
  links: string[];
  images: string[];
}

/** GitHub's heading slug: lower case, punctuation dropped (letters, digits, `-` and `_` kept), spaces as `-`. */
export function githubSlug(text: string): string {
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

function inlineText(token: Token): string {
  return (token.children ?? []).map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : inlineText(c))).join('');
}

export function readMarkdown(path: string): MarkdownDoc {
  const tokens = markdownIt.parse(readFileSync(path, 'utf8'), {});
  const doc: MarkdownDoc = { anchors: new Set(), links: [], images: [] };
  const seen = new Map<string, number>();
  tokens.forEach((token, i) => {
    if (token.type === 'heading_open') {
      const slug = githubSlug(inlineText(tokens[i + 1]!));
      const n = seen.get(slug) ?? 0;
      seen.set(slug, n + 1);
      doc.anchors.add(n === 0 ? slug : `${slug}-${n}`); // GitHub numbers repeated headings
    }
    const walk = (t: Token) => {
      if (t.type === 'link_open') doc.links.push(t.attrGet('href') ?? '');
      if (t.type === 'image') doc.images.push(t.attrGet('src') ?? '');
      t.children?.forEach(walk);
    };
    walk(token);
  });
  return doc;
}

/** A link that points into the repository (not a web address, a mail address or a command). */
export function isRelative(target: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(target);
}
