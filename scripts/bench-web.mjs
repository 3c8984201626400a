// The web build beside the Node build, in one run (`npm run bench:web`): two code-server windows on the
// sample, one with Calibration Lens in the Node extension host, one with it moved to the web worker
// extension host (remote.extensionKind, as in VS Code for the Web); they take turns, round after round,
// at the same two things:
//   - opening the 20 MB generated BFCL result file: the delay from the frame in which its text is drawn
//     to the frame in which its first label is (timed in the page as bench-vscode-open.mjs times it);
//   - opening the sample's summary panel from the command palette: the click to the moment the panel's
//     page has rendered its table (its performance mark `calibration-summary:rendered`).
// Round 0 activates the extension and is not counted; medians of the counted rounds are printed side by
// side, with the median of the per-round ratios web / Node (a round's two figures are taken minutes
// apart at most, so a machine that slows down mid-run moves both).
//   node scripts/bench-web.mjs [FILE] [--rounds N] [--skip-package]
// FILE defaults to the long_context result file of `tools/synthetic/generate.ts --models m --cases 200
// --seed 1 --long-context-kb 100` in bench-data/open-run (20.1 MB), generated when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// The e2e harness is TypeScript: run again under tsx when started by plain node.
if (!process.execArgv.includes('tsx')) {
  const again = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}

const usage = 'Usage: node scripts/bench-web.mjs [FILE] [--rounds N] [--skip-package]';
let args;
try {
  args = parseArgs({ allowPositionals: true, options: { rounds: { type: 'string', default: '5' }, 'skip-package': { type: 'boolean' } } });
} catch (err) {
  console.error(`${err.message}\n${usage}`);
  process.exit(2);
}
const root = resolve(fileURLToPath(import.meta.url), '..', '..');
const GENERATED = join(root, 'bench-data', 'open-run');
const file = resolve(args.positionals[0] ?? join(GENERATED, 'result', 'm', 'multi_turn', 'BFCL_v4_multi_turn_long_context_result.json'));
const rounds = Number(args.values.rounds);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`--rounds must be a whole number of at least 1.\n${usage}`);
  process.exit(2);
}
if (!existsSync(file)) {
  if (args.positionals[0]) {
    console.error(`${file} does not exist.\n${usage}`);
    process.exit(2);
  }
  console.log(`Generating ${file} ...`);
  execFileSync(process.execPath, ['--import', 'tsx', 'tools/synthetic/generate.ts', '--out', GENERATED, '--models', 'm', '--cases', '200', '--seed', '1', '--long-context-kb', '100', '--quiet'],
    { cwd: root, stdio: 'inherit' });
}

const { ensureCodeServer, CODE_SERVER_VERSION } = await import('./code-server/install.mjs');
const { openVSCode } = await import('../test/e2e/harness.ts');
const { machine: loadLine, ms, timeOpen } = await import('./bench/openTiming.mjs');
const { machine, median, pad, pairedRatio } = await import('./bench/sideBySide.mjs');

ensureCodeServer();
if (!args.values['skip-package']) execFileSync('npm', ['run', 'package'], { stdio: ['ignore', 'ignore', 'inherit'], cwd: root });

const EXTENSION = 'calibration-lens.calibration-lens';
const SAMPLE = join(root, 'sample');
const PANEL_COMMAND = 'Calibration Lens: Open Calibration Summary';
// code-server asks before showing a file over 10 MB; desktop VS Code from 1024 MB (as bench-vscode-open.mjs).
const QUIET = { 'workbench.editorLargeFileConfirmation': 1024 };
const hosts = [
  { key: 'node', name: 'Node host', settings: QUIET },
  { key: 'web', name: 'web worker host', settings: { ...QUIET, 'remote.extensionKind': { [EXTENSION]: ['web'] } } },
];

/** The panel from the command palette: epoch ms from the click on the command to the table rendered; null when the build has no panel. */
async function timePanel(vscode) {
  const { page } = vscode;
  await page.keyboard.press('F1');
  await page.fill('.quick-input-widget .quick-input-box input', `>${PANEL_COMMAND}`);
  const row = page.locator('.quick-input-widget .quick-input-list .monaco-list-row')
    .filter({ has: page.locator('.label-name', { hasText: PANEL_COMMAND }) }).first();
  if (!(await row.waitFor({ timeout: 5_000 }).then(() => true, () => false))) {
    await page.keyboard.press('Escape');
    return null;
  }
  await page.evaluate(() => {
    window.__benchClick = null;
    document.addEventListener('mousedown', () => { window.__benchClick = performance.timeOrigin + performance.now(); }, { capture: true, once: true });
  });
  await row.click();
  const frame = await vscode.views.webviewFrame(EXTENSION, 60_000);
  await frame.waitForSelector('body[data-state="loaded"] table.summary', { timeout: 60_000 });
  const rendered = await frame.evaluate(() => {
    const marks = performance.getEntriesByName('calibration-summary:rendered');
    return marks.length ? performance.timeOrigin + marks[0].startTime : null;
  });
  const clicked = await page.evaluate(() => window.__benchClick);
  return rendered === null || clicked === null ? null : rendered - clicked;
}

