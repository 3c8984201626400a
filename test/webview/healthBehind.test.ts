// The table drawn before the runs' health checks (issue 32): the panel posts the summaries first, with
// `healthPending`, and a `health` message once the checks are done. The numbers are the same either way;
// only the rows' run-health marks come with the second message, and nothing else is reset.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import type { LoadedSummaries } from '../../src/core/load/loadSummaries';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
let panel: SummaryPage;
let loaded: LoadedSummaries;
/** The sample's run-health marks: both runs call functions their cases do not offer in three categories. */
const SAMPLE_MARKS = ['0:long_context tool-not-offered', '0:miss_func tool-not-offered', '0:miss_param tool-not-offered', '1:long_context tool-not-offered', '1:miss_func tool-not-offered', '1:miss_param tool-not-offered'];

const cells = () => panel.page.$$eval('table.summary tbody tr:not(.group-row) td[data-column]', (tds) => tds.map((td) => `${(td as HTMLElement).dataset.column}=${(td as HTMLElement).dataset.value ?? ''}`));
const marks = () => panel.page.$$eval('.health-mark', (m) => m.map((e) => `${(e as HTMLElement).closest('tr')?.dataset.run}:${(e as HTMLElement).closest('tr')?.dataset.category} ${(e as HTMLElement).dataset.codes}`));

describe('summary panel, run health after the table', () => {
  before(async () => {
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
    loaded = await loadSummaries([resolve('sample')]);
  });
  after(async () => {
    await browser?.close();
  });

  it('draws the table without marks while the checks run, then marks the rows with the same numbers', async () => {
    const { folders, runs, warnings } = loaded;
    await panel.post({ type: 'runs', folders, runs: runs.map(({ health: _health, ...run }) => run), warnings, healthPending: true });
    assert.equal(await panel.page.getAttribute('body', 'data-health'), 'checking');
    assert.deepEqual(await marks(), []);
    const before = await cells();
    assert.equal(before.length, 120);
    await panel.post({ type: 'health', health: runs.map((r) => r.health ?? []) });
    await panel.page.waitForSelector('body[data-health="checked"]');
    assert.deepEqual(await cells(), before);
    assert.deepEqual(await marks(), SAMPLE_MARKS);
  });

  it('ignores findings for another set of runs', async () => {
    await panel.post({ type: 'health', health: [[]] });
    assert.deepEqual(await marks(), SAMPLE_MARKS);
  });
});
