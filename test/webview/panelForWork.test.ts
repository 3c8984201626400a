// The panel for real work (issue 23, point 4), rendered from given runs in headless Chromium: GAR and
// Acc lead to their cases; the filter box narrows the open case list or finds cases in every run;
// "Compare two runs" offers a picker with one run; tau2's undefined OTHER rate is "-"; beside an
// editor at 1280x800 with the sidebar open, the table scrolls in its box with its first column frozen.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { RunSummary } from '../../src/core/metrics/types';
import { category, kase, run, twoRuns } from './fixtures';
import type { EmissionMatchesMessage } from '../../src/protocol/emissionSearch';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';


let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function loaded(runs: RunSummary[] = twoRuns()): Promise<SummaryPage> {
  const panel = await openSummaryPage(browser);
  await panel.post({ type: 'runs', folders: ['/runs'], runs, warnings: [] });
  return panel;
}

const listedIds = (page: Page) => page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => (r as HTMLElement).dataset.id));
const heading = (page: Page) => page.textContent('#case-list h2');

/** Types a query as a user does and waits for the list (the box waits for a pause in typing). */
/** The extension's answer to a search, once the page has filtered by it (a message arrives a task later). */
async function answer(panel: SummaryPage, message: EmissionMatchesMessage): Promise<void> {
  await panel.post(message);
  await panel.page.waitForFunction(() => !document.querySelector('#case-filter-count')?.textContent?.startsWith('Searching'));
}

async function filter(page: Page, text: string): Promise<void> {
  await page.fill('#case-filter-input', text);
  await page.press('#case-filter-input', 'Enter');
}

