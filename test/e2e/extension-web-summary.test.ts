// The Calibration Summary panel of the web build, in code-server's web worker extension host (the user
// setting remote.extensionKind moves the extension there; the extension says where it runs). On the
// sample (the workspace, read through vscode.workspace.fs): the table read from the panel's frame, as
// a user sees it, equals `calibration-lens gar --json` on the sample; a number drills down to its cases
// and a case's result file opens at its line (with the case view where the build has one); the `text:`
// filter searches the emissions in the files; the table goes to the clipboard stamped with each input's
// sha256, and to a CSV file with its sidecar of hashes; the two runs are compared; the confirmation tab reads the judgments file the setting names;
// the Panel tab groups the runs by the families file the setting names, and again when it changes on
// disk; the panel comes back after a window reload.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { interval, overallPercent, percent, signedPercent } from '../../src/core/export/numbers';
import { JUDGMENTS, SHARED_TAU2, TAB3_LINES, withoutTau2Data } from '../support/tau2Data';
import { tempDir } from '../support/tempDir';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { casesFilteredBy, openSummaryTable, SAMPLE_CASES_CALLING_TWITTER } from './panelReads';

const extensionId = 'calibration-lens.calibration-lens';
const SAMPLE = join(projectRoot, 'sample');
const WEB_HOST = { 'remote.extensionKind': { [extensionId]: ['web'] } };
const CLASSES = ['tool_call', 'ask', 'refuse', 'confirm', 'other'] as const;
const COLUMNS = ['gold', 'n', 'gar', 'acc', 'garMinusAcc', ...CLASSES.map((k) => `emit-${k}`)];

interface CliRun {
  model: string;
  overall_acc: number | null;
  categories: Record<string, { gold_action: string; n: number; gar: number; gar_ci95: [number, number]; acc?: number; gar_minus_acc?: number; bound_violation?: boolean; emit_rates: Record<string, number> }>;
}

/** Each body row of the table: its run, category, and each column's text and exact value. */
async function shownTable(frame: Frame) {
  return frame.evaluate((columns) => {
    const runs = [...document.querySelectorAll('tr.group-row .group-title')].map((e) => e.textContent ?? '');
    const overall = [...document.querySelectorAll('tr.group-row .group-detail:not(.warning-count)')].map((e) => e.textContent ?? '');
    const rows = [...document.querySelectorAll<HTMLElement>('table.summary:not(.compare) tbody tr[data-category]')].map((tr) => {
      const cells: Record<string, [string, number | null]> = {};
      for (const c of columns) {
        const cell = tr.querySelector<HTMLElement>(`[data-column="${c}"]`);
        cells[c] = [(cell?.textContent ?? '').trim(), cell?.dataset.value === undefined ? null : Number(cell.dataset.value)];
      }
      return { run: runs[Number(tr.dataset.run)] ?? '', category: tr.dataset.category ?? '', cells };
    });
    const intervals = [...document.querySelectorAll('table.summary:not(.compare) tbody tr[data-category] .ci')].map((e) => e.textContent ?? '');
    return { runs, overall, rows, intervals };
  }, COLUMNS);
}

