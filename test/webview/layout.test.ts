// The summary table at the widths a VS Code window gives it: from 1280 px up every column is in view
// (no column cut off, no scrolling needed); narrower, the table scrolls inside its own box and the
// last column can be scrolled into view. Real runs where ../shared/data is present, else the fixtures.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import type { RunSummary } from '../../src/core/metrics/types';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { RELEASE, withoutSharedData } from '../support/sharedData';
import { twoRuns } from './fixtures';
import { launchBrowser, openSummaryPage, type Browser } from './webviewHost';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

interface Fit {
  /** Header cells whose right edge lies beyond the table's visible box, as `column@right>visible`. */
  outside: string[];
  scrollWidth: number;
  clientWidth: number;
  columns: number;
}

/** Where each header cell ends, against the right edge of the box the table scrolls in. */
function fit(page: Page): Promise<Fit> {
  return page.evaluate(() => {
    const view = document.querySelector<HTMLElement>('.table-view')!;
    const visibleRight = Math.min(view.getBoundingClientRect().right, window.innerWidth);
    const headers = [...document.querySelectorAll<HTMLElement>('table.summary thead th')];
    const outside = headers
      .filter((th) => th.getBoundingClientRect().right > visibleRight + 0.5)
      .map((th) => `${th.dataset.column}@${Math.round(th.getBoundingClientRect().right)}>${Math.round(visibleRight)}`);
    return { outside, scrollWidth: view.scrollWidth, clientWidth: view.clientWidth, columns: headers.length };
  });
}

async function tableAt(width: number, runs: RunSummary[], warnings: string[], groupBy: 'run' | 'none'): Promise<Page> {
  const state = { folders: ['/runs'], view: { tab: 'table' as const, groupBy, sort: null, compare: null } };
  const panel = await openSummaryPage(browser, { state });
  await panel.page.setViewportSize({ width, height: 900 });
  await panel.post({ type: 'runs', folders: ['/runs'], runs, warnings });
  return panel.page;
}

function checkWidths(name: string, load: () => Promise<{ runs: RunSummary[]; warnings: string[] }>): void {
  for (const groupBy of ['run', 'none'] as const) {
    for (const width of [1280, 1600, 1920]) {
      it(`${name}, grouped ${groupBy === 'run' ? 'by run' : 'not at all'}: every column in view at ${width} px`, async () => {
        const { runs, warnings } = await load();
        const page = await tableAt(width, runs, warnings, groupBy);
        const f = await fit(page);
        assert.equal(f.columns, groupBy === 'run' ? 16 : 17);
        assert.deepEqual(f.outside, []);
        assert.ok(f.scrollWidth <= f.clientWidth, `the table needs no scrolling: ${f.scrollWidth} > ${f.clientWidth}`);
        await page.close();
      });
    }
  }

  it(`${name}: narrower than 1280 px the table scrolls in its box, and its last column scrolls into view`, async () => {
    const { runs, warnings } = await load();
    const page = await tableAt(760, runs, warnings, 'none');
    const before = await fit(page);
    assert.ok(before.scrollWidth > before.clientWidth, 'the table is wider than the panel here');
    assert.equal(await page.$eval('.table-view', (e) => getComputedStyle(e).overflowX), 'auto');
    await page.$eval('.table-view', (e) => e.scrollTo({ left: e.scrollWidth }));
    const scrolled = await fit(page);
    assert.deepEqual(scrolled.outside, []);
    // The page itself never scrolls sideways: only the table's box does.
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 760);
    await page.close();
  });
}

describe('summary table layout', () => {
  describe('hand-written runs', () => checkWidths('two runs', async () => ({ runs: twoRuns(), warnings: [] })));
  describe('the real BFCL excerpts', { skip: withoutSharedData }, () =>
    checkWidths('three real runs', async () => {
      const loaded = await loadSummaries([RELEASE]);
      return { runs: loaded.runs, warnings: loaded.warnings };
    }));
});
