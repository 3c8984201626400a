// The panel on the real BFCL excerpts in ../shared/data/bfcl/2025-12-16, read through the core exactly
// as the extension reads them: the cells show the numbers the `gar` command prints for the same folder.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { CLAUDE, GPT41, RELEASE, XLAM, resultPath, withoutSharedData } from '../support/sharedData';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
let panel: SummaryPage;

describe('summary panel on the real BFCL excerpts', { skip: withoutSharedData }, () => {
  before(async () => {
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
    const loaded = await loadSummaries([RELEASE]);
    await panel.post({ type: 'runs', folders: loaded.folders, runs: loaded.runs, warnings: loaded.warnings });
  });
  after(async () => {
    await browser?.close();
  });

  it('shows every run and category with the reference numbers', async () => {
    const rows = await panel.page.$$eval('table.summary tbody tr:not(.group-row)', (trs) =>
      trs.map((tr) =>
        ['category', 'gold', 'n', 'gar', 'emit-tool_call', 'acc', 'garMinusAcc', 'goldMiss', 'failed', 'violations']
          .map((c) => tr.querySelector(`[data-column="${c}"]`))
          .map((cell) => cell?.textContent ?? ''),
      ),
    );
    // Runs in the reference's order (Python's sorted: upper case first).
    assert.deepEqual(await panel.page.$$eval('tr.group-row .group-title', (t) => t.map((e) => e.textContent)), [XLAM, CLAUDE, GPT41]);
    // Each excerpt holds 1 or 2 of the 200 cases its score header counts, and lists only the first
    // failures: Acc is over other cases than GAR, so no Acc > GAR is a bound violation, and a case the
    // score file does not list is unknown, never a pass (so never a violating case).
    assert.deepEqual(rows, [
      ['base', 'TOOL_CALL', '1 of 200 scored', '100.0', '100.0', '76.0Acc on this case: unknown (1 of 1 outcome unknown)', '+24.0', '0', '0', '0'],
      ['miss_func△', 'REFUSE', '2 of 200 scored', '50.0', '100.0', '72.0Acc on these 2: unknown (1 of 2 outcomes unknown)', '-22.0', '1', '1', '0'],
      ['miss_param', 'ASK', '2 of 200 scored', '0.0', '100.0', '65.0Acc on these 2: unknown (2 of 2 outcomes unknown)', '-65.0', '2', '0', '0'],
      ['base', 'TOOL_CALL', '2 of 200 scored', '100.0', '100.0', '63.5Acc on these 2: unknown (1 of 2 outcomes unknown)', '+36.5', '0', '1', '0'],
      ['miss_func', 'REFUSE', '1 of 200 scored', '0.0', '100.0', '42.5Acc on this case: 0.0', '-42.5', '1', '1', '0'],
      ['base', 'TOOL_CALL', '1 of 200 scored', '100.0', '100.0', '10.5Acc on this case: unknown (1 of 1 outcome unknown)', '+89.5', '0', '0', '0'],
    ]);
    assert.equal(await panel.page.$$eval('.violation-mark', (marks) => marks.length), 0);
    // xLAM calls mv at turn 2, step 3 of multi_turn_miss_func_1, whose test data holds mv out until turn 3:
    // the row's one run-health mark, its sentence on hover.
    assert.deepEqual(
      await panel.page.$$eval('.health-mark', (marks) => marks.map((m) => [(m as HTMLElement).closest('tr')?.dataset.category, (m as HTMLElement).dataset.codes, m.getAttribute('title')])),
      [['miss_func', 'tool-not-offered', '[tool-not-offered] Calls to a function the case does not offer at that turn (miss_func 1 call in 1 of 2 cases): a held-out function before it is added back, an excluded one, or one no involved class has. BFCL may still run them; each is marked on its emission.']],
    );
    assert.equal(await panel.page.textContent(`tbody[aria-label="${XLAM}"] tr[data-category="miss_func"] .ci`), '9.5–90.5');
  });

  it('carries exactly the numbers of `calibration-lens gar --json` on the same folder', async () => {
    const cli = JSON.parse(execFileSync(process.execPath, [join('dist', 'cli.js'), 'gar', '--results', RELEASE, '--json'], { encoding: 'utf8' })) as {
      runs: { model: string; overall_acc: number | null; categories: Record<string, { n: number; gar: number; acc?: number; gar_minus_acc?: number; emit_rates: Record<string, number> }> }[];
    };
    // Page functions must not declare named functions: tsx would wrap them in a helper the page lacks.
    const columns = ['n', 'gar', 'acc', 'garMinusAcc', 'emit-tool_call', 'emit-ask', 'emit-refuse', 'emit-confirm', 'emit-other'];
    const cells = await panel.page.$$eval(
      'table.summary tbody tr:not(.group-row)',
      (trs, names) =>
        trs.map((tr) => ({
          run: Number((tr as HTMLElement).dataset.run),
          category: (tr as HTMLElement).dataset.category!,
          values: names.map((c) => tr.querySelector<HTMLElement>(`[data-column="${c}"]`)?.dataset.value ?? null),
        })),
      columns,
    );
    const shown = cells.map(({ run, category, values }) => {
      const [n, gar, acc, garMinusAcc, ...emit] = values.map((v) => (v === null ? null : Number(v)));
      return { run, category, n, gar, acc, garMinusAcc, emit };
    });
    const expected = cli.runs.flatMap((run, index) =>
      Object.entries(run.categories).map(([category, c]) => ({
        run: index, category, n: c.n, gar: c.gar, acc: c.acc ?? null, garMinusAcc: c.gar_minus_acc ?? null,
        emit: ['tool_call', 'ask', 'refuse', 'confirm', 'other'].map((k) => c.emit_rates[k] ?? null),
      })),
    );
    assert.equal(shown.length, 6);
    assert.deepEqual(shown, expected);
    const overall = await panel.page.$$eval('tr.group-row .group-detail[data-value]', (d) => d.map((e) => Number((e as HTMLElement).dataset.value)));
    assert.deepEqual(overall, cli.runs.map((r) => r.overall_acc));
  });

  it('lists the cases of xLAM miss_param, their outcome unknown, and opens one at its line', async () => {
    await panel.page.click(`tbody[aria-label="${XLAM}"] tr[data-category="miss_param"] td[data-column="n"] button`);
    assert.deepEqual(
      await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      [
        ['multi_turn_miss_param_0', '1', 'TOOL_CALL OTHER', 'missing', 'unknown', ''],
        ['multi_turn_miss_param_1', '2', 'TOOL_CALL OTHER', 'missing', 'unknown', ''],
      ],
    );
    await panel.page.click('#case-list button.case-link >> text=multi_turn_miss_param_1');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'openCase', file: resultPath(XLAM, 'miss_param'), line: 2, id: 'multi_turn_miss_param_1' });
  });

  it('lists the warnings about the excerpts', async () => {
    const warnings = await panel.page.$$eval('ul.warnings li', (items) => items.map((i) => i.textContent ?? ''));
    assert.equal(warnings[0], `${RELEASE} holds score files but no result files (gpt-5-mini-2025-08-07-FC), so nothing of them is shown: GAR needs the model's emissions.`);
    assert.equal(warnings.filter((w) => w.includes('counts 200, so Acc and GAR are over different cases and Acc above GAR is no bound violation')).length, 6);
    // Every score excerpt lists fewer failures than its header counts: said with both counts and the file.
    assert.ok(warnings.includes(
      `${XLAM}: miss_param: BFCL_v4_multi_turn_miss_param_score.json counts 70 failed of 200 in its header but lists 1: ` +
        'the 2 cases of BFCL_v4_multi_turn_miss_param_result.json it does not list are unknown, not passed.',
    ), warnings.join('\n'));
    assert.equal(warnings.filter((w) => w.includes(' in its header but lists ')).length, 6);
  });
});
