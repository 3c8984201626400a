// The Profile tab in headless Chromium under the panel's CSP: one dot per run and category at the
// row's exact (Acc, GAR), its hover label, a click that opens the dot's cases, the legend as a filter
// kept in the saved state, and the figure exported as SVG and PNG in the print palette.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { twoRuns } from './fixtures';
import { cspViolations, launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

async function profileTab(): Promise<SummaryPage> {
  const panel = await openSummaryPage(browser, { theme: 'dark' });
  await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
  await panel.page.click('vscode-tab-header[data-tab="profile"]');
  await panel.page.waitForSelector('#profile-view svg.profile-plot circle[data-run]');
  return panel;
}

function dots(panel: SummaryPage) {
  return panel.page.$$eval('#profile-view circle[data-run]', (circles) =>
    circles.map((c) => [c.getAttribute('data-run'), c.getAttribute('data-panel'), Number(c.getAttribute('data-acc')), Number(c.getAttribute('data-gar')), c.getAttribute('data-gar-low'), c.getAttribute('data-gar-high')]));
}

/** The webview's own files requested so far, by path (the page's, the bundle's, its chunks'). */
const requested = (panel: SummaryPage) => panel.requests.map((u) => new URL(u).pathname);

describe('the Profile tab', () => {
  it('fetches its chart (Observable Plot, a file of its own beside the bundle) only when first drawn, under the CSP', async () => {
    const panel = await openSummaryPage(browser, { theme: 'dark' });
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [] });
    await panel.page.waitForSelector('body[data-state="loaded"]');
    assert.deepEqual(requested(panel).filter((p) => p === '/dist/webview/profileView.js'), []);
    await panel.page.click('vscode-tab-header[data-tab="profile"]');
    await panel.page.waitForSelector('#profile-view[data-state="loaded"] svg.profile-plot circle[data-run]');
    assert.equal(requested(panel).filter((p) => p === '/dist/webview/profileView.js').length, 1);
    // Back and forth: drawn again from the module already in, not fetched again.
    await panel.page.click('vscode-tab-header[data-tab="table"]');
    await panel.page.click('vscode-tab-header[data-tab="profile"]');
    await panel.page.waitForSelector('#profile-view[data-draws="2"]');
    assert.equal(requested(panel).filter((p) => p === '/dist/webview/profileView.js').length, 1);
    assert.deepEqual(await cspViolations(panel.page), []);
    assert.deepEqual(panel.problems, []);
    await panel.page.close();
  });

  it("draws a dot per run and category at the row's Acc and GAR, in the theme's colours, without a CSP violation", async () => {
    const panel = await profileTab();
    assert.deepEqual(await dots(panel), [
      ['alpha', 'base · TOOL_CALL', 50, 75, '30.06', '95.44'],
      ['beta', 'base · TOOL_CALL', 80, 100, '51.01', '100'],
      ['alpha', 'miss_param · ASK', 65, 0, '0', '65.76'],
      ['beta', 'miss_param · ASK', 40, 100, '34.24', '100'],
    ]);
    assert.deepEqual(await panel.page.$$eval('#profile-view figure', (f) => f.map((x) => (x as HTMLElement).dataset.panel)), ['base · TOOL_CALL', 'miss_param · ASK']);
    // Dark Modern's background behind the chart, its charts-blue on the first run.
    assert.equal(await panel.page.getAttribute('#profile-view figure:first-child svg > rect', 'fill'), '#1f1f1f');
    assert.equal(await panel.page.getAttribute('#profile-view circle[data-run="alpha"]', 'fill'), '#3794ff');
    assert.equal(await panel.page.textContent('.profile-count'), '4 dots drawn. Below the dashed line Acc > GAR: a bound violation. Hover a dot for its numbers; click it for its cases.');
    assert.deepEqual(await cspViolations(panel.page), []);
    assert.deepEqual(panel.problems, []);
    await panel.page.close();
  });

  it('labels a dot on hover with its run and numbers, and a click opens its cases of that category', async () => {
    const panel = await profileTab();
    const dot = panel.page.locator('#profile-view figure[data-panel="miss_param · ASK"] circle[data-run="alpha"]');
    await dot.hover();
    const tip = panel.page.locator('#profile-view figure[data-panel="miss_param · ASK"] g[aria-label="tip"]');
    await tip.waitFor();
    // Plot starts each line with a zero-width space.
    assert.deepEqual((await tip.locator('tspan').allTextContents()).map((t) => t.replace(/\u200b/g, '')), [
      'alpha', 'miss_param · ASK', 'GAR 0.0% (95% CI 0.0–65.8)', 'gold hit in 0 of 2 cases', 'Acc 65.0%', 'GAR − Acc -65.0: bound violation',
    ]);
    await dot.click();
    await panel.page.waitForSelector('#case-list h2');
    assert.equal(await panel.page.textContent('#case-list h2'), 'alpha · miss_param · all cases (2)');
    assert.deepEqual(await panel.page.$$eval('#case-list tr[data-id]', (rows) => rows.map((r) => (r as HTMLElement).dataset.id)), ['multi_turn_miss_param_0', 'multi_turn_miss_param_1']);
    await panel.page.close();
  });

  it('the legend filters: a run ticked off loses its dots, and the panel remembers it', async () => {
    const panel = await profileTab();
    await panel.page.click('.profile-legend input[data-key="beta"]');
    assert.deepEqual((await dots(panel)).map((d) => d[0]), ['alpha', 'alpha']);
    assert.deepEqual(((await panel.savedState()) as { view: { profileHidden: string[] } }).view.profileHidden, ['beta']);
    await panel.page.click('#profile-show-none');
    assert.deepEqual(await dots(panel), []);
    await panel.page.click('#profile-show-all');
    assert.equal((await dots(panel)).length, 4);
    await panel.page.close();
  });

  it("colours the dots by family: the families file's map as the extension posts it (calibrationLens.familiesFile)", async () => {
    const panel = await openSummaryPage(browser, { theme: 'dark' });
    await panel.post({ type: 'runs', folders: ['/runs'], runs: twoRuns(), warnings: [], families: [['alpha', 'Greek'], ['b*', 'Greek']] });
    await panel.page.click('vscode-tab-header[data-tab="profile"]');
    await panel.page.waitForSelector('#profile-view svg.profile-plot circle[data-run]');
    const coloured = await panel.page.$$eval('#profile-view circle[data-run]', (cs) => cs.map((c) => [c.getAttribute('data-run'), c.getAttribute('data-family'), c.getAttribute('fill')]));
    assert.deepEqual(coloured.map(([run, family]) => [run, family]), [['alpha', 'Greek'], ['beta', 'Greek'], ['alpha', 'Greek'], ['beta', 'Greek']]);
    assert.deepEqual([...new Set(coloured.map(([, , fill]) => fill))], ['#3794ff']);
    assert.equal((await panel.page.textContent('.profile-legend legend'))?.startsWith('Family: show '), true);
    assert.deepEqual(await panel.page.$$eval('.profile-legend input[data-key]', (boxes) => boxes.map((b) => (b as HTMLElement).dataset.key)), ['Greek']);
    // Ticking the family off takes both runs' dots away.
    await panel.page.click('.profile-legend input[data-key="Greek"]');
    assert.deepEqual(await dots(panel), []);
    assert.deepEqual(panel.problems, []);
    await panel.page.close();
  });

  it('exports the figure in the print palette: SVG text, and a PNG drawn from it', async () => {
    const panel = await profileTab();
    await panel.page.click('#export-profile-svg');
    const svgMessage = (await panel.postedAtLeast(2)).at(-1) as { type: string; format: string; data: string };
    assert.equal(svgMessage.type, 'exportFigure');
    assert.equal(svgMessage.format, 'svg');
    assert.match(svgMessage.data, /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    assert.match(svgMessage.data, /<rect [^>]*fill="#ffffff"/);
    assert.equal((svgMessage.data.match(/<circle [^>]*data-run=/g) ?? []).length, 4);
    await panel.page.click('#export-profile-png');
    const pngMessage = (await panel.postedAtLeast(3)).at(-1) as { format: string; data: string };
    assert.equal(pngMessage.format, 'png');
    const png = Buffer.from(pngMessage.data, 'base64');
    assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // Twice the figure's size: two panels of 320 side by side.
    assert.equal(png.readUInt32BE(16), 2 * 2 * 320);
    assert.deepEqual(await cspViolations(panel.page), []);
    await panel.page.close();
  });
});
