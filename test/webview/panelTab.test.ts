// The Panel tab on the bundled sample's two runs (read through the core, as the extension reads
// them): the same numbers as `calibration-lens panel`, sorted by a column, filtered, rolled up by family.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { category, run, twoRuns } from './fixtures';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
let panel: SummaryPage;
const rows = () => panel.page.$$eval('#panel-view table tbody tr', (trs) => trs.map((tr) => [...tr.children].slice(0, 8).map((c) => c.textContent)));

describe('the Panel tab', () => {
  before(async () => {
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
    const { runs } = await loadSummaries([resolve(__dirname, '../../sample')]);
    await panel.post({ type: 'runs', folders: ['/sample'], runs, warnings: [] });
    await panel.page.click('vscode-tab-header[data-tab="panel"]');
    await panel.page.waitForSelector('#panel-view[data-state="loaded"] table');
  });
  after(async () => {
    await browser?.close();
  });

  it('shows per run the ranks and the shift, the numbers of calibration-lens panel', async () => {
    assert.deepEqual(await rows(), [
      ['demo-baseline', 'demo-baseline', '47.9', '2', '25.0', '2', '0', '100.0'],
      ['demo-probe', 'demo-probe', '58.3', '1', '41.7', '1', '0', '100.0'],
    ]);
    const headers = await panel.page.$$eval('#panel-view thead th', (ths) => ths.map((th) => th.textContent));
    assert.deepEqual(headers.slice(0, 10), ['Run', 'Family', 'Overall Acc', 'Acc rank', 'No-tool-call GAR', 'GAR rank', 'Shift', 'base GAR', 'base TOOL_CALL', 'base Acc']);
    const missParam = await panel.page.$$eval('#panel-view tbody tr', (trs) => trs.map((tr) => ['miss_param:gar', 'miss_param:tc', 'miss_param:acc'].map((c) => tr.querySelector(`[data-column="${c}"]`)?.textContent)));
    assert.deepEqual(missParam, [['25.0', '83.3', '41.7'], ['50.0', '91.7', '50.0']]);
  });

  it('sorts by a column (its header says how), filters by name, rolls up by family', async () => {
    await panel.page.click('#panel-view th[data-column="overallAcc"] button');
    assert.deepEqual((await rows()).map((r) => r[0]), ['demo-baseline', 'demo-probe']);
    await panel.page.click('#panel-view th[data-column="overallAcc"] button');
    assert.deepEqual((await rows()).map((r) => r[0]), ['demo-probe', 'demo-baseline']);
    assert.equal(await panel.page.getAttribute('#panel-view th[data-column="overallAcc"]', 'aria-sort'), 'descending');
    await panel.page.fill('#panel-filter', 'probe');
    await panel.page.press('#panel-filter', 'Enter');
    await panel.page.waitForFunction(() => document.querySelectorAll('#panel-view tbody tr').length === 1);
    assert.deepEqual((await rows()).map((r) => r[0]), ['demo-probe']);
    await panel.page.fill('#panel-filter', '');
    await panel.page.press('#panel-filter', 'Enter');
    await panel.page.check('#panel-by-family');
    await panel.page.waitForSelector('#panel-view th[data-column="runs"]');
    // Each demo run is its own family by the model-name rule (no size or date in the name).
    assert.deepEqual(await rows(), [
      ['demo-baseline', '1', '47.9', '2', '25.0', '2', '0', '100.0'],
      ['demo-probe', '1', '58.3', '1', '41.7', '1', '0', '100.0'],
    ]);
    assert.deepEqual(panel.problems, []);
  });

  it("opens a run's number as the cases behind it (GAR its gold hits, Acc the passed ones); a family's opens none", async () => {
    // The ids are those of `calibration-lens gar --json --cases` on each run.
    await panel.page.uncheck('#panel-by-family');
    await panel.page.waitForSelector('#panel-view th[data-column="family"]');
    await panel.page.click('#panel-view tr[data-name="demo-baseline"] [data-column="miss_param:gar"] button');
    await panel.page.waitForSelector('#case-list h2');
    assert.equal(await panel.page.textContent('#case-list h2'), "demo-baseline · miss_param · cases with the gold class ASK (GAR's hits) (3)");
    assert.deepEqual(await panel.page.$$eval('#case-list tbody tr', (trs) => trs.map((r) => (r as HTMLElement).dataset.id)), [
      'multi_turn_miss_param_1',
      'multi_turn_miss_param_3',
      'multi_turn_miss_param_7',
    ]);
    await panel.page.click('#panel-view tr[data-name="demo-probe"] [data-column="base:acc"] button');
    await panel.page.waitForFunction(() => document.querySelector('#case-list h2')?.textContent?.includes('demo-probe'));
    assert.equal(await panel.page.textContent('#case-list h2'), 'demo-probe · base · passed cases (7)');
    await panel.page.check('#panel-by-family');
    await panel.page.waitForSelector('#panel-view th[data-column="runs"]');
    assert.equal(await panel.page.$$eval('#panel-view tbody button.count', (b) => b.length), 0);
  });

  it("groups by the families file's map when the extension posts one (calibrationLens.familiesFile)", async () => {
    const { runs } = await loadSummaries([resolve(__dirname, '../../sample')]);
    const page = await openSummaryPage(browser);
    await page.post({ type: 'runs', folders: ['/sample'], runs, warnings: [], families: [['demo-*', 'demo']] });
    await page.page.click('vscode-tab-header[data-tab="panel"]');
    await page.page.waitForSelector('#panel-view[data-state="loaded"] table');
    assert.deepEqual(await page.page.$$eval('#panel-view tbody [data-column="family"]', (cells) => cells.map((c) => c.textContent)), ['demo', 'demo']);
    await page.page.check('#panel-by-family');
    await page.page.waitForSelector('#panel-view th[data-column="runs"]');
    // One family of both runs: each number the plain mean of theirs ((47.9 + 58.3) / 2, (25.0 + 41.7) / 2).
    assert.deepEqual(await page.page.$$eval('#panel-view table tbody tr', (trs) => trs.map((tr) => [...tr.children].slice(0, 7).map((c) => c.textContent))), [
      ['demo', '2', '53.1', '1', '33.3', '1', '0'],
    ]);
    assert.deepEqual(page.problems, []);
    await page.page.close();
  });

  it('says why a rank is unknown: in the cell\'s title and in a footnote naming the runs and the numbers missing', async () => {
    const [alpha, beta] = twoRuns();
    // gamma has no miss_param results (no GAR rank, and no Acc rank: its overall Acc lacks a category);
    // delta has no score files, so no Acc at all.
    const gamma = run('gamma', [alpha!.groups[0]!].map((g) => ({ ...g, resultFile: '/runs/gamma/result/BFCL_v4_multi_turn_base_result.json' })), 50);
    const delta = run('delta', beta!.groups.map((g) => category('delta', g.group as 'base' | 'miss_param', { ...g, acc: null })), null);
    const page = await openSummaryPage(browser);
    await page.post({ type: 'runs', folders: ['/runs'], runs: [alpha!, beta!, gamma, delta], warnings: [] });
    await page.page.click('vscode-tab-header[data-tab="panel"]');
    await page.page.waitForSelector('#panel-view[data-state="loaded"] table');
    const ranks = await page.page.$$eval('#panel-view tbody tr', (trs) => trs.map((tr) => ['name', 'accRank', 'garRank', 'rankShift'].map((c) => {
      const cell = tr.querySelector(`[data-column="${c}"]`)!;
      return c === 'name' ? cell.textContent : [cell.textContent, cell.getAttribute('title')];
    })));
    assert.deepEqual(ranks, [
      ['alpha', ['2', null], ['3', null], ['+1', null]],
      ['beta', ['1', null], ['1', null], ['0', null]],
      ['gamma', ['—', 'Unknown: no miss_param results read: an overall Acc over the other categories would not rank fairly'], ['—', 'Unknown: no miss_param results read'],
        ['—', 'Unknown: Acc rank unknown (no miss_param results read: an overall Acc over the other categories would not rank fairly); GAR rank unknown (no miss_param results read)']],
      ['delta', ['—', 'Unknown: the files give no Acc for base and miss_param'], ['1', null], ['—', 'Unknown: Acc rank unknown (the files give no Acc for base and miss_param)']],
    ]);
    assert.deepEqual(await page.page.$$eval('#panel-view .panel-rank-notes li', (lis) => lis.map((li) => li.textContent)), [
      'Acc rank — for gamma: no miss_param results read: an overall Acc over the other categories would not rank fairly.',
      'GAR rank — for gamma: no miss_param results read.',
      'Acc rank — for delta: the files give no Acc for base and miss_param.',
    ]);
    assert.deepEqual(page.problems, []);
    await page.page.close();
  });
});
