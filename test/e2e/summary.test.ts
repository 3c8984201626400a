// The summary panel in a real VS Code: opened from the command palette on the 2025-12-16 release (the workspace), its
// table read from the webview frame equals `calibration-lens gar --json` on the same folder; a case opens
// in the editor; the table goes to the clipboard; the panel comes back after a reload, and so does the
// case view opened from it. At 1280 px no column is cut, and the score files' warnings are listed.
import { accOnCasesText, scoredText } from '../../src/core/metrics/population';
import type { GroupSummary } from '../../src/core/metrics/types';
import type { Outcome } from '../../src/core/model/model';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { basename, join, relative } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { interval, overallPercent, percent, signedPercent } from '../../src/core/export/numbers';
import { CLAUDE, RELEASE, resultPath, withoutSharedData, XLAM } from '../support/sharedData';
import { belowHeader, CASE_HEADER_LINES } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { openSummaryTable } from './panelReads';

const extensionId = 'calibration-lens.calibration-lens';
const CLASSES = ['tool_call', 'ask', 'refuse', 'confirm', 'other'] as const;

interface CliRun {
  model: string;
  warnings: (string | { code: string })[];
  overall_acc: number | null;
  categories: Record<string, {
    gold_action: string; n: number; gar: number; gar_ci95: [number, number]; acc?: number; gar_minus_acc?: number; emit_rates: Record<string, number>;
    n_scored?: number | null; outcomes?: Record<Outcome, number> | null; acc_on_cases?: number | null; bound_violation?: boolean;
  }>;
}

/** One body row of the summary table as the frame shows it: text and the exact value behind each cell. */
/** The fields of the core's population wording, from the command's JSON. */
function population(c: CliRun['categories'][string]): Pick<GroupSummary, 'n' | 'scoreCounts' | 'outcomes' | 'accOnCases'> {
  return {
    n: c.n,
    scoreCounts: c.n_scored === undefined ? null : { file: '', total: c.n_scored, failed: null, listed: 0, listedNotInResults: [] },
    outcomes: c.outcomes ?? null,
    accOnCases: c.acc_on_cases ?? null,
  };
}

interface ShownRow {
  run: string;
  category: string;
  text: Record<string, string>;
  value: Record<string, number | null>;
}

const COLUMNS = ['gold', 'n', 'gar', 'emit-tool_call', 'acc', 'garMinusAcc', 'emit-ask', 'emit-refuse', 'emit-confirm', 'emit-other'];

async function shownTable(frame: Frame): Promise<{ runs: string[]; overall: string[]; rows: ShownRow[] }> {
  return frame.evaluate((columns) => {
    const runs = [...document.querySelectorAll('tr.group-row .group-title')].map((e) => e.textContent ?? '');
    const overall = [...document.querySelectorAll('tr.group-row .group-detail:not(.warning-count)')].map((e) => e.textContent ?? '');
    const rows = [...document.querySelectorAll<HTMLElement>('table.summary:not(.compare) tbody tr:not(.group-row)')].map((tr) => {
      const text: Record<string, string> = {};
      const value: Record<string, number | null> = {};
      for (const c of columns) {
        const cell = tr.querySelector<HTMLElement>(`[data-column="${c}"]`);
        text[c] = (cell?.textContent ?? '').trim();
        value[c] = cell?.dataset.value === undefined ? null : Number(cell.dataset.value);
      }
      return { run: runs[Number(tr.dataset.run)] ?? '', category: tr.dataset.category ?? '', text, value };
    });
    return { runs, overall, rows };
  }, COLUMNS);
}

