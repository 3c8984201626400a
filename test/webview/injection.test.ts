// Model output, case ids, model names, error types and warnings are untrusted text. Here they hold HTML,
// script, javascript: links and a </td>; the panel must show them as literal text and run none of it.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { RunSummary } from '../../src/core/metrics/types';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { category, kase, run } from './fixtures';
import { cspViolations, launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

const IMG = `<img src=x onerror="window.__pwned='img'">`;
const SCRIPT = `<script>window.__pwned='script'</script>`;
const LINK = `<a href="javascript:window.__pwned='link'">open</a>`;
const BARE_LINK = `javascript:window.__pwned='href'`;
const CELL_BREAK = `</td></tr></table><img src=x onerror="window.__pwned='td'">`;
const ATTRIBUTE_BREAK = `"><svg onload="window.__pwned='svg'">`;

let browser: Browser;
let root: string;

before(async () => {
  browser = await launchBrowser();
  root = mkdtempSync(join(tmpdir(), 'calibration-lens-injection-'));
});
after(async () => {
  await browser?.close();
  rmSync(root, { recursive: true, force: true });
});

/** A BFCL release folder on disk whose model folder, case ids, emissions and error types are hostile. */
function hostileRelease(): { folder: string; model: string } {
  // A folder name cannot hold "/", so the </td> payload goes into case ids instead.
  const model = `${IMG}${ATTRIBUTE_BREAK}`.replace(/\//g, '');
  const folder = join(root, 'release');
  mkdirSync(join(folder, 'result', model, 'multi_turn'), { recursive: true });
  mkdirSync(join(folder, 'score', model, 'multi_turn'), { recursive: true });
  const results = [
    { id: `multi_turn_base_0${SCRIPT}`, result: [[SCRIPT], [IMG, `Could you confirm? ${LINK}`]] },
    { id: `multi_turn_base_1${CELL_BREAK}`, result: [[`[cd(folder="${CELL_BREAK}")]`], [BARE_LINK]] },
    { id: BARE_LINK, result: [[ATTRIBUTE_BREAK]] },
  ];
  writeFileSync(join(folder, 'result', model, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json'), results.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const score = [
    { accuracy: 0.5, correct_count: 1, total_count: 3 },
    { id: `multi_turn_base_1${CELL_BREAK}`, valid: false, error: { error_message: [IMG], error_type: `multi_turn:${IMG}` } },
    { id: BARE_LINK, valid: false, error: { error_message: [SCRIPT], error_type: LINK } },
  ];
  writeFileSync(join(folder, 'score', model, 'multi_turn', 'BFCL_v4_multi_turn_base_score.json'), score.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return { folder, model };
}

/** What the core never produces from files but a RunSummary may still hold: every string field hostile. */
function hostileSummary(): RunSummary {
  const model = `${CELL_BREAK}${SCRIPT}`;
  const c = category(model, 'miss_param', {
    n: 2, hits: 0, gar: 0, garCi95: [0, 65.76], acc: 65,
    emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 50 },
    cases: [kase(LINK, 1, ['tool_call'], false, true), kase(ATTRIBUTE_BREAK, 2, ['other', 'tool_call'], false, false, CELL_BREAK)],
  });
  return { ...run(model, [c], 65, [IMG, LINK]), problems: [{ file: ATTRIBUTE_BREAK, line: 1, column: 1, message: SCRIPT }] };
}

async function assertNothingRan(panel: SummaryPage): Promise<void> {
  assert.equal(await panel.page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned), undefined);
  // The only script is the bundle; no element came from the data.
  assert.deepEqual(await panel.page.$$eval('script', (s) => s.map((e) => new URL((e as HTMLScriptElement).src).pathname)), ['/dist/webview/summary.js']);
  assert.equal(await panel.page.evaluate(() => document.querySelectorAll('img, svg, a, iframe, object, embed').length), 0);
  // Nor inside the components' shadow roots: no element anywhere carries an event-handler attribute.
  const handlers = await panel.page.evaluate(() => {
    const found: string[] = [];
    const stack: (Document | ShadowRoot)[] = [document];
    while (stack.length) {
      for (const el of stack.pop()!.querySelectorAll('*')) {
        for (const attr of el.attributes) if (/^on/i.test(attr.name)) found.push(`${el.tagName} ${attr.name}`);
        if (el.shadowRoot) stack.push(el.shadowRoot);
      }
    }
    return found;
  });
  assert.deepEqual(handlers, []);
  assert.deepEqual(await cspViolations(panel.page), []);
  assert.deepEqual(panel.problems, []);
  // The page, its styles, the bundle and the chunk it imports (preloaded beside it), and nothing else (the
  // Profile tab's chart is fetched only with that tab).
  const paths = panel.requests.map((u) => new URL(u).pathname);
  assert.deepEqual(paths, ['/index.html', '/media/summary.css', '/dist/webview/summary.js', '/dist/webview/chunk.js']);
}

describe('untrusted text in the summary panel', () => {
  it('shows hostile model names, case ids, emissions and error types from real files as text', async () => {
    const { folder, model } = hostileRelease();
    const loaded = await loadSummaries([folder]);
    // The classifier still read the emissions (a tool call and an ASK hide among the payloads).
    assert.deepEqual(loaded.runs[0]!.groups[0]!.cases.map((c) => c.classes), [['ask', 'other'], ['other', 'tool_call'], ['other']]);
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'runs', folders: [folder], runs: loaded.runs, warnings: loaded.warnings });

    assert.equal(await panel.page.textContent('tr.group-row .group-title'), model);
    assert.equal(await panel.page.getAttribute('tr.group-row .group-title', 'title'), join(folder, 'result'));
    await panel.page.click('tr[data-category="base"] td[data-column="n"] button');
    assert.deepEqual(
      await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => [...r.children].map((c) => c.textContent))),
      [
        [`multi_turn_base_0${SCRIPT}`, '1', 'ASK OTHER', 'missing', 'PASS', ''],
        [`multi_turn_base_1${CELL_BREAK}`, '2', 'TOOL_CALL OTHER', 'hit', 'FAIL', `multi_turn:${IMG}`],
        [BARE_LINK, '3', 'OTHER', 'missing', 'FAIL', LINK],
      ],
    );
    // Each row still has its six cells: the </td> did not close anything.
    assert.deepEqual(await panel.page.$$eval('#case-list tbody tr', (rows) => rows.map((r) => r.children.length)), [6, 6, 6]);
    await panel.page.click('#case-list tbody tr:nth-child(2) button.case-link');
    assert.deepEqual((await panel.posted()).at(-1), {
      type: 'openCase',
      file: join(folder, 'result', model, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json'),
      line: 2,
      id: `multi_turn_base_1${CELL_BREAK}`,
    });
    await assertNothingRan(panel);
    await panel.page.close();
  });

  it('shows hostile text in every other string it is given as text: runs, warnings, problems, comparison', async () => {
    const hostile = hostileSummary();
    const panel = await openSummaryPage(browser);
    await panel.post({ type: 'runs', folders: [ATTRIBUTE_BREAK, SCRIPT], runs: [hostile, { ...hostile, results: '/elsewhere/result' }], warnings: [CELL_BREAK] });
    assert.equal(await panel.page.textContent('.sources'), `${ATTRIBUTE_BREAK} · ${SCRIPT}`);
    assert.deepEqual(await panel.page.$$eval('ul.warnings li', (items) => items.map((i) => i.textContent)), [
      CELL_BREAK,
      `${CELL_BREAK}${SCRIPT} (runs): ${IMG}`,
      `${CELL_BREAK}${SCRIPT} (runs): ${LINK}`,
      `${ATTRIBUTE_BREAK}:1:1: ${SCRIPT}`,
      `${CELL_BREAK}${SCRIPT} (elsewhere): ${IMG}`,
      `${CELL_BREAK}${SCRIPT} (elsewhere): ${LINK}`,
      `${ATTRIBUTE_BREAK}:1:1: ${SCRIPT}`,
    ]);
    await panel.page.click('tbody[data-group="0"] td[data-column="n"] button');
    assert.equal(await panel.page.textContent('#case-list h2'), `${CELL_BREAK}${SCRIPT} (runs) · miss_param · all cases (2)`);
    assert.deepEqual(await panel.page.$$eval('#case-list tbody th', (cells) => cells.map((c) => c.textContent)), [LINK, ATTRIBUTE_BREAK]);
    assert.equal(await panel.page.textContent('#case-list tbody tr:nth-child(2) td[data-column="errorType"]'), CELL_BREAK);
    // Attributes hold the text too, as values.
    assert.equal(await panel.page.getAttribute('#case-list tbody tr:nth-child(2) button.case-link', 'title'), `Open ${ATTRIBUTE_BREAK} at line 2`);

    await panel.page.click('vscode-tab-header[data-tab="compare"]');
    assert.deepEqual(
      await panel.page.$$eval('.compare-view vscode-option', (options) => options.map((o) => o.textContent)),
      [`${CELL_BREAK}${SCRIPT} (runs)`, `${CELL_BREAK}${SCRIPT} (elsewhere)`, `${CELL_BREAK}${SCRIPT} (runs)`, `${CELL_BREAK}${SCRIPT} (elsewhere)`],
    );
    await assertNothingRan(panel);
    await panel.page.close();
  });
});
