// VS Code draws decoration text (`before` / `after` contentText) as CSS generated content. The
// computed `content` is a CSS string token such as `"PASS \"x\""`; this turns it back into text.

/** The text of a computed `content` value, or null when the pseudo-element draws no text. */
export function cssContentText(content: string): string | null {
  if (content === 'none' || content === 'normal' || content === '') return null;
  const quote = content[0];
  if (quote !== '"' && quote !== "'") return null; // counters, attr(), images: not decoration text
  let text = '';
  for (let i = 1; i < content.length; i++) {
    const ch = content[i]!;
    if (ch === quote) return text;
    if (ch !== '\\') {
      text += ch;
      continue;
    }
    const hex = /^[0-9a-fA-F]{1,6}/.exec(content.slice(i + 1))?.[0];
    if (hex) {
      text += String.fromCodePoint(parseInt(hex, 16));
      i += hex.length;
      if (content[i + 1] === ' ') i++; // a space ends a hex escape and is not part of the text
    } else {
      text += content[++i] ?? '';
    }
  }
  return text;
}