describe('the summary panel in the web worker extension host', () => {
  let vscode: VSCodeSession;
  let frame: Frame;
  let cli: { runs: CliRun[] };
  const families = join(tempDir('cl-web-families-'), 'families.json');

  before(async () => {
    cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'gar', '--results', SAMPLE, '--json'], { encoding: 'utf8' }));
    writeFileSync(families, JSON.stringify({ families: { 'demo-*': 'demo (file)' } }));
    const settings = { ...WEB_HOST, 'calibrationLens.familiesFile': families, ...(withoutTau2Data ? {} : { 'calibrationLens.tau2JudgmentsFile': JUDGMENTS }) };
    vscode = await openVSCode({ name: 'extension-web-summary', workspace: SAMPLE, viewport: { width: 1280, height: 900 }, settings });
  });
  after(async () => {
    await vscode?.close();
  });

  it('opens from the command palette on both runs of the workspace, with the numbers of `gar --json`', () =>
    vscode.step('web-summary-numbers', async () => {
      frame = await openSummaryTable(vscode);
      assert.equal(await vscode.workbench.activeTabTitle(), 'Calibration Summary (2 runs)');
      const shown = await shownTable(frame);
      assert.deepEqual(shown.runs, ['demo-baseline', 'demo-probe']);
      assert.deepEqual(shown.runs, cli.runs.map((r) => r.model));
      assert.deepEqual(shown.overall, cli.runs.map((r) => `overall Acc ${overallPercent(r.overall_acc)}`));
      const expected = cli.runs.flatMap((run) => Object.entries(run.categories).map(([category, c]) => ({
        run: run.model,
        category,
        cells: {
          gold: [c.gold_action, null],
          n: [String(c.n), c.n],
          gar: [percent(c.gar), c.gar],
          acc: [percent(c.acc ?? null), c.acc ?? null],
          garMinusAcc: [(c.bound_violation ? '⚠ ' : '') + signedPercent(c.gar_minus_acc ?? null), c.gar_minus_acc ?? null],
          ...Object.fromEntries(CLASSES.map((k) => [`emit-${k}`, [percent(c.emit_rates[k]!), c.emit_rates[k]!]])),
        },
      })));
      assert.equal(shown.rows.length, 8);
      assert.deepEqual(shown.rows, expected);
      assert.deepEqual(shown.intervals, cli.runs.flatMap((r) => Object.values(r.categories).map((c) => interval(c.gar_ci95))));
      // The sample's numbers, as the demo shows them.
      const missParam = shown.rows.find((r) => r.run === 'demo-baseline' && r.category === 'miss_param')!;
      assert.deepEqual([missParam.cells.gar, missParam.cells.acc, missParam.cells.n], [['25.0', 25], ['41.7', 41.66666666666667], ['12', 12]]);
      // The read's progress notification closes once the runs are read.
      await eventually(() => vscode.workbench.notifications(), (n) => !n.some((m) => m.startsWith('Calibration Summary: reading')), { what: 'the progress notification to close', timeoutMs: 20_000 });
    }));

  it('runs in the web worker extension host (the panel above was drawn by it)', () =>
    vscode.step('web-summary-host', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Show Where the Extension Runs');
      const shown = await eventually(() => vscode.workbench.notifications(), (n) => n.some((m) => m.startsWith('Calibration Lens runs in')), { what: 'the host report', timeoutMs: 30_000 });
      assert.ok(shown.some((m) => m.startsWith('Calibration Lens runs in the web worker extension host:')), shown.join('\n'));
    }));

  it('finds with text: the cases whose model called a tool, searched in the files', () =>
    vscode.step('web-summary-text-filter', async () => {
      // As in the Node host's demo test.
      assert.deepEqual(await casesFilteredBy(frame, 'text:authenticate_twitter', SAMPLE_CASES_CALLING_TWITTER.length), SAMPLE_CASES_CALLING_TWITTER);
      await frame.fill('#case-filter-input', '');
      await frame.press('#case-filter-input', 'Enter');
    }));

  it('copies the table as Markdown with the sha256 of each input', () =>
    vscode.step('web-summary-copy', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Copy Summary as Markdown');
      await eventually(() => vscode.workbench.notifications(), (n) => n.includes('Copied the summary table to the clipboard as Markdown.'), { what: 'the copy to be confirmed', timeoutMs: 20_000 });
      const lines = (await vscode.page.evaluate(() => navigator.clipboard.readText())).split('\n');
      assert.match(lines[2]!, /^Exported by Calibration Lens \d+\.\d+\.\d+ at \d{4}-\d\d-\d\dT[\d:.]+Z; classifier rules ref-[0-9a-f]{8}\.$/);
      // miss_param carries the footnote of the baseline's tool-not-offered finding, written under the table.
      assert.ok(lines.includes('| demo-baseline | miss\\_param[^1] | ASK | 12 | 25.0 | 8.9–53.2 | 41.7 | **-16.7** ⚠ Acc > GAR | 83.3 | 25.0 | 8.3 | 58.3 | 75.0 | 4 |'), lines.join('\n'));
      assert.ok(lines.some((l) => l.startsWith('[^1]: \\[tool-not-offered\\] Calls to a function the case does not offer at that turn')), lines.join('\n'));
      const file = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_param_result.json');
      const sum = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0];
      assert.ok(lines.includes(`| \`${relative(SAMPLE, file)}\` | ${sum} |`), lines.join('\n'));
    }));

  it('exports the table as CSV to a file picked in the dialog, with the sidecar of input hashes beside it', () =>
    vscode.step('web-summary-export-csv', async () => {
      const target = join(tempDir('web-summary-export-'), 'numbers.csv');
      await vscode.workbench.runCommand('Calibration Lens: Export Summary as CSV…');
      // code-server's own save dialog (its title is the extension's): the path typed into its box, and
      // accepted only once the box holds it (never the default path, which is in the sample).
      const dialog = vscode.page.locator('.quick-input-widget', { has: vscode.page.locator('.quick-input-title', { hasText: 'Export the summary table as CSV' }) });
      await dialog.waitFor({ state: 'visible', timeout: 20_000 });
      const box = dialog.locator('.quick-input-box input');
      // The dialog is ready once it shows its default path (typed before, the path would be replaced by it).
      await eventually(() => box.inputValue(), (v) => v.endsWith('/calibration-summary.csv'), { what: "the dialog's default path" });
      await box.fill(target);
      await eventually(() => box.inputValue(), (v) => v === target, { what: 'the path in the dialog' });
      await box.press('Enter');
      // Enter is let pass while the dialog still lists the folder typed: then OK, while the box holds the path.
      const ok = dialog.locator('.monaco-button', { hasText: /^OK$/ });
      await eventually(async () => {
        if ((await dialog.isVisible()) && (await box.inputValue().catch(() => '')) === target) await ok.click({ timeout: 1_000 }).catch(() => undefined);
        return vscode.workbench.notifications();
      }, (n) => n.some((m) => m.startsWith(`Exported the summary table to ${target}`)), { what: 'the export to be confirmed', timeoutMs: 20_000 });
      const csv = readFileSync(target, 'utf8').split(/\r?\n/);
      // Numbers unrounded: 3 of 12 gold hits, GAR 25.
      assert.equal(csv.filter((l) => l.startsWith('demo-baseline,') && l.includes(',miss_param,ask,12,3,25,')).length, 1, csv.join('\n'));
      assert.equal(csv.filter((l) => l !== '').length, 9);
      const sidecar = JSON.parse(readFileSync(join(dirname(target), 'numbers.sources.json'), 'utf8')) as { inputs: { path: string; sha256: string }[] };
      const file = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_param_result.json');
      const sum = execFileSync('sha256sum', [file], { encoding: 'utf8' }).split(' ')[0];
      assert.equal(sidecar.inputs.length, 16);
      assert.deepEqual(sidecar.inputs.find((i) => file.endsWith(i.path))?.sha256, sum);
      // Nothing was written into the sample (the dialog's default folder).
      assert.deepEqual(readdirSync(SAMPLE).filter((n) => n.startsWith('calibration-')), []);
    }));

  it('compares its two runs', () =>
    vscode.step('web-summary-compare', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Compare Two Runs…');
      await frame.waitForSelector('table.compare tr[data-category="miss_param"]', { timeout: 15_000 });
      const row = await frame.$$eval('table.compare tr[data-category="miss_param"] > *', (cells) => cells.map((c) => c.textContent));
      const [baseline, probe] = cli.runs.map((r) => r.categories.miss_param!);
      // Both runs' miss_param call functions their cases do not offer yet (gar's tool-not-offered
      // warning): the Acc change carries the mark, and the note says whose finding each is.
      assert.deepEqual(row.slice(0, 6), [
        'miss_param', 'ASK', `${percent(baseline!.gar)} → ${percent(probe!.gar)}`, signedPercent(probe!.gar - baseline!.gar),
        `${percent(baseline!.acc!)} → ${percent(probe!.acc!)} †`, signedPercent(probe!.acc! - baseline!.acc!),
      ]);
      assert.match(row.at(-1)!, /^baseline: \[tool-not-offered\] Calls to a function the case does not offer at that turn \(.*miss_param 12 calls in 3 of 12 cases\)/);
      assert.match(row.at(-1)!, /; probe: \[tool-not-offered\] Calls to a function the case does not offer at that turn \(.*miss_param 2 calls in 1 of 12 cases\)/);
    }));

  it('groups the Panel tab by the families file the setting names, and again when the file changes on disk', () =>
    vscode.step('web-summary-families', async () => {
      await frame.click('vscode-tab-header[data-tab="panel"]');
      await frame.waitForSelector('#panel-view[data-state="loaded"] table');
      const shownFamilies = () => frame.$$eval('#panel-view tbody [data-column="family"]', (cells) => cells.map((c) => c.textContent)).catch(() => []);
      assert.deepEqual(await shownFamilies(), ['demo (file)', 'demo (file)']);
      writeFileSync(families, JSON.stringify({ families: { 'demo-base*': 'baseline family' } }));
      // demo-probe matches no pattern now: its family comes from its model name again.
      const regrouped = await eventually(shownFamilies, (f) => f[0] === 'baseline family', { what: 'the families of the edited file', timeoutMs: 30_000 });
      assert.deepEqual(regrouped, ['baseline family', 'demo-probe']);
    }));

  it("shows the paper's Tab. 3 from the judgments file the setting names", { skip: withoutTau2Data }, () =>
    vscode.step('web-summary-confirm', async () => {
      await frame.click('vscode-tab-header[data-tab="confirm"]');
      await frame.waitForSelector('#confirm-view[data-state="loaded"] table.confirm-table', { timeout: 20_000 });
      const tab3 = await frame.$$eval('table.confirm-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent ?? '')));
      // Each row as `calibration-lens confirm` prints it: GAR, Acc, Δ and n per domain (the table adds the writes without a verdict).
      const printed = TAB3_LINES.slice(1).map((l) => l.trim().split(/\s{2,}|\s(?=[-+\d])/).filter(Boolean));
      assert.deepEqual(tab3.map((r) => [r[0], ...r.slice(1, 5), ...r.slice(6, 10)].join(' ')), printed.map((p) => p.join(' ')).slice(0, tab3.length));
      assert.equal(tab3.length, printed.length);
      await frame.click('vscode-tab-header[data-tab="table"]');
    }));

  it('drills down from n to the cases, and opens a case at its line in the result file', () =>
    vscode.step('web-summary-drill-down', async () => {
      await frame.click('vscode-tab-header[data-tab="table"]');
      await frame.click('tbody[aria-label="demo-baseline"] tr[data-category="miss_param"] td[data-column="n"] button');
      await frame.waitForSelector('#case-list button.case-link >> text=multi_turn_miss_param_3', { timeout: 10_000 });
      const ids = await frame.$$eval('#case-list tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.id));
      assert.equal(ids.length, 12);
      await frame.click('#case-list button.case-link >> text=multi_turn_miss_param_3');
      const file = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_param_result.json');
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p !== null && file.endsWith(p), { what: 'the miss_param result file', timeoutMs: 20_000 });
      const cursor = await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (c) => c !== null, { what: 'the cursor position' });
      assert.equal(cursor, 'Ln 4, Col 1');
      // The case and its file open in a group beside the panel, as in the Node host: the panel stays in sight.
      const groups = await eventually(
        () => vscode.page.$$eval('.part.editor .editor-group-container', (els) => els.map((g) => [...g.querySelectorAll('.tabs-container .tab .label-name')].map((t) => t.textContent ?? ''))),
        (gs) => gs.some((tabs) => tabs.some((t) => t.startsWith('multi_turn_miss_param_3'))),
        { what: 'the case view of multi_turn_miss_param_3', timeoutMs: 30_000 },
      );
      const panelGroup = groups.find((tabs) => tabs.includes('Calibration Summary (2 runs)'));
      assert.ok(panelGroup && !panelGroup.some((t) => t.startsWith('multi_turn_miss_param_3')), JSON.stringify(groups));
    }));

  it('comes back after a window reload with the same runs', () =>
    vscode.step('web-summary-reload', async () => {
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      frame = await vscode.views.webviewFrame(extensionId, 60_000);
      await frame.waitForSelector('body[data-state="loaded"] vscode-tab-header[data-tab="table"]', { timeout: 30_000 });
      await frame.click('vscode-tab-header[data-tab="table"]');
      await frame.waitForSelector('table.summary tr.group-row', { timeout: 10_000 });
      const shown = await shownTable(frame);
      assert.deepEqual(shown.runs, ['demo-baseline', 'demo-probe']);
      assert.equal(shown.rows.length, 8);
    }));
});

