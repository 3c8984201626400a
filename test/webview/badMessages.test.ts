// A message that fails its schema, in the real panel page in headless Chromium: dropped (the table
// already shown stays as it was), reported to the extension with the path that is wrong, and a saved
// state from another version is not taken for the panel's own.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { twoRuns } from './fixtures';
import { launchBrowser, openSummaryPage, type Browser } from './webviewHost';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

describe('summary panel, messages that fail their schema', () => {
  it('drops them, keeps what it shows, and tells the extension which path was wrong', async () => {
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
    const rowsBefore = await panel.page.$$eval('table.summary tbody tr:not(.group-row)', (rows) => rows.length);
    assert.equal(rowsBefore, 4);
    const broken = twoRuns();
    (broken[0]!.groups[0] as { gar: unknown }).gar = '75.0';
    await panel.page.evaluate((runs) => {
      window.postMessage({ type: 'runs', folders: ['/elsewhere'], runs, warnings: [] }, '*');
      window.postMessage({ type: 'loading' }, '*');
      window.postMessage({ type: 'openTerminal', command: 'rm -rf /' }, '*');
    }, broken as unknown as Record<string, unknown>[]);
    await panel.page.waitForFunction(() => (window as unknown as { __posted: unknown[] }).__posted.length >= 4);
    assert.deepEqual((await panel.posted()).slice(1), [
      { type: 'rejected', problem: 'runs message: runs.0.groups.0.gar: invalid_type (expected number)' },
      { type: 'rejected', problem: 'loading message: folders: invalid_type (expected array)' },
      {
        type: 'rejected',
        problem: 'openTerminal message: type: invalid_union (expected one of ["loading","runs","health","loadFailed","requestExport","agreement","confirmTable","emissionMatches","probeMarks"])',
      },
    ]);
    // Nothing changed on screen: same rows, same folders, not "loading".
    assert.equal(await panel.page.$$eval('table.summary tbody tr:not(.group-row)', (rows) => rows.length), 4);
    assert.equal(await panel.page.textContent('.sources'), '/runs');
    assert.equal(await panel.page.getAttribute('body', 'data-state'), 'loaded');
    assert.equal(await panel.page.getAttribute('body', 'data-renders'), '1');
    await panel.page.close();
  });

  it('starts afresh when the state VS Code kept does not pass its schema', async () => {
    const panel = await openSummaryPage(browser, { state: { folders: 'not a list' } as unknown as { folders: string[] } });
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
    // The default view: grouped by run, on the table tab.
    assert.equal(await panel.page.$$eval('tr.group-row .group-title', (t) => t.map((e) => e.textContent).join(',')), 'alpha,beta');
    assert.deepEqual(await panel.savedState(), { folders: ['/runs'], view: { tab: 'table', groupBy: 'run', sort: null, compare: null } });
    await panel.page.close();
  });
});
