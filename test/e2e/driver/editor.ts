// The active text editor as drawn: visible lines, decoration texts, hovers, and its whole text.
import type { Page } from 'playwright-core';
import { cssContentText } from './cssContent';
import { eventually } from './eventually';
import type { Workbench } from './workbench';

const activeEditor = '.editor-group-container.active .editor-instance .monaco-editor';

/** The editor drawn in the group that has a tab titled `title` (active or not), for the readers' `root`. */
export function editorInGroupOf(title: string): string {
  return `.editor-group-container:has(.tab[aria-label^="${title}"]) .editor-instance .monaco-editor`;
}

export interface DrawnLine {
  /** 1-based line number in the document (a wrapped line's rows all carry their line's number). */
  line: number;
  /** The document's text as drawn (without inlay hints). */
  text: string;
  /** Texts of `before` / `after` decorations drawn on this line, left to right. */
  decorations: string[];
  /** Texts of the inlay hints drawn on this line, left to right (without their padding). */
  hints: string[];
}

interface RawRow {
  top: number;
  text: string;
  contents: string[];
  hints: string[];
}

/** Times the hover chord is pressed before a missing hover fails the test. */
const HOVER_ATTEMPTS = 3;

export class Editor {
  constructor(readonly page: Page, private readonly workbench: Workbench) {}

  /**
   * The 1-based line the cursor is drawn on in the active editor, read from the editor itself (the
   * status bar's "Ln" can still show the editor before it for a moment on a busy machine); null
   * when no cursor is drawn.
   */
  async cursorLine(): Promise<number | null> {
    return this.page.evaluate((root) => {
      const editor = document.querySelector(root);
      const cursor = editor?.querySelector<HTMLElement>('.cursors-layer > .cursor');
      if (!editor || !cursor) return null;
      const top = parseFloat(cursor.style.top);
      const numbers = [...editor.querySelectorAll<HTMLElement>('.margin-view-overlays > div')]
        .map((div) => [parseFloat(div.style.top), Number(div.querySelector('.line-numbers')?.textContent)] as [number, number])
        .filter(([, n]) => Number.isInteger(n) && n > 0)
        .sort((a, b) => a[0] - b[0]);
      // A wrapped line's later rows have no number: the cursor's line is the last one at or above it.
      return numbers.filter(([t]) => t <= top + 0.5).at(-1)?.[1] ?? null;
    }, activeEditor);
  }

  /** The lines of the active editor (or the one `root` selects) that are drawn now (VS Code draws only what is in view). */
  async drawnLines(root = activeEditor): Promise<DrawnLine[]> {
    const { numbers, rows } = await this.page.evaluate((root) => {
      const editor = document.querySelector(root);
      if (!editor) return { numbers: [] as Array<[number, number]>, rows: [] as RawRow[] };
      const numbers = [...editor.querySelectorAll<HTMLElement>('.margin-view-overlays > div')]
        .map((div) => [parseFloat(div.style.top), Number(div.querySelector('.line-numbers')?.textContent)] as [number, number])
        .filter(([, n]) => Number.isInteger(n) && n > 0);
      const rows = [...editor.querySelectorAll<HTMLElement>('.view-lines > .view-line')].map((row) => ({
        top: parseFloat(row.style.top),
        // The text without the inlay hints, which VS Code draws as text of the line.
        text: [...row.querySelectorAll('span')]
          .filter((span) => span.childElementCount === 0 && !/dyn-rule-/.test(span.className))
          .map((span) => span.textContent ?? '')
          .join('')
          .replace(/\u00a0/g, ' '),
        contents: [...row.querySelectorAll('span')].flatMap((span) =>
          ['::before', '::after'].map((pseudo) => getComputedStyle(span, pseudo).content),
        ),
        // VS Code draws an inlay hint as text in the line, styled by a class of its own ("dyn-rule-…"),
        // its padding as a span of one space.
        hints: [...row.querySelectorAll<HTMLElement>('span[class*="dyn-rule-"]')]
          .map((span) => (span.textContent ?? '').replace(/\u00a0/g, ' '))
          .filter((text) => text.trim() !== ''),
      }));
      return { numbers, rows };
    }, root);
    numbers.sort((a, b) => a[0] - b[0]);
    rows.sort((a, b) => a.top - b.top);
    // A row belongs to the last line number drawn at or above it (wrapped rows have no number).
    const lines = new Map<number, DrawnLine>();
    for (const row of rows) {
      const line = numbers.filter(([top]) => top <= row.top + 0.5).at(-1)?.[1];
      if (line === undefined) continue;
      const drawn = lines.get(line) ?? { line, text: '', decorations: [], hints: [] };
      drawn.text += row.text;
      drawn.hints.push(...row.hints);
      drawn.decorations.push(...row.contents.map(cssContentText).filter((t): t is string => t !== null));
      lines.set(line, drawn);
    }
    return [...lines.values()].sort((a, b) => a.line - b.line);
  }