describe('the panel for real work', () => {
  it('opens the cases behind GAR (its hits) and behind Acc (the passed cases), like every other number', async () => {
    const { page } = await loaded();
    await page.click('tr[data-run="0"][data-category="base"] td[data-column="gar"] button');
    assert.equal(await heading(page), "alpha · base · cases with the gold class TOOL_CALL (GAR's hits) (3)");
    assert.deepEqual(await listedIds(page), ['multi_turn_base_0', 'multi_turn_base_1', 'multi_turn_base_3']);
    assert.equal(
      await page.getAttribute('tr[data-run="0"][data-category="base"] td[data-column="gar"] button', 'aria-label'),
      '75.0%: 3 cases with the gold class TOOL_CALL in base of alpha. Show them.',
    );
    await page.click('tr[data-run="1"][data-category="miss_param"] td[data-column="acc"] button');
    assert.equal(await heading(page), 'beta · miss_param · passed cases (1)');
    assert.deepEqual(await listedIds(page), ['multi_turn_miss_param_0']);
    await page.close();
  });

  it('narrows the open case list by a query, and says how many match', async () => {
    const { page } = await loaded();
    await page.click('tr[data-run="0"][data-category="base"] td[data-column="n"] button');
    await filter(page, 'verdict:fail');
    assert.equal(await heading(page), 'alpha · base · all cases (2 of 4)');
    assert.deepEqual(await listedIds(page), ['multi_turn_base_1', 'multi_turn_base_2']);
    assert.equal(await page.textContent('#case-filter-count'), '2 of 4 cases match.');
    await filter(page, 'class:tool -fail');
    assert.deepEqual(await listedIds(page), ['multi_turn_base_0', 'multi_turn_base_3']);
    await filter(page, 'error:empty_turn');
    assert.deepEqual(await listedIds(page), ['multi_turn_base_2']);
    await filter(page, 'gold:missing');
    assert.deepEqual(await listedIds(page), ['multi_turn_base_2']);
    await filter(page, '');
    assert.equal(await heading(page), 'alpha · base · all cases (4)');
    await page.close();
  });

  it('with no list open, lists the matching cases of every run, each opening in its own file', async () => {
    const panel = await loaded();
    const { page } = panel;
    await filter(page, 'ask');
    assert.equal(await heading(page), 'Cases of every run shown (3 of 12)');
    assert.deepEqual(
      await page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      [
        ['multi_turn_base_2', 'alpha · base', '3', 'ASK', 'missing', 'FAIL', 'multi_turn:empty_turn_model_response'],
        ['multi_turn_miss_param_0', 'beta · miss_param', '1', 'ASK', 'hit', 'PASS', ''],
        ['multi_turn_miss_param_1', 'beta · miss_param', '2', 'TOOL_CALL ASK', 'hit', 'FAIL', 'multi_turn:instance_state_mismatch'],
      ],
    );
    // A bound violation is found by the word too.
    await filter(page, 'violation');
    assert.deepEqual(await page.$$eval('#case-list tbody tr [data-column="where"]', (c) => c.map((e) => e.textContent)), ['alpha · miss_param']);
    await filter(page, 'id:miss_param_1 verdict:fail');
    await page.click('#case-list tbody tr:nth-child(2) button.case-link');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'openCase', file: '/runs/beta/result/BFCL_v4_multi_turn_miss_param_result.json', line: 2, id: 'multi_turn_miss_param_1' });
    await filter(page, 'colour:red ask');
    assert.equal(await page.textContent('#case-filter-count'), '"colour:" is not a field to filter by (id, class, verdict, gold, error, text); it was left out.');
    await filter(page, '');
    assert.equal(await page.$$eval('#case-list *', (e) => e.length), 0);
    await page.close();
  });

  it('finds with text: what the models said, by asking the extension, which searches the files', async () => {
    const panel = await loaded();
    const { page } = panel;
    const alphaBase = '/runs/alpha/result/BFCL_v4_multi_turn_base_result.json';
    const betaBase = '/runs/beta/result/BFCL_v4_multi_turn_base_result.json';
    await filter(page, 'text:mkdir fail');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'searchEmissions', request: 0, words: ['mkdir'] });
    assert.equal(await page.textContent('#case-filter-count'), 'Searching what the models said for "mkdir"…');
    // The same case id in another run's file is another case: only the file named matches.
    await answer(panel, { type: 'emissionMatches', request: 0, matches: [{ word: 'mkdir', cases: [{ file: alphaBase, id: 'multi_turn_base_1' }, { file: alphaBase, id: 'multi_turn_base_0' }] }], problems: [] });
    assert.equal(await heading(page), 'Cases of every run shown (1 of 12)');
    assert.deepEqual(await page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [(r as HTMLElement).dataset.id, r.querySelector('[data-column="where"]')?.textContent])), [['multi_turn_base_1', 'alpha · base']]);
    // A word searched once is not asked again; a new one is, and a file that could not be read is said.
    await filter(page, 'text:mkdir');
    assert.equal((await panel.posted()).filter((m) => (m as { type: string }).type === 'searchEmissions').length, 1);
    assert.deepEqual(await listedIds(page), ['multi_turn_base_0', 'multi_turn_base_1']);
    await filter(page, '-text:cd');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'searchEmissions', request: 1, words: ['cd'] });
    await answer(panel, { type: 'emissionMatches', request: 1, matches: [{ word: 'cd', cases: [] }], problems: [`${betaBase} could not be searched: gone`] });
    assert.equal(await heading(page), 'Cases of every run shown (12)');
    assert.equal(await page.textContent('#case-filter-count'), `${betaBase} could not be searched: gone`);
    // Read again, the runs' files may say something else: the words are searched afresh.
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
    await filter(page, 'text:mkdir');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'searchEmissions', request: 2, words: ['mkdir'] });
    await page.close();
  });

  it('offers a picker in "Compare two runs" when the summary shows one run', async () => {
    const panel = await loaded([twoRuns()[0]!]);
    const { page } = panel;
    await page.click('vscode-tab-header[data-tab="compare"]');
    assert.equal(await page.textContent('#compare-view p.empty'), 'Comparing needs two runs, and this summary shows only alpha. Pick the other run (for instance a probe run beside its baseline): it is added to the summary.');
    await page.click('#compare-pick-runs');
    assert.deepEqual((await panel.posted()).at(-1), { type: 'addRuns' });
    await page.close();
  });

  it("shows tau2's OTHER emit rate as - (its detector never gives OTHER), and lists classes in priority order", async () => {
    const tau2: RunSummary = {
      ...run('gpt-4o', [{
        // A BFCL-shaped group (TOOL_CALL gold) under a tau2 domain's name.
        ...category('gpt-4o', 'base', {
          n: 2, hits: 1, gar: 50, garCi95: [9.45, 90.55], acc: 50,
          emitRates: { tool_call: 100, ask: 50, refuse: 50, confirm: 0, other: 0 },
          cases: [kase('sim-1', 10, ['ask', 'tool_call'], true, true), kase('sim-2', 20, ['refuse', 'tool_call'], false, false)],
        }),
        group: 'airline',
      }], 50),
      benchmark: 'tau2',
    };
    const { page } = await loaded([twoRuns()[0]!, tau2]);
    const emits = (runIndex: number) =>
      page.$$eval(`tbody[data-group="${runIndex}"] tr:not(.group-row)`, (rows) =>
        rows.map((r) => ['emit-tool_call', 'emit-refuse', 'emit-ask', 'emit-confirm', 'emit-other'].map((c) => r.querySelector(`[data-column="${c}"]`)!.textContent)));
    assert.deepEqual(await emits(0), [['75.0', '0.0', '25.0', '0.0', '50.0'], ['100.0', '0.0', '0.0', '0.0', '50.0']]);
    assert.deepEqual(await emits(1), [['100.0', '50.0', '50.0', '0.0', '-']]);
    assert.equal(await page.$eval('tbody[data-group="1"] [data-column="emit-other"]', (c) => (c as HTMLElement).dataset.value), undefined);
    await page.click('tbody[data-group="1"] td[data-column="n"] button');
    assert.deepEqual(await page.$$eval('#case-list [data-column="classes"]', (c) => c.map((e) => e.textContent)), ['TOOL_CALL ASK', 'TOOL_CALL REFUSE']);
    assert.deepEqual(
      await page.$$eval('tbody[data-group="1"] .mix-segment', (s) => s.map((e) => (e as HTMLElement).dataset.cls)),
      ['tool_call', 'refuse', 'ask'],
    );
    await page.close();
  });

  it('beside an editor at 1280x800 with the sidebar open, scrolls the table in its box with the first column frozen', async () => {
    const panel = await loaded();
    const { page } = panel;
    // 1280 less the activity bar, a 300 px sidebar and an editor of half the rest: the panel is about 466 px.
    await page.setViewportSize({ width: 466, height: 740 });
    const view = '.table-view';
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 466, 'the page itself does not scroll sideways');
    await page.$eval(view, (e) => e.scrollTo({ left: e.scrollWidth }));
    const shown = await page.evaluate(() => {
      const box = document.querySelector<HTMLElement>('.table-view')!.getBoundingClientRect();
      const headers = [...document.querySelectorAll<HTMLElement>('table.summary thead th')];
      const firstCell = document.querySelector<HTMLElement>('tr[data-run="0"][data-category="base"] > th')!.getBoundingClientRect();
      return {
        lastRight: Math.round(headers.at(-1)!.getBoundingClientRect().right),
        boxRight: Math.round(box.right),
        firstLeft: Math.round(firstCell.left),
        boxLeft: Math.round(box.left),
        firstText: document.querySelector('tr[data-run="0"][data-category="base"] > th')!.textContent,
      };
    });
    assert.ok(shown.lastRight <= shown.boxRight, `the last column ends at ${shown.lastRight} px, beyond the box at ${shown.boxRight} px`);
    // Scrolled to the end, the category column is still where it was.
    assert.equal(shown.firstLeft, shown.boxLeft);
    assert.equal(shown.firstText, 'base');
    await page.screenshot({ path: 'test-artifacts/webview/panel-466-scrolled.png' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.$eval(view, (e) => e.scrollTo({ left: 0 }));
    await page.click('tr[data-run="0"][data-category="base"] td[data-column="n"] button');
    await filter(page, 'fail');
    await page.screenshot({ path: 'test-artifacts/webview/panel-1280-filtered.png', fullPage: true });
    await page.close();
  });
});
