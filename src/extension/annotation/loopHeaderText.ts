// The case view's header as text: whether the annotator is reading or annotating, the loop's moves and
// its keys; the queue's place and its run are drawn on empty lines by decorations (it changes with every key, the
// text only when annotating is switched). No vscode import: the exact lines are pinned by unit tests.

/** The keys of the loop as the header names them (package.json binds them in the case view). */
export const LOOP_KEYS_TEXT = '1-5, 0 decide · a accept · v verdict · r rationale · u undo';

/** What a link in the header does: one of the loop's commands, by the words it is drawn on. */
export type HeaderAction = 'start' | 'stop' | 'previous' | 'next';

export interface HeaderLink {
  line: number;
  start: number;
  end: number;
  action: HeaderAction;
}

/** The line (0-based) where the queue's place is drawn while annotating; empty text. */
export const POSITION_LINE = 1;

/** The line (0-based) where the queue's run is drawn under the keys while annotating; empty text. */
export const QUEUE_RUN_LINE = 3;

/** The moves and keys, the same reading and annotating: a switch changes no row below the first two. */
const KEYS_LINE: readonly [string, ReadonlyArray<readonly [string, HeaderAction]>] = [
  `Previous (k) · Next (j) · ${LOOP_KEYS_TEXT}`,
  [['Previous (k)', 'previous'], ['Next (j)', 'next']],
];

/**
 * Each state's first two lines fit 27 columns, one row in any case view (about 38 columns at 480 px
 * with the minimap), so the rows above the case are as many reading as annotating.
 */
const ANNOTATING: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, HeaderAction]>]> = [
  ['Annotating · Stop', [['Stop', 'stop']]],
  ['', []],
  KEYS_LINE,
  ['', []],
];

const READING: typeof ANNOTATING = [
  ['Reading: keys do not decide', []],
  ['Start Annotating', [['Start Annotating', 'start']]],
  KEYS_LINE,
  ['', []],
];

/** The header's lines: as many while reading as while annotating, so a switch moves nothing below. */
export function headerLines(annotating: boolean): string[] {
  return (annotating ? ANNOTATING : READING).map(([text]) => text);
}

/** The header's links in `lines` (the document's first lines), when they are the header of either state. */
export function headerLinks(lines: readonly string[]): HeaderLink[] {
  for (const header of [ANNOTATING, READING]) {
    if (!header.every(([text], i) => lines[i] === text)) continue;
    return header.flatMap(([text, links], line) =>
      links.map(([words, action]) => {
        const start = text.indexOf(words);
        return { line, start, end: start + words.length, action };
      }),
    );
  }
  return [];
}