describe('the summary panel in code-server', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  let frame: Frame;
  let cli: { runs: CliRun[]; warnings: string[] };

  const cspReports: string[] = [];

  before(async () => {
    const cliPath = join(projectRoot, 'dist', 'cli.js');
    cli = JSON.parse(execFileSync(process.execPath, [cliPath, 'gar', '--results', RELEASE, '--json'], { encoding: 'utf8' }));
    // 1280 px wide: the narrowest window the panel's table must fit without cutting a column.
    vscode = await openVSCode({ name: 'summary', workspace: RELEASE, viewport: { width: 1280, height: 900 } });
    // Console messages of every frame, the webview's included: the CSP must block nothing of ours.
    vscode.page.on('console', (m) => /Content[- ]Security[- ]Policy/i.test(m.text()) && cspReports.push(m.text()));
  });
  after(async () => {
    await vscode?.close();
  });

  it('opens from the command palette on every run of the workspace (the release folder)', () =>
    vscode.step('open-summary', async () => {
      frame = await openSummaryTable(vscode);
      assert.equal(await vscode.workbench.activeTabTitle(), 'Calibration Summary (3 runs)');
    }));

  it('shows, for every run and category, the numbers of `calibration-lens gar --json` on the same folder', () =>
    vscode.step('numbers-equal-cli', async () => {
      const shown = await shownTable(frame);
      assert.deepEqual(shown.runs, cli.runs.map((r) => r.model));
      assert.deepEqual(shown.overall, cli.runs.map((r) => `overall Acc ${overallPercent(r.overall_acc)}`));
      const expected = cli.runs.flatMap((run) =>
        Object.entries(run.categories).map(([category, c]): ShownRow => ({
          run: run.model,
          category,
          text: {
            gold: c.gold_action,
            // Where the header counts other cases than these: "2 of 200 scored", and Acc over these beside Acc.
            n: String(c.n) + (scoredText(population(c)) ?? '').replace(/^n \d+/, ''),
            gar: percent(c.gar),
            'emit-tool_call': percent(c.emit_rates.tool_call!),
            acc: percent(c.acc ?? null) + (accOnCasesText(population(c)) ?? ''),
            garMinusAcc: (c.bound_violation ? '⚠ ' : '') + signedPercent(c.gar_minus_acc ?? null),
            ...Object.fromEntries(CLASSES.slice(1).map((k) => [`emit-${k}`, percent(c.emit_rates[k]!)])),
          },
          value: {
            gold: null,
            n: c.n,
            gar: c.gar,
            'emit-tool_call': c.emit_rates.tool_call!,
            acc: c.acc ?? null,
            garMinusAcc: c.gar_minus_acc ?? null,
            ...Object.fromEntries(CLASSES.slice(1).map((k) => [`emit-${k}`, c.emit_rates[k]!])),
          },
        })),
      );
      assert.equal(shown.rows.length, 6);
      assert.deepEqual(shown.rows, expected);
      // The interval as printed beside GAR.
      const intervals = await frame.$$eval('table.summary tbody tr:not(.group-row) .ci', (els) => els.map((e) => e.textContent));
      assert.deepEqual(intervals, cli.runs.flatMap((r) => Object.values(r.categories).map((c) => interval(c.gar_ci95))));
      assert.deepEqual(cspReports, []);
    }));

  it('cuts no column at 1280 px: every cell shows its whole text, and the last column is in the table\'s box', () =>
    vscode.step('no-clipped-column-1280', async () => {
      const fit = await frame.evaluate(() => {
        const view = document.querySelector<HTMLElement>('.table-view')!;
        const cells = [...document.querySelectorAll<HTMLElement>('table.summary:not(.compare) th, table.summary:not(.compare) td')];
        const clipped = cells.filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => `${c.dataset.column ?? c.tagName}: ${c.textContent?.trim()}`);
        // Scrolled to its end, the table's box shows its last column whole.
        view.scrollTo({ left: view.scrollWidth });
        const headers = [...document.querySelectorAll<HTMLElement>('table.summary:not(.compare) thead th')];
        const last = headers[headers.length - 1]!.getBoundingClientRect().right;
        const box = Math.min(view.getBoundingClientRect().right, window.innerWidth);
        view.scrollTo({ left: 0 });
        return { clipped, lastRight: Math.round(last), boxRight: Math.round(box), pageScroll: document.documentElement.scrollWidth - document.documentElement.clientWidth, columns: headers.length };
      });
      assert.equal(fit.columns, 16);
      assert.deepEqual(fit.clipped, []);
      assert.ok(fit.lastRight <= fit.boxRight, `the last column ends at ${fit.lastRight} px, beyond the table's box at ${fit.boxRight} px`);
      assert.equal(fit.pageScroll, 0);
    }));

  it('lists the score-mismatch warnings of the excerpts below the table, as the command line prints them', () =>
    vscode.step('score-mismatch-warnings', async () => {
      const shown = await frame.$$eval('#warnings ul.warnings li', (items) => items.map((li) => li.textContent ?? ''));
      // The readers' sentences; run-health findings (objects in `gar --json`) are not listed here yet (issue 35).
      const expected = [...cli.warnings, ...cli.runs.flatMap((r) => r.warnings.filter((w) => typeof w === 'string').map((w) => `${r.model}: ${w}`))];
      // The one sentence of its own: the panel's discovery (the tree's and the Review view's) names the
      // release folder where the command line names the models it skipped.
      assert.equal(expected[0], 'Score files without result files were skipped: gpt-5-mini-2025-08-07-FC.');
      assert.match(shown[0] ?? '', /\/2025-12-16 holds score files but no result files \(gpt-5-mini-2025-08-07-FC\), so nothing of them is shown: GAR needs the model's emissions\.$/);
      assert.deepEqual(shown.slice(1), expected.slice(1));
      assert.ok(
        shown.includes(
          `${XLAM}: miss_param: BFCL_v4_multi_turn_miss_param_score.json counts 70 failed of 200 in its header but lists 1: ` +
            'the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
        ),
      );
      assert.equal(await frame.$eval('#warnings vscode-collapsible', (c) => c.getAttribute('heading')), `Warnings (${expected.length})`);
    }));

  it('opens a case of xLAM miss_param in the editor at its line', () =>
    vscode.step('open-case', async () => {
      // The excerpts have no bound violation (no case is known to pass): open the case from n.
      await frame.click(`tbody[aria-label="${XLAM}"] tr[data-category="miss_param"] td[data-column="n"] button`);
      await frame.click('#case-list button.case-link >> text=multi_turn_miss_param_1');
      // The result file opens at the case's line with the case view in front of it, in one group.
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t?.startsWith('multi_turn_miss_param_1') ?? false, {
        what: 'the case view of multi_turn_miss_param_1', timeoutMs: 20_000,
      });
      await vscode.workbench.clickTab(basename(resultPath(XLAM, 'miss_param')));
      await eventually(() => vscode.workbench.activeEditorPath(), (p) => p !== null && resultPath(XLAM, 'miss_param').endsWith(p), {
        what: 'the xLAM miss_param result file behind it',
      });
      const cursor = await eventually(() => vscode.workbench.statusBarItem('status.editor.selection'), (c) => c !== null, { what: 'the cursor position' });
      assert.equal(cursor, 'Ln 2, Col 1');
    }));

  it('copies the table as Markdown, stamped with versions and the sha256 of each input', () =>
    vscode.step('copy-markdown', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Copy Summary as Markdown');
      await eventually(() => vscode.workbench.notifications(), (n) => n.includes('Copied the summary table to the clipboard as Markdown.'), {
        what: 'the copy to be confirmed',
      });
      const text = await vscode.page.evaluate(() => navigator.clipboard.readText());
      const lines = text.split('\n');
      assert.match(lines[2]!, /^Exported by Calibration Lens 0\.1\.0 at \d{4}-\d\d-\d\dT[\d:.]+Z; classifier rules ref-5c9ec3df\.$/);
      // Acc 65.0 is over the header's 200 cases, GAR over 2: no bound violation is marked.
      // Its footnote says so: a row marked in the panel keeps its mark in the export.
      assert.ok(lines.includes('| Salesforce\\_Llama-xLAM-2-8b-fc-r | miss\\_param[^4] | ASK | 2 | 0.0 | 0.0–65.8 | 65.0 | -65.0 | 100.0 | 0.0 | 0.0 | 0.0 | 100.0 | 0 |'), lines.join('\n'));
      assert.ok(lines.includes('[^4]: n 2 of 200 scored, Acc on these 2: unknown \\(2 of 2 outcomes unknown\\)'), lines.join('\n'));
      // xLAM's miss_func row: its population note, shared with Claude's base row, and the run-health finding.
      assert.ok(lines.includes('| Salesforce\\_Llama-xLAM-2-8b-fc-r | miss\\_func[^2][^3] | REFUSE | 2 | 50.0 | 9.5–90.5 | 72.0 | -22.0 | 100.0 | 0.0 | 50.0 | 0.0 | 100.0 | 0 |'), lines.join('\n'));
      assert.ok(lines.some((l) => l.startsWith('[^3]: \\[tool-not-offered\\] Calls to a function the case does not offer at that turn \\(miss\\_func 1 call in 1 of 2 cases\\)')), lines.join('\n'));
      const sums = execFileSync('sha256sum', [resultPath(XLAM, 'miss_param')], { encoding: 'utf8' }).split(' ')[0];
      // Paths are written relative to the workspace (the release folder).
      assert.ok(lines.includes(`| \`${relative(RELEASE, resultPath(XLAM, 'miss_param'))}\` | ${sums} |`), lines.join('\n'));
    }));

  it('compares two of its runs picked in quick picks', () =>
    vscode.step('compare-runs', async () => {
      await vscode.workbench.runCommand('Calibration Lens: Compare Two Runs…');
      await vscode.workbench.answerQuickInput(XLAM);
      await vscode.workbench.answerQuickInput(CLAUDE);
      await frame.waitForSelector('table.compare tr[data-category="base"]', { timeout: 15_000 });
      const row = await frame.$$eval('table.compare tr[data-category="base"] > *', (cells) => cells.map((c) => c.textContent));
      // Claude failed multi_turn_base_0, but whether xLAM passed it is unknown (its score excerpt lists 2
      // of the 48 failures it counts): no pass → fail. Claude's multi_turn_base_1 is not in xLAM's excerpt.
      // Each side's Acc is over its score header's 200 cases, not the cases compared: the change carries a note.
      assert.deepEqual(row, [
        'base', 'TOOL_CALL', '100.0 → 100.0', '+0.0', '76.0 → 63.5 †', '-12.5', '0', '0', '0', '0', '1 / 2', '0', '1',
        'baseline: n 1 of 200 scored, Acc on this case: unknown (1 of 1 outcome unknown); probe: n 2 of 200 scored, Acc on these 2: unknown (1 of 2 outcomes unknown)',
      ]);
    }));

  it('comes back after a window reload with the same runs', () =>
    vscode.step('restored-after-reload', async () => {
      // As a user reloads: the command lets the workbench save the open panels first (a bare page
      // reload may leave before the panel's state is stored, and then nothing comes back).
      await vscode.workbench.runCommand('Developer: Reload Window');
      await vscode.page.waitForEvent('load', { timeout: 60_000 });
      await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
      frame = await vscode.views.webviewFrame(extensionId, 60_000);
      await frame.waitForSelector('body[data-state="loaded"] vscode-tab-header[data-tab="table"]', { timeout: 30_000 });
      // The tab it shows depends on how recently the workbench stored the panel's state; the runs do not.
      await frame.click('vscode-tab-header[data-tab="table"]');
      await frame.waitForSelector('table.summary tr.group-row', { timeout: 10_000 });
      const shown = await shownTable(frame);
      assert.deepEqual(shown.runs, cli.runs.map((r) => r.model));
      assert.equal(shown.rows.length, 6);
      // The case view opened from the panel is back too, in the group beside the panel, and no group is left empty.
      const groups = await eventually(
        () => vscode.page.$$eval('.part.editor .editor-group-container', (els) => els.map((g) => [...g.querySelectorAll('.tabs-container .tab .label-name')].map((t) => t.textContent ?? ''))),
        (gs) => gs.some((tabs) => tabs.some((t) => t.startsWith('multi_turn_miss_param_1'))),
        { what: 'the case view restored after the reload', timeoutMs: 30_000 },
      );
      assert.deepEqual(groups.map((tabs) => tabs.length > 0), groups.map(() => true), `an empty editor group is left: ${JSON.stringify(groups)}`);
      assert.equal(groups.length, 2);
      // Its group is not the active one after the reload: click its tab where it is.
      await vscode.page.locator('.part.editor .tab[aria-label^="multi_turn_miss_param_1"]').first().click();
      const text = await eventually(() => vscode.editor.text(), (t) => belowHeader(t).startsWith('multi_turn_miss_param_1'), { what: 'the restored case view\'s text', timeoutMs: 20_000 });
      assert.equal(text.split('\n')[CASE_HEADER_LINES], 'multi_turn_miss_param_1 · miss_param · gold action ASK');
    }));

  it("opens from the Explorer's context menu on the result/ folder, for every run in it", () =>
    vscode.step('open-from-explorer', async () => {
      const row = vscode.page.locator('.explorer-folders-view .monaco-list-row .label-name', { hasText: /^result$/ }).first();
      await row.click({ button: 'right' });
      // Choose the entry with the keyboard: a click can land while the menu is still settling.
      await vscode.page.locator('.monaco-menu .action-label', { hasText: 'Open Calibration Summary' }).hover();
      await vscode.page.keyboard.press('Enter');
      // A second panel opens beside the first: find the frame that shows the result folder.
      const folder = join(RELEASE, 'result');
      const found = await eventually(
        async () => {
          for (const candidate of vscode.page.frames()) {
            const sources = await candidate.textContent('body[data-state="loaded"] .sources', { timeout: 200 }).catch(() => null);
            if (sources === folder) return candidate;
          }
          return null;
        },
        (f) => f !== null,
        { what: `a summary panel showing ${folder}`, timeoutMs: 30_000 },
      );
      frame = found!;
      assert.deepEqual((await shownTable(frame)).runs, cli.runs.map((r) => r.model));
    }));
});
