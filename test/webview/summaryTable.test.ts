// The summary panel rendered from given runs in headless Chromium: cell values, sorting, grouping, the
// case list behind a count and the message a case click posts, keyboard use, saved state, themes.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { twoRuns } from './fixtures';
import { cspViolations, launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function loaded(options: Parameters<typeof openSummaryPage>[1] = {}): Promise<SummaryPage> {
  const panel = await openSummaryPage(browser, options);
  await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: ['Score files without result files were skipped: gamma.'] });
  return panel;
}

/** The text of every cell of the summary's body rows (group heading rows left out). */
function bodyRows(page: Page): Promise<string[][]> {
  return page.$$eval('table.summary tbody tr:not(.group-row)', (rows) =>
    rows.map((row) => [...row.children].map((cell) => cell.textContent!.trim())),
  );
}

function columnOrder(page: Page): Promise<string[]> {
  return page.$$eval('table.summary thead th', (cells) => cells.map((c) => (c as HTMLElement).dataset.column!));
}

describe('summary panel', () => {
  it('says it is ready before anything is posted, and shows that it waits', async () => {
    const panel = await openSummaryPage(browser);
    assert.deepEqual(await panel.posted(), [{ type: 'ready' }]);
    assert.equal(await panel.page.textContent('.status'), 'Waiting for the runs…');
    await panel.page.close();
  });

  it('shows one row per run and category with the exact numbers', async () => {
    const panel = await loaded();
    assert.deepEqual(await columnOrder(panel.page), [
      'category', 'gold', 'n', 'gar', 'emit-tool_call', 'acc', 'garMinusAcc', 'garCi', 'goldMiss', 'failed', 'violations',
      'emit-refuse', 'emit-ask', 'emit-confirm', 'emit-other', 'mix',
    ]);
    const rows = await bodyRows(panel.page);
    assert.deepEqual(rows, [
      ['base', 'TOOL_CALL', '4', '75.0', '75.0', '50.0', '+25.0', '30.1–95.4', '1', '2', '0', '0.0', '25.0', '0.0', '50.0', ''],
      ['miss_param', 'ASK', '2', '0.0', '100.0', '65.0', '⚠ -65.0', '0.0–65.8', '2', '1', '1', '0.0', '0.0', '0.0', '50.0', ''],
      ['base', 'TOOL_CALL', '4', '100.0', '100.0', '80.0', '+20.0', '51.0–100.0', '0', '1', '0', '0.0', '0.0', '25.0', '0.0', ''],
      ['miss_param', 'ASK', '2', '100.0', '50.0', '40.0', '+60.0', '34.2–100.0', '0', '1', '0', '0.0', '100.0', '0.0', '0.0', ''],
    ]);
    assert.deepEqual(
      await panel.page.$$eval('tr.group-row th', (cells) => cells.map((c) => c.textContent)),
      ['alphaoverall Acc 57.501 warning below', 'betaoverall Acc 60.00'],
    );
    assert.equal(await panel.page.textContent('tr[data-run="0"][data-category="base"] .ci'), '30.1–95.4');
    // The exact numbers stay on the cells for anyone reading the page.
    assert.equal(await panel.page.getAttribute('tr[data-run="1"][data-category="miss_param"] td[data-column="garMinusAcc"]', 'data-value'), '60');
    assert.deepEqual(await panel.problems, []);
    await panel.page.close();
  });

  it("keeps the paper's triple (GAR, TOOL_CALL emit rate, Acc) in view without scrolling, even in a narrow panel", async () => {
    const panel = await openSummaryPage(browser);
    await panel.page.setViewportSize({ width: 640, height: 480 });
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
    for (const column of ['gar', 'emit-tool_call', 'acc']) {
      for (const selector of [`th[data-column="${column}"]`, `tr[data-run="0"][data-category="base"] [data-column="${column}"]`]) {
        const box = (await panel.page.locator(selector).boundingBox())!;
        assert.ok(box.x >= 0 && box.x + box.width <= 640 && box.y >= 0 && box.y + box.height <= 480, `${selector} at ${JSON.stringify(box)}`);
      }
    }
    await panel.page.close();
  });

  it('makes a bound violation stand out, in words as well as colour', async () => {
    const panel = await loaded({ theme: 'light' });
    const cell = 'tr[data-run="0"][data-category="miss_param"] td[data-column="garMinusAcc"]';
    assert.equal(await panel.page.getAttribute(cell, 'class'), 'numeric bound-violation');
    assert.equal(await panel.page.getAttribute(`${cell} .violation-mark`, 'aria-label'), 'Bound violation: Acc above GAR.');
    assert.equal(await panel.page.$eval(cell, (el) => getComputedStyle(el).color), 'rgb(229, 20, 0)');
    assert.deepEqual(await panel.page.$$eval('tr.row-violation', (rows) => rows.map((r) => `${(r as HTMLElement).dataset.run}/${(r as HTMLElement).dataset.category}`)), ['0/miss_param']);
    await panel.page.close();
  });

  it('labels the bars for screen readers with the numbers they draw', async () => {
    const panel = await loaded();
    const row = 'tr[data-run="0"][data-category="miss_param"]';
    assert.equal(await panel.page.getAttribute(`${row} .interval-bar`, 'aria-label'), 'GAR 0.0%, 95% interval 0.0 to 65.8; Acc 65.0%, above GAR');
    assert.equal(await panel.page.getAttribute(`${row} .interval-bar`, 'role'), 'img');
    assert.equal(
      await panel.page.getAttribute(`${row} .mix-bar`, 'aria-label'),
      'Class mix of 2 cases: TOOL_CALL in 2, REFUSE in 0, ASK in 0, CONFIRM in 0, OTHER in 1, no class in 0.',
    );
    // Segments in proportion: 2 of 3 class emissions are TOOL_CALL.
    assert.deepEqual(
      await panel.page.$$eval(`${row} .mix-segment`, (s) => s.map((e) => `${(e as HTMLElement).dataset.cls} ${(e as HTMLElement).style.width}`)),
      ['tool_call 66.6667%', 'other 33.3333%'],
    );
    await panel.page.close();
  });

  it('sorts within each run by any column, both ways, and says so with aria-sort', async () => {
    const panel = await loaded();
    await panel.page.click('th[data-column="acc"] button');
    assert.deepEqual((await bodyRows(panel.page)).map((r) => `${r[0]} ${r[5]}`), ['base 50.0', 'miss_param 65.0', 'miss_param 40.0', 'base 80.0']);
    assert.equal(await panel.page.getAttribute('th[data-column="acc"]', 'aria-sort'), 'ascending');
    await panel.page.click('th[data-column="acc"] button');
    assert.deepEqual((await bodyRows(panel.page)).map((r) => `${r[0]} ${r[5]}`), ['miss_param 65.0', 'base 50.0', 'base 80.0', 'miss_param 40.0']);
    assert.equal(await panel.page.getAttribute('th[data-column="acc"]', 'aria-sort'), 'descending');
    assert.equal(await panel.page.getAttribute('th[data-column="gar"]', 'aria-sort'), 'none');
    assert.equal(await panel.page.textContent('.visually-hidden[role="status"]'), 'Sorted by Acc, descending within each group.');
    await panel.page.close();
  });

  it('sorts all rows together without grouping, and groups by category on request', async () => {
    const panel = await loaded();
    await panel.page.click('#group-by');
    await panel.page.getByRole('option', { name: 'No grouping' }).click();
    assert.deepEqual(await columnOrder(panel.page), [
      'run', 'category', 'gold', 'n', 'gar', 'emit-tool_call', 'acc', 'garMinusAcc', 'garCi', 'goldMiss', 'failed', 'violations',
      'emit-refuse', 'emit-ask', 'emit-confirm', 'emit-other', 'mix',
    ]);
    await panel.page.click('th[data-column="garMinusAcc"] button');
    assert.deepEqual((await bodyRows(panel.page)).map((r) => `${r[0]} ${r[1]} ${r[7]}`), [
      'alpha miss_param ⚠ -65.0', 'beta base +20.0', 'alpha base +25.0', 'beta miss_param +60.0',
    ]);
    await panel.page.click('#group-by');
    await panel.page.getByRole('option', { name: 'Group by category' }).click();
    assert.deepEqual(await panel.page.$$eval('tr.group-row th', (cells) => cells.map((c) => c.textContent)), ['base', 'miss_param']);
    assert.deepEqual((await bodyRows(panel.page)).map((r) => `${r[0]} ${r[6]}`), ['beta +20.0', 'alpha +25.0', 'alpha ⚠ -65.0', 'beta +60.0']);
    await panel.page.close();
  });

  it('lists the cases behind a count, and a click on a case asks the extension to open it', async () => {
    const panel = await loaded();
    await panel.page.click('tr[data-run="0"][data-category="base"] td[data-column="failed"] button');
    assert.equal(await panel.page.textContent('#case-list h2'), 'alpha · base · failed cases (2)');
    assert.deepEqual(
      await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      [
        ['multi_turn_base_1', '2', 'TOOL_CALL', 'hit', 'FAIL', 'multi_turn:instance_state_mismatch'],
        ['multi_turn_base_2', '3', 'ASK', 'missing', 'FAIL', 'multi_turn:empty_turn_model_response'],
      ],
    );
    await panel.page.click('#case-list button.case-link >> text=multi_turn_base_2');
    assert.deepEqual((await panel.posted()).at(-1), {
      type: 'openCase',
      file: '/runs/alpha/result/BFCL_v4_multi_turn_base_result.json',
      line: 3,
      id: 'multi_turn_base_2',
    });
    // Other counts list their own cases.
    await panel.page.click('tr[data-run="0"][data-category="miss_param"] td[data-column="violations"] button');
    assert.equal(await panel.page.textContent('#case-list h2'), 'alpha · miss_param · bound violations (passed, but ASK never appears) (1)');
    assert.deepEqual(await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.id)), ['multi_turn_miss_param_0']);
    await panel.page.click('tr[data-run="1"][data-category="base"] td[data-column="emit-confirm"] button');
    assert.equal(await panel.page.textContent('#case-list h2'), 'beta · base · cases that emit CONFIRM (1)');
    await panel.page.click('tr[data-run="1"][data-category="base"] td[data-column="n"] button');
    assert.equal(await panel.page.$$eval('#case-list tbody tr', (rows) => rows.length), 4);
    await panel.page.close();
  });

  it('is usable with the keyboard alone: Tab to a count, Enter, Tab to a case, Enter, Escape', async () => {
    const panel = await loaded();
    const { page } = panel;
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? '');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    // From the first sort button, Tab walks the header and then the first row's counts.
    await page.focus('th[data-column="category"] button');
    let steps = 0;
    while (!(await focusedLabel()).startsWith('2 failed cases in base of alpha') && steps++ < 40) await page.keyboard.press('Tab');
    assert.equal(await focusedLabel(), '2 failed cases in base of alpha. Show them.');
    await page.keyboard.press('Enter');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'case-list-title');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    assert.equal(await focusedText(), 'multi_turn_base_1');
    await page.keyboard.press('Enter');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'openCase', file: '/runs/alpha/result/BFCL_v4_multi_turn_base_result.json', line: 2, id: 'multi_turn_base_1' });
    await page.keyboard.press('Escape');
    assert.equal(await page.$$eval('#case-list section', (s) => s.length), 0);
    assert.equal(await focusedLabel(), '2 failed cases in base of alpha. Show them.');
    // Sorting from the keyboard keeps focus on the header that was pressed.
    await page.focus('th[data-column="n"] button');
    await page.keyboard.press('Enter');
    assert.equal(await page.getAttribute('th[data-column="n"]', 'aria-sort'), 'ascending');
    assert.equal(await page.evaluate(() => document.activeElement?.closest('th')?.dataset.column), 'n');
    await page.close();
  });

  it('compares two runs: change per category and the cases of each transition', async () => {
    const panel = await loaded();
    await panel.page.click('vscode-tab-header[data-tab="compare"]');
    const row = (category: string) =>
      panel.page.$$eval(`table.compare tr[data-category="${category}"] > *`, (cells) => cells.map((c) => c.textContent));
    assert.deepEqual(await row('base'), ['base', 'TOOL_CALL', '75.0 → 100.0', '+25.0', '50.0 → 80.0', '+30.0', '1', '2', '0', '1', '4 / 4', '0', '0', '']);
    assert.deepEqual(await row('miss_param'), ['miss_param', 'ASK', '0.0 → 100.0', '+100.0', '65.0 → 40.0', '-25.0', '0', '0', '0', '2', '2 / 2', '0', '0', '']);
    assert.deepEqual(
      await panel.page.$eval('table.compare tr[data-category="base"] td[data-column="gar"]', (td) => ({ ...(td as HTMLElement).dataset })),
      { column: 'gar', baseline: '75', probe: '100' },
    );
    assert.equal(await panel.page.textContent('.compare-view .overall'), 'Overall Acc 57.50 → 60.00 (+2.50)');
    await panel.page.click('table.compare tr[data-category="base"] td[data-column="failToPass"] button');
    assert.equal(await panel.page.textContent('#case-list h2'), 'base · fail → pass · alpha → beta (2)');
    assert.deepEqual(
      await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      [
        ['multi_turn_base_1', 'TOOL_CALL → TOOL_CALL', 'hit → hit', 'FAIL → PASS', '', 'line 2'],
        ['multi_turn_base_2', 'ASK → TOOL_CALL', 'missing → hit', 'FAIL → PASS', '', 'line 3'],
      ],
    );
    await panel.page.click('#case-list button.case-link >> text=multi_turn_base_2');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'openCase', file: '/runs/beta/result/BFCL_v4_multi_turn_base_result.json', line: 3, id: 'multi_turn_base_2' });
    await panel.page.click('#case-list button.case-link >> text=line 3');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'openCase', file: '/runs/alpha/result/BFCL_v4_multi_turn_base_result.json', line: 3, id: 'multi_turn_base_2' });
    // Swapping makes beta the baseline.
    await panel.page.click('.compare-view vscode-button');
    assert.deepEqual(await row('base'), ['base', 'TOOL_CALL', '100.0 → 75.0', '-25.0', '80.0 → 50.0', '-30.0', '2', '1', '1', '0', '4 / 4', '0', '0', '']);
    assert.deepEqual(((await panel.savedState()) as { view: { compare: unknown } }).view.compare, { baseline: 1, probe: 0 });
    await panel.page.close();
  });

  it('says so when the two runs compared have no case in common', async () => {
    const [alpha, beta] = twoRuns();
    const renamed = { ...beta!, groups: beta!.groups.map((c) => ({ ...c, cases: c.cases.map((k) => ({ ...k, id: `other_${k.id}` })) })) };
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'runs', folders: ['/runs'], runs: [alpha!, renamed], warnings: [], compare: { baseline: 0, probe: 1 } });
    assert.equal(
      await panel.page.textContent('.compare-view .note'),
      'alpha and beta have no case ids in common, so no case can change between them. Are they runs of the same benchmark?',
    );
    assert.equal(await panel.page.textContent('table.compare tr[data-category="base"] td[data-column="onlyInProbe"]'), '4');
    await panel.page.close();
  });

  it('says in the n cell how many lines the reference would count as cases that were left out, as gar does', async () => {
    const [alpha, beta] = twoRuns();
    const leaving = { ...alpha!, groups: alpha!.groups.map((c) => (c.group === 'miss_param' ? { ...c, referenceCountedLines: 2 } : c)) };
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'runs', folders: ['/runs'], runs: [leaving, beta!], warnings: [] });
    const n = (run: number, category: string) => panel.page.textContent(`tr[data-run="${run}"][data-category="${category}"] td[data-column="n"]`);
    assert.equal(await n(0, 'miss_param'), '22 lines that are no result entry left out, the reference would count them (n 4)');
    assert.equal(await panel.page.textContent('tr[data-run="0"][data-category="miss_param"] td[data-column="n"] .left-out'), '2 lines that are no result entry left out, the reference would count them (n 4)');
    // Rows without such lines show n alone.
    assert.deepEqual([await n(0, 'base'), await n(1, 'miss_param')], ['4', '2']);
    await panel.page.close();
  });

  it('asks the extension for exports of what is showing', async () => {
    const panel = await loaded();
    await panel.page.click('#export-markdown');
    await panel.page.click('#copy-markdown');
    await panel.page.click('vscode-tab-header[data-tab="compare"]');
    await panel.page.click('#export-csv');
    await panel.post({ type: 'requestExport', format: 'csv', destination: 'clipboard' });
    // The rows as the table shows them go with every export (here as read: grouped by run, unsorted).
    const rowOrder = [0, 1, 2, 3];
    assert.deepEqual((await panel.postedAtLeast(5)).slice(1), [
      { type: 'export', format: 'markdown', destination: 'file', compare: null, rowOrder },
      { type: 'export', format: 'markdown', destination: 'clipboard', compare: null, rowOrder },
      { type: 'export', format: 'csv', destination: 'file', compare: { baseline: 0, probe: 1 }, rowOrder },
      { type: 'export', format: 'csv', destination: 'clipboard', compare: { baseline: 0, probe: 1 }, rowOrder },
    ]);
    await panel.page.close();
  });

  it('sends the order the table is sorted in with an export', async () => {
    const panel = await loaded();
    // GAR ascending within each run: alpha's miss_param (0.0) before its base (75.0); beta's two tie at 100.0.
    await panel.page.click('th[data-column="gar"] button');
    await panel.page.click('#export-csv');
    assert.deepEqual((await panel.postedAtLeast(2))[1], { type: 'export', format: 'csv', destination: 'file', compare: null, rowOrder: [1, 0, 2, 3] });
    await panel.page.close();
  });

  it('saves the folders and the view, and comes back with them after a reload', async () => {
    const first = await loaded();
    await first.page.click('th[data-column="gar"] button');
    await first.page.click('th[data-column="gar"] button');
    const state = await first.savedState();
    assert.deepEqual(state, { folders: ['/runs'], view: { tab: 'table', groupBy: 'run', sort: { column: 'gar', direction: 'descending' }, compare: null } });
    await first.page.close();
    const second = await loaded({ state: state as never });
    assert.equal(await second.page.getAttribute('th[data-column="gar"]', 'aria-sort'), 'descending');
    assert.deepEqual((await bodyRows(second.page)).map((r) => `${r[0]} ${r[3]}`), ['base 75.0', 'miss_param 0.0', 'base 100.0', 'miss_param 100.0']);
    await second.page.close();
  });

  it('shows what the extension reports while loading and when loading failed', async () => {
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'loading', folders: ['/data/run-a'] });
    assert.equal(await panel.page.textContent('.status'), 'Reading the runs in /data/run-a…');
    await panel.post({ type: 'loadFailed', folders: ['/data/run-a'], message: 'No BFCL multi-turn result files were found under /data/run-a.' });
    assert.equal(await panel.page.textContent('.status .error'), 'No BFCL multi-turn result files were found under /data/run-a.');
    assert.equal(await panel.page.textContent('.sources'), '/data/run-a');
    await panel.page.close();
  });

  it('lists the warnings of the folders and of each run', async () => {
    const panel = await loaded();
    assert.deepEqual(await panel.page.$$eval('ul.warnings li', (items) => items.map((i) => i.textContent)), [
      'Score files without result files were skipped: gamma.',
      'alpha: miss_param: The score file counts 200 cases; the result file has 2.',
    ]);
    await panel.page.close();
  });

  for (const [theme, bodyClass, foreground, link] of [
    ['light', 'vscode-light', 'rgb(59, 59, 59)', 'rgb(0, 95, 184)'],
    ['dark', 'vscode-dark', 'rgb(204, 204, 204)', 'rgb(77, 170, 252)'],
    ['high-contrast', 'vscode-high-contrast', 'rgb(255, 255, 255)', 'rgb(33, 166, 255)'],
  ] as const) {
    it(`takes its colours from the ${theme} theme`, async () => {
      const panel = await loaded({ theme });
      const { page } = panel;
      assert.equal(await page.evaluate(() => document.body.className), bodyClass);
      assert.equal(await page.$eval('table.summary td[data-column="acc"]', (el) => getComputedStyle(el).color), foreground);
      assert.equal(await page.$eval('table.summary button.count', (el) => getComputedStyle(el).color), link);
      const mixBorder = await page.$eval('.mix-bar', (el) => getComputedStyle(el).borderTopColor);
      // High contrast draws the bars' outlines in the contrast border colour.
      if (theme === 'high-contrast') assert.equal(mixBorder, 'rgb(111, 195, 223)');
      else assert.notEqual(mixBorder, 'rgb(111, 195, 223)');
      assert.deepEqual(await cspViolations(page), []);
      assert.deepEqual(panel.problems, []);
      await page.close();
    });
  }
});
