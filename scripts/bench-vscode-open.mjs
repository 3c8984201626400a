// Times how long a BFCL result file takes to show its first label in a real VS Code (code-server
// with the packaged extension, driven by Chromium):
//   node scripts/bench-vscode-open.mjs FILE [--workspace DIR] [--skip-package]
// e.g. on a synthetic run: node --import tsx scripts/synthetic/generate.ts --out bench-data/run
//   --models m --cases 200 --seed 1 --long-context-kb 100, then pass its long_context result file.
// The time runs from the click in quick open that opens FILE to the first animation frame in which a
// decoration text (CSS ::before/::after content of a `ced-` decoration span) is drawn in its editor.
// It measures any before/after decoration, whichever feature draws it. Two opens: the first one
// also activates the extension; the second one (after closing all editors) finds it active.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// The e2e harness is TypeScript: run again under tsx when started by plain node.
if (!process.execArgv.includes('tsx')) {
  const again = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const usage = 'Usage: node scripts/bench-vscode-open.mjs FILE [--workspace DIR] [--skip-package]';
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { workspace: { type: 'string' }, 'skip-package': { type: 'boolean' } } });
} catch (err) {
  console.error(`${err.message}\n${usage}`);
  process.exit(2);
}
const file = args.positionals[0] && resolve(args.positionals[0]);
if (!file || !existsSync(file)) {
  console.error(`${file ? `${file} does not exist.` : 'Give the result file to open.'}\n${usage}`);
  process.exit(2);
}
const workspace = resolve(args.values.workspace ?? dirname(file));

const { ensureCodeServer, CODE_SERVER_VERSION } = await import('./code-server/install.mjs');
const { openVSCode } = await import('../test/e2e/harness.ts');

ensureCodeServer();
if (!args.values['skip-package']) execFileSync('npm', ['run', 'package'], { stdio: ['ignore', 'ignore', 'inherit'] });

/** Opens FILE through quick open and resolves with the times (ms after the click) seen in the page. */
async function timeOpen(vscode) {
  const { page } = vscode;
  const name = basename(file);
  await page.keyboard.press('Control+P');
  await page.fill('.quick-input-widget .quick-input-box input', file);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: name }) }).first();
  await row.waitFor({ timeout: 10_000 });
  await page.evaluate((tabName) => {
    window.__benchOpen = new Promise((done) => {
      let clickedAt = null;
      let textAt = null;
      document.addEventListener('mousedown', () => { clickedAt = performance.now(); }, { capture: true, once: true });
      const giveUpAt = performance.now() + 60_000;
      const tick = () => {
        const now = performance.now();
        const tab = document.querySelector('.editor-group-container.active .tab.active');
        const lines = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor .view-lines');
        if (clickedAt !== null && tab?.getAttribute('aria-label') === tabName && lines) {
          if (textAt === null && lines.textContent.trim() !== '') textAt = now;
          for (const span of lines.querySelectorAll('span[class*="ced-"]')) {
            for (const pseudo of ['::before', '::after']) {
              const content = getComputedStyle(span, pseudo).content;
              if (content !== 'none' && content !== 'normal') {
                done({ textMs: textAt === null ? null : textAt - clickedAt, labelMs: now - clickedAt, label: content });
                return;
              }
            }
          }
        }
        if (now > giveUpAt) done({ textMs: textAt === null ? null : textAt - clickedAt, labelMs: null, label: null });
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
  }, name);
  await row.click();
  return page.evaluate(() => window.__benchOpen);
}

// code-server asks before showing a file over 10 MB ("Open Anyway"); desktop VS Code asks only
// from 1024 MB. The desktop value, so that the time is the editor's and the extension's, not a click's.
const vscode = await openVSCode({ name: 'bench-vscode-open', workspace, settings: { 'workbench.editorLargeFileConfirmation': 1024 } });
let failed = false;
try {
  const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(`Opening ${file} (${mb} MB) in code-server ${CODE_SERVER_VERSION} with the packaged extension:`);
  for (const run of ['first open (activates the extension)', 'second open (extension active)']) {
    const timing = await timeOpen(vscode);
    await vscode.screenshot(run.split(' ')[0] + '-open');
    const ms = (v) => (v === null ? 'never' : `${Math.round(v)} ms`);
    console.log(`  ${run}: text drawn after ${ms(timing.textMs)}, first label after ${ms(timing.labelMs)}` +
      (timing.label ? `  (${timing.label.slice(0, 60)})` : ''));
    if (timing.labelMs === null) failed = true;
    await vscode.workbench.runCommand('View: Close All Editors');
  }
  if (failed) console.log(`No label was drawn within 60 s. Extension host errors:\n${vscode.diagnosis()}`);
} finally {
  await vscode.close();
}
console.log(`Screenshots: ${vscode.artifacts}`);
process.exit(failed ? 1 : 0);