  /** Decoration texts drawn on a 1-based line; scroll it into view first (workbench.goTo). */
  async decorationsOn(line: number, root = activeEditor): Promise<string[]> {
    return (await this.drawnLines(root)).find((l) => l.line === line)?.decorations ?? [];
  }

  /** Inlay hint texts drawn on a 1-based line (every row of a wrapped line), scrolled into view first. */
  async inlayHintsOn(line: number, root = activeEditor): Promise<string[]> {
    return (await this.drawnLines(root)).find((l) => l.line === line)?.hints ?? [];
  }

  /** Shows the hover at a 1-based position from the keyboard (as "Show or Focus Hover" does) and reads it. */
  async hoverAt(line: number, column: number): Promise<string> {
    await this.workbench.goTo(line, column);
    // On a busy machine the chord's second key can come after VS Code stopped waiting for it, and no
    // hover opens: press it again, a few times, before giving up.
    for (let attempt = 1; ; attempt++) {
      await this.page.keyboard.press('Control+K');
      await this.page.keyboard.press('Control+I');
      try {
        return await this.readHover(attempt < HOVER_ATTEMPTS ? 6_000 : 10_000);
      } catch (err) {
        if (attempt === HOVER_ATTEMPTS) throw err;
      }
    }
  }

  /** Moves the mouse onto the first drawn decoration whose text matches, and reads the hover. */
  async hoverOverDecoration(text: string | RegExp): Promise<string> {
    const drawn = await this.page.evaluate((root) => {
      const found: Array<{ content: string; x: number; y: number }> = [];
      for (const span of document.querySelectorAll<HTMLElement>(`${root} .view-lines span`)) {
        for (const pseudo of ['::before', '::after']) {
          const r = span.getBoundingClientRect();
          found.push({ content: getComputedStyle(span, pseudo).content, x: r.x + r.width / 2, y: r.y + r.height / 2 });
        }
      }
      return found;
    }, activeEditor);
    const matches = (decoration: string | null) =>
      decoration !== null && (typeof text === 'string' ? decoration.includes(text) : text.test(decoration));
    const target = drawn.find((d) => matches(cssContentText(d.content)));
    if (!target) throw new Error(`No decoration matching ${String(text)} is drawn in the active editor.`);
    await this.page.mouse.move(target.x, target.y);
    return this.readHover();
  }

  /** Text of the hover on screen once it stops changing (its parts arrive one by one). */
  async readHover(timeoutMs = 10_000): Promise<string> {
    const read = () =>
      this.page.$$eval('.monaco-hover:not(.hidden)', (els) =>
        els.map((e) => (e as HTMLElement).innerText.trim()).filter(Boolean).join('\n'),
      );
    let previous = '';
    return eventually(
      async () => {
        const now = await read();
        // VS Code's own note on a long line can be drawn alone first, the extensions' parts a moment later
        // (seen on a loaded machine): that hover is still coming.
        const stable = now !== '' && now === previous && !onlyVSCodeNote(now);
        previous = now;
        return stable ? now : '';
      },
      (text) => text !== '',
      { what: 'a hover to show', intervalMs: 300, timeoutMs },
    );
  }

  /** Closes a hover or widget left open. */
  async dismiss(): Promise<void> {
    await this.page.mouse.move(0, 0);
    await this.page.keyboard.press('Escape');
  }

  /**
   * The whole text of the active editor (also read-only and virtual documents), through select-all
   * and copy; leaves the cursor at the start of the document.
   */
  async text(): Promise<string> {
    await this.workbench.runCommand('View: Focus Active Editor Group');
    await this.page.keyboard.press('Control+A');
    await this.page.keyboard.press('Control+C');
    await this.page.keyboard.press('Control+Home');
    return this.page.evaluate(() => navigator.clipboard.readText());
  }
}

/** VS Code's note on a line it does not tokenize, when it is all a hover shows so far. */
function onlyVSCodeNote(hover: string): boolean {
  return /^Tokenization is skipped for long lines[^\n]*$/.test(hover.trim());
}
