// Untrusted text (model output, case ids, model names, error messages) escaped for the place it goes,
// and only there: Markdown (hovers, tooltips, exported tables), an HTML attribute, a title (an editor
// tab, a path segment). Each function gives text that shows exactly as the input, nothing more: no
// markup, no link, no `&nbsp;` entity where a reader or a screen reader would see it. Plain text (aria
// labels, tree labels, diagnostics) needs no escaping and must never be given the Markdown form.

/** Characters that start inline Markdown anywhere in a line (CommonMark and GFM: emphasis, code, links, HTML, tables, strikethrough, entities). */
const INLINE_MARKUP = /[\\`*_{}[\]()<>#!|~&]/g;
/** GFM autolinks without brackets (`https://…`, `www.…`, `name@host`): broken by an escape, so model text never becomes a link. */
const AUTOLINK_START = /:\/\/|(?<=\bwww)\.|@/gi;
/** Line starts that open a block: a list, a setext underline, an ordered list (`1.`, `2)`). */
const BLOCK_START = /^([-+=])|^(\d{1,9})([.)])/;

/**
 * Markdown source that renders as exactly `text`, as paragraphs of their own (a hover's, a tooltip's).
 * Line breaks become paragraph breaks (as MarkdownString.appendText makes them); leading white space
 * becomes no-break spaces (else four spaces would make a code block); line starts that would open a
 * list or a heading are escaped.
 */
export function markdownText(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => {
      const indent = /^[ \t]*/.exec(line)![0];
      const body = markdownInline(line.slice(indent.length)).replace(BLOCK_START, (_m, sign: string | undefined, digits: string | undefined, close: string | undefined) =>
        sign ? `\\${sign}` : `${digits}\\${close}`,
      );
      return indent.replace(/\t/g, '    ').replace(/ /g, '\u00a0') + body;
    })
    .join('\n\n');
}

/**
 * Markdown source for one line of text inside other Markdown (a table cell, after a list marker, in a
 * sentence): inline markup and bare links escaped, and every space after the first of a run a no-break
 * space (rendering would collapse the run; a character, not `&nbsp;`, so raw readers see no entity).
 */
export function markdownInline(text: string): string {
  return text
    .replace(INLINE_MARKUP, (ch) => `\\${ch}`)
    .replace(AUTOLINK_START, (m) => `\\${m}`)
    .replace(/ {2,}/g, (run) => ` ${'\u00a0'.repeat(run.length - 1)}`);
}

/** An HTML attribute value (between double quotes). */
export function attributeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * One title: an editor tab's label, one segment of a virtual path. VS Code titles a tab with the last
 * segment of its path, so a slash in a case id would cut the title (`a/<script>` → `script>`): slashes
 * and backslashes become look-alikes, control characters a visible mark, and `.`/`..` (which a path
 * would resolve away) are spelled with a one-dot leader.
 */
export function titleText(text: string): string {
  const shown = text
    .replace(/\//g, '\u2215')
    .replace(/\\/g, '\u29f5')
    .replace(/[\u0000-\u001f\u007f]/g, '\ufffd');
  if (shown === '') return '\u2205';
  return shown === '.' || shown === '..' ? shown.replace(/\./g, '\u2024') : shown;
}

/** A C0 control but tab and line feed, a carriage return not before a line feed, DEL, or a C1 control. */
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/g;

/**
 * Text for a terminal (stdout, stderr): control characters from model text or a file (ESC, BEL,
 * backspace, a lone CR) would set a window title, clear the screen or hide what follows, so each is
 * shown as its picture (ESC → ␛, BEL → ␇, NUL → ␀, a lone CR → ␍), as line breaks inside model text are
 * shown as ⏎. DEL and the C1 controls become their JSON escape (`\u009b`): inside a JSON string (the
 * only place JSON output can hold them raw) that is the same value, elsewhere it is visible. Line feeds,
 * tabs and CR LF (CSV row ends) are kept.
 */
export function terminalText(text: string): string {
  return text.replace(TERMINAL_CONTROL, (ch) => {
    const code = ch.charCodeAt(0);
    return code < 0x20 ? String.fromCharCode(0x2400 + code) : `\\u${code.toString(16).padStart(4, '0')}`;
  });
}
