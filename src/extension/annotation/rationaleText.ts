// The rationale typed after r, with one writer. Every key bound in the case view and, while the box
// is open, in the box itself reaches the extension as a command, in the order pressed (one ordered
// channel from the window), and only the extension sets the box's text; a key typed before the box
// had the keyboard and one typed into it come the same way, so none can overtake another whatever the
// extension host's delay. Only what no binding covers (a key of another layout, an input method, the
// mouse's paste or cut) is typed by the workbench itself: that change is taken over here. No vscode
// import: pinned by unit tests.

/** One key as a command: a character typed, the last one erased, or the clipboard's text pasted. */
export type RationaleKey = { text: string } | { erase: true };

/** The text after `key`. */
export function afterKey(text: string, key: RationaleKey): string {
  if ('text' in key) return text + key.text;
  return Array.from(text).slice(0, -1).join(''); // a whole character, also outside the BMP
}

/**
 * The text after a change the workbench made itself (keys no binding covers: another layout's, an
 * input method's; the mouse, Delete) turned the box's `base` (what it showed then: the last text of the
 * extension's it had shown) into `shown`. Every key in `text` left the window before that change, so
 * characters added at the end go after all of them; an edit of what was shown keeps the keys received
 * since after it.
 */
export function afterWorkbenchChange(text: string, base: string, shown: string): string {
  if (shown.startsWith(base)) return text + shown.slice(base.length);
  return text.startsWith(base) ? shown + text.slice(base.length) : shown;
}

/**
 * The texts the extension set on the box and the window has not echoed yet (it reports each text it
 * shows as a change of value, the extension's own included; a few set at once may reach it as the
 * last one only), and the last one it showed.
 */
export class EchoedTexts {
  private pending: string[] = [];
  /** What the box showed last, as far as the extension can tell. */
  base = '';

  sent(text: string): void {
    this.pending.push(text);
  }

  /** True when `shown` is the window showing a text the extension set (then the new base). */
  echo(shown: string): boolean {
    const i = this.pending.indexOf(shown);
    if (i < 0) return false;
    this.pending.splice(0, i + 1);
    this.base = shown;
    return true;
  }

  /** The window changed the text itself: `shown` is what it shows now. */
  changed(shown: string): void {
    this.base = shown;
  }
}