/** Which extension host Calibration Lens runs in, as its own report and the Node host's log say. */
async function hostOf(vscode) {
  if (vscode.extensionHostLog.activation(EXTENSION)) return 'Node host';
  await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
  for (let i = 0; i < 50; i++) {
    const said = (await vscode.workbench.notifications()).find((m) => m.startsWith('Calibration Lens runs in the web worker extension host'));
    if (said) return 'web worker host';
    await new Promise((r) => setTimeout(r, 100));
  }
  return 'unknown';
}

const mbOf = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(`${file} (${mbOf(statSync(file).size)} MB) and the summary panel of ${SAMPLE}, in code-server ${CODE_SERVER_VERSION}: the Node host and the web worker host take turns, ${rounds} counted rounds after one that activates.`);
console.log(`Machine: ${machine()}`);

const sessions = [];
const figures = new Map(hosts.map((h) => [h.key, { text: [], label: [], panel: [] }]));
try {
  for (const host of hosts) {
    sessions.push({ host, vscode: await openVSCode({ name: `bench-web-${host.key}`, workspace: SAMPLE, settings: host.settings, viewport: { width: 1400, height: 900 } }) });
  }
  for (let round = 0; round <= rounds; round++) {
    // Who goes first changes every round, so that neither always meets a machine the other just warmed.
    const order = round % 2 ? [...sessions].reverse() : sessions;
    const line = [];
    for (const { host, vscode } of order) {
      const t = await timeOpen(vscode, file);
      if (round === 0) {
        const where = await hostOf(vscode);
        if (where !== host.name) throw new Error(`The ${host.name} session runs Calibration Lens in: ${where}.`);
      }
      await vscode.screenshot(`round-${round}-file`);
      await vscode.workbench.runCommand('View: Close All Editors');
      const text = t.text === null ? null : t.text - t.click;
      const label = t.label === null || t.text === null ? null : t.label - t.text;
      line.push(`${host.name}: text ${ms(text)} after the click, first label ${ms(label)} after the text`);
      if (round > 0) figures.get(host.key).text.push(text), figures.get(host.key).label.push(label);
    }
    for (const { host, vscode } of order) {
      const panel = await timePanel(vscode);
      if (panel !== null) await vscode.screenshot(`round-${round}-panel`);
      await vscode.workbench.runCommand('View: Close All Editors');
      line.push(`${host.name}: ${panel === null ? 'no summary panel in this build' : `panel table ${ms(panel)} after the click`}`);
      if (round > 0) figures.get(host.key).panel.push(panel);
    }
    console.log(`  round ${round}${round === 0 ? ' (activates, not counted)' : ''}: ${line.join('; ')}`);
  }
} finally {
  for (const { vscode } of sessions) await vscode.close();
}

const node = figures.get('node');
const web = figures.get('web');
const complete = (xs) => xs.length > 0 && xs.every((x) => x !== null);
const cell = (xs) => (complete(xs) ? `${Math.round(median(xs))} ms` : xs.some((x) => x !== null) ? 'some missing' : 'none');
const ratio = (a, b) => {
  if (!complete(a) || !complete(b)) return '-';
  const r = pairedRatio(a, b, (x) => x);
  return `${r.median.toFixed(2)}x (${r.min.toFixed(2)}-${r.max.toFixed(2)})`;
};
const rows = [
  [`text drawn after the click`, node.text, web.text],
  [`first label after the text is drawn`, node.label, web.label],
  [`summary panel: table after the click`, node.panel, web.panel],
];
console.log(`\nMedians of ${rounds} rounds:`);
console.log(`${pad('', 40)}${pad('Node host', 12, true)}${pad('web worker', 12, true)}${pad('web / Node (per-round min-max)', 34, true)}`);
for (const [what, a, b] of rows) console.log(`${pad(what, 40)}${pad(cell(a), 12, true)}${pad(cell(b), 12, true)}${pad(ratio(b, a), 34, true)}`);
console.log(`Machine at the end: ${loadLine()}`);
console.log(`Screenshots and logs: ${join(root, 'test-artifacts', 'e2e')}/bench-web-{node,web}`);
process.exit(complete(node.label) && complete(web.label) ? 0 : 1);
