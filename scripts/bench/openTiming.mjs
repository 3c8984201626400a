// How `npm run bench:editor` times a file's first label in code-server: the open itself, timed in the
// page from the click in quick open to the frames in which the text and the first label are drawn; and
// the extension's "Labelled … in view" log lines, which say when the editor reached the extension host.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/**
 * Opens `file` (an absolute path) through quick open; resolves with the epoch times (ms) of the click
 * and of the frames in which its text and its first label are drawn (null where not seen within
 * `timeoutMs`), and that label's text.
 */
export async function timeOpen(vscode, file, timeoutMs = 60_000) {
  const { page } = vscode;
  const name = basename(file);
  await page.keyboard.press('Control+P');
  await page.fill('.quick-input-widget .quick-input-box input', file);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: name }) }).first();
  await row.waitFor({ timeout: 30_000 });
  await page.evaluate(({ tabName, timeoutMs }) => {
    window.__benchOpen = new Promise((done) => {
      const epoch = (t) => (t === null ? null : performance.timeOrigin + t);
      let clickedAt = null;
      let textAt = null;
      document.addEventListener('mousedown', () => { clickedAt = performance.now(); }, { capture: true, once: true });
      const giveUpAt = performance.now() + timeoutMs;
      // A label is a decoration's CSS content, or an inlay hint (text of the line with a class of its own,
      // which Calibration Lens draws on a file that wraps).
      const labelOf = (line) => {
        const hint = [...line.querySelectorAll('span[class*="dyn-rule-"]')].find((s) => s.textContent.trim() !== '');
        if (hint) return hint.textContent;
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
          const content = [...lines.querySelectorAll('.view-line')].map(labelOf).find((c) => c !== null);
          if (content) {
            done({ click: epoch(clickedAt), text: epoch(textAt), label: epoch(now), content });
            return;
          }
        }
        if (now > giveUpAt) done({ click: epoch(clickedAt), text: epoch(textAt), label: null, content: null });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, { tabName: name, timeoutMs });
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

export const ms = (v) => (v === null || Number.isNaN(v) ? 'never' : `${Math.round(v)} ms`);
