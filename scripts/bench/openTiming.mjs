// Pieces of the editor benchmarks that time a file's first label in code-server (bench-vscode-open.mjs,
// bench-web.mjs): the open itself, timed in the page from the click to the frames in which the text and
// the first label are drawn; the extension's "Labelled … in view" log lines; and how to print figures.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { basename, join } from 'node:path';

/** Opens `file` (an absolute path) through quick open; resolves with the epoch times (ms) of the click, the text and the first label drawn. */
export async function timeOpen(vscode, file) {
  const { page } = vscode;
  const name = basename(file);
  await page.keyboard.press('Control+P');
  await page.fill('.quick-input-widget .quick-input-box input', file);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: name }) }).first();
  await row.waitFor({ timeout: 10_000 });
  await page.evaluate((tabName) => {
    window.__benchOpen = new Promise((done) => {
      const epoch = (t) => (t === null ? null : performance.timeOrigin + t);
      let clickedAt = null;
      let textAt = null;
      document.addEventListener('mousedown', () => { clickedAt = performance.now(); }, { capture: true, once: true });
      let labelAt = null;
      let content = null;
      let giveUpAt = performance.now() + 60_000;
      const labelOf = (line) => {
        for (const span of line.querySelectorAll('span[class*="ced-"]')) {
          for (const pseudo of ['::before', '::after']) {
            const c = getComputedStyle(span, pseudo).content;
            if (c !== 'none' && c !== 'normal') return c;
          }
        }
        return null;
      };
      const tick = () => {
        const now = performance.now();
        const tab = document.querySelector('.editor-group-container.active .tab.active');
        const lines = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor .view-lines');
        if (clickedAt !== null && tab?.getAttribute('aria-label') === tabName && lines) {
          if (textAt === null && lines.textContent.trim() !== '') textAt = now;
          // The first label, then every line drawn in view (each case line starts with one).
          const viewLines = [...lines.querySelectorAll('.view-line')];
          const labelled = viewLines.map(labelOf);
          const first = labelled.find((c) => c !== null);
          if (labelAt === null && first) {
            labelAt = now;
            content = first;
            giveUpAt = now + 10_000;
          }
          if (labelAt !== null && labelled.every((c) => c !== null)) {
            done({ click: epoch(clickedAt), text: epoch(textAt), label: epoch(labelAt), all: epoch(now), lines: viewLines.length, content });
            return;
          }
        }
        if (now > giveUpAt) done({ click: epoch(clickedAt), text: epoch(textAt), label: epoch(labelAt), all: null, lines: null, content });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, name);
  await row.click();
  return page.evaluate(() => window.__benchOpen);
}

/**
 * The extension's "Labelled … in view of FILE ahead of the full read, N ms after its editor reached the
 * extension." lines, as epoch times: when the labels were set, and when the editor arrived.
 */
export function labelledLines(userDataDir, channelFile, file) {
  const found = [];
  for (const path of channelLogs(userDataDir, channelFile)) {
    for (const line of readFileSync(path, 'utf8').split('\n')) {
      const m = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) \[info\] Labelled .* in view of (.+) ahead of the full read, (\d+) ms after its editor reached the extension\.$/.exec(line);
      if (m && m[2] === file) {
        const set = new Date(m[1].replace(' ', 'T')).getTime();
        found.push({ set, arrived: set - Number(m[3]) });
      }
    }
  }
  return found.sort((a, b) => a.set - b.set);
}

/** The files an extension's log channel writes, in every extension host of the session. */
export function channelLogs(userDataDir, channelFile) {
  const logsDir = join(userDataDir, 'logs');
  if (!existsSync(logsDir)) return [];
  return readdirSync(logsDir).flatMap((session) => readdirSync(join(logsDir, session)).filter((n) => /^exthost\d+$/.test(n))
    .flatMap((host) => readdirSync(join(logsDir, session, host)).map((ext) => join(logsDir, session, host, ext, channelFile))))
    .filter((path) => existsSync(path));
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
export const ms = (v) => (v === null || Number.isNaN(v) ? 'never' : `${Math.round(v)} ms`);
export const machine = () => `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