describe('a tau2 run in the web worker extension host', { skip: withoutTau2Data }, () => {
  const WHISSLE_FOLDER = join(SHARED_TAU2, 'results/whissle');
  let vscode: VSCodeSession;
  type CliNumbers = { n: number; gar: number | null; gar_ci95: [number, number]; acc: number | null };
  let cli: { runs: { model: string; classes: Record<'tool_call' | 'ask' | 'refuse', CliNumbers>; ask_subsets: Record<string, CliNumbers> }[] };

  before(async () => {
    cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'gar', '--results', WHISSLE_FOLDER, '--json'], { encoding: 'utf8' }));
    vscode = await openVSCode({ name: 'extension-web-summary-tau2', workspace: WHISSLE_FOLDER, viewport: { width: 1280, height: 900 }, settings: WEB_HOST });
  });
  after(async () => {
    await vscode?.close();
  });

  it('shows the whissle airline run (found by its content) with the numbers of `gar --json`', () =>
    vscode.step('web-summary-tau2', async () => {
      const frame = await openSummaryTable(vscode, 60_000);
      const shown = await shownTable(frame);
      assert.deepEqual(shown.runs, ['whissle']);
      // Each row's numbers from the command's JSON: a class's, or (ASK) each audit subset's and all trials'.
      const run = cli.runs[0]!;
      const source = (gold: string): CliNumbers | undefined => {
        const subset = /^ASK · (\w+)$/.exec(gold)?.[1];
        if (subset) return run.ask_subsets[subset];
        return { 'TOOL_CALL': run.classes.tool_call, 'ASK': run.classes.ask, 'REFUSE': run.classes.refuse }[gold];
      };
      const golds = shown.rows.map((r) => r.cells.gold![0]);
      // As the Node panel orders them (test/webview/tau2Runs.test.ts): the classes (ASK: all trials), then each ASK subset.
      assert.deepEqual(golds, ['TOOL_CALL', 'ASK', 'REFUSE', 'ASK · all', 'ASK · paper', 'ASK · valid']);
      assert.deepEqual(shown.rows.map((r) => [r.cells.n, r.cells.gar, r.cells.acc]), golds.map((g) => {
        const c = source(g)!;
        return [[String(c.n), c.n], [percent(c.gar), c.gar], [percent(c.acc), c.acc]];
      }));
      assert.deepEqual(shown.intervals, golds.map((g) => interval(source(g)!.gar_ci95)));
      // The run's numbers as `gar` prints them: TOOL_CALL 27.9 of 43, ASK 100.0 of 13 (8 of the paper's subset), REFUSE 71.4 of 7.
      assert.deepEqual(shown.rows.map((r) => `${r.cells.n![0]} ${r.cells.gar![0]} ${r.cells.acc![0]}`), ['43 27.9 53.5', '13 100.0 38.5', '7 71.4 71.4', '13 100.0 38.5', '8 100.0 37.5', '6 100.0 50.0']);
    }));
});
