// How `npm run bench:keys` times one key in code-server, in the page: from the keydown to the first
// frame that draws what the key led to. Every animation frame the page reads what the active editor
// draws at its cursor (the tab, the cursor's line number, where it is drawn and that line's text); the
// key's item is drawn in the frame from which that stays the same until the view has been at rest for
// `settleMs`. So a view drawn once and moved again later (a cursor placed, then the text produced again)
// counts from its last move, when the annotator can read the item.
import { eventually } from '../../test/e2e/harness.ts';

/** A case view's (or the probe's) item header at the cursor: `  step 2  ASK …`, `  message 7 …`. */
export const ITEM_HEADER = /^ {2}(step \d+|message \d+) /;

/** What the active editor draws at its cursor, as one string (read in the page). */
function installWatch() {
  const read = () => {
    const editor = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor');
    const tab = document.querySelector('.editor-group-container.active .tab.active')?.getAttribute('aria-label') ?? '';
    const cursor = editor?.querySelector('.cursors-layer > .cursor');
    if (!editor || !cursor) return JSON.stringify({ tab, line: null, top: null, text: null });
    const top = parseFloat(cursor.style.top);
    let line = null;
    let lineTop = -Infinity;
    for (const div of editor.querySelectorAll('.margin-view-overlays > div')) {
      const t = parseFloat(div.style.top);
      const n = Number(div.querySelector('.line-numbers')?.textContent);
      if (Number.isInteger(n) && n > 0 && t <= top + 0.5 && t > lineTop) [line, lineTop] = [n, t];
    }
    const row = [...editor.querySelectorAll('.view-lines > .view-line')].find((r) => Math.abs(parseFloat(r.style.top) - lineTop) < 0.5);
    const text = row ? row.textContent.replace(/\u00a0/g, ' ') : null;
    return JSON.stringify({ tab, line, top, text });
  };
  const watch = { pressedAt: null, states: [], stop: false };
  window.__keyWatch?.stop();
  window.__keyWatch = {
    stop: () => { watch.stop = true; },
    arm: () => {
      watch.pressedAt = null;
      watch.states = [{ at: performance.now(), state: read() }];
    },
    summary: () => ({ pressedAt: watch.pressedAt, states: watch.states.slice(), now: performance.now() }),
  };
  document.addEventListener('keydown', () => { if (watch.pressedAt === null) watch.pressedAt = performance.now(); }, { capture: true });
  const tick = () => {
    if (watch.stop) return;
    const state = read();
    if (state !== watch.states.at(-1)?.state) watch.states.push({ at: performance.now(), state });
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** Starts the page's frame watch (again after a reload: the page is new). */
export const watchKeys = (page) => page.evaluate(installWatch);

/**
 * Presses `key` and resolves with the milliseconds from its keydown to the frame that drew the item it
 * led to (`ms`: at rest; `firstMs`: first drawn there, maybe moved on the screen after), that item
 * (tab, line, text), and whether the tab changed; `ms` null when nothing moved within
 * `timeoutMs` or the view came to rest on something that is not an item's header. `sameCaseSettleMs`:
 * a key that moved within its tab counts as at rest after this much (the keys stepped over on the way
 * to the next case change, `--case-changes`: not timed, so a shorter wait).
 */
export async function timeKey(page, key, { settleMs = 1500, sameCaseSettleMs = settleMs, timeoutMs = 60_000 } = {}) {
  await page.evaluate(() => window.__keyWatch.arm());
  await page.keyboard.press(key);
  const tabOf = (state) => JSON.parse(state).tab;
  const rested = (s) => {
    if (s.pressedAt === null || s.states.length < 2) return false;
    const still = s.now - s.states.at(-1).at;
    return still >= settleMs || (still >= sameCaseSettleMs && tabOf(s.states.at(-1).state) === tabOf(s.states[0].state));
  };
  const rest = await eventually(() => page.evaluate(() => window.__keyWatch.summary()), rested,
    { what: `the view to move on and rest after "${key}"`, timeoutMs, intervalMs: 100 }).catch(() => null);
  if (!rest) return { ms: null, item: null, caseChanged: false, problem: `nothing moved within ${timeoutMs / 1000} s` };
  const before = JSON.parse(rest.states[0].state);
  const item = JSON.parse(rest.states.at(-1).state);
  const caseChanged = item.tab !== before.tab;
  if (!ITEM_HEADER.test(item.text ?? '')) return { ms: null, item, caseChanged, problem: `came to rest on line ${item.line}, not an item: ${JSON.stringify(item.text)}` };
  // The item first drawn where it rests, before anything moved it on the screen (code lenses that
  // VS Code asks for at least 250 ms after a document is shown push the lines below them down).
  const same = (state) => { const s = JSON.parse(state); return s.tab === item.tab && s.line === item.line && s.text === item.text; };
  let first = rest.states.length - 1;
  while (first > 1 && same(rest.states[first - 1].state)) first--;
  return { ms: rest.states.at(-1).at - rest.pressedAt, firstMs: rest.states[first].at - rest.pressedAt, item, caseChanged, problem: null };
}
