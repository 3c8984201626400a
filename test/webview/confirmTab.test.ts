// The Tab. 3 tab on the paper's released judgments (../shared/data/paper): the whole table of
// formats-tau2.md section 5.7 in the panel, the same numbers `calibration-lens confirm --json` prints,
// the writes without a boolean verdict counted; without the setting, a sentence saying what to set;
// model names from the file shown as text.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { confirmTableMessage, formatTable } from '../../src/extension/summary/confirmTab';
import { JUDGMENTS, withoutTau2Data } from '../support/tau2Data';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

const CLI = resolve(__dirname, '../../dist/cli.js');
// The table the registry's formats give the tab: tau2's Tab. 3.
const table = formatTable()!;
let browser: Browser;
let panel: SummaryPage;

async function showTab(message: Awaited<ReturnType<typeof confirmTableMessage>>): Promise<void> {
  await panel.post({ type: 'runs', folders: ['/runs'], runs: [], warnings: [] });
  await panel.post(message);
  // The tab is titled as the format names its table (the page knows no format).
  assert.equal(await panel.page.textContent('vscode-tab-header[data-tab="confirm"]'), 'Confirmation (Tab. 3)');
  await panel.page.click('vscode-tab-header[data-tab="confirm"]');
  await panel.page.waitForSelector('#confirm-view[data-state="loaded"]');
}

describe('the Tab. 3 tab', () => {
  before(async () => {
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
  });
  after(async () => {
    await browser?.close();
  });

  it('shows the paper\'s Tab. 3 from the released judgments: every cell of formats-tau2.md section 5.7', { skip: withoutTau2Data }, async () => {
    const message = await confirmTableMessage(table, JUDGMENTS);
    await showTab(message);
    const rows = await panel.page.$$eval('table.confirm-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    // model, then per domain GAR, Acc, Δ, n, writes without a boolean verdict.
    assert.deepEqual(rows, [
      ['Qwen3-8B', '24.2', '11.6', '+12.6', '95', '0', '27.1', '38.7', '-11.6', '225', '0'],
      ['Qwen3-14B', '28.8', '36.4', '-7.6', '66', '0', '34.2', '50.5', '-16.3', '196', '1'],
      ['gpt-oss-20b', '92.0', '40.0', '+52.0', '25', '0', '82.8', '50.0', '+32.8', '134', '0'],
      ['xLAM-2-8b', '--', '--', '--', '0', '0', '--', '--', '--', '0', '0'],
      ['Hammer-2.1-7B', '--', '--', '--', '0', '0', '--', '--', '--', '0', '0'],
      ['ToolACE-2-8B', '16.3', '4.7', '+11.6', '43', '0', '34.1', '4.4', '+29.7', '91', '0'],
      ['gpt-5', '98.1', '55.6', '+42.6', '54', '0', '99.4', '92.7', '+6.7', '164', '3'],
      ['gpt-5.4', '100.0', '65.1', '+34.9', '43', '0', '100.0', '83.8', '+16.2', '154', '0'],
      ['gpt-5-mini', '89.2', '59.5', '+29.7', '37', '0', '98.2', '87.1', '+11.0', '163', '0'],
      ['Gemini 3 Pro', '100.0', '62.3', '+37.7', '53', '2', '97.4', '91.6', '+5.8', '154', '1'],
      ['Doubao-Seed-1.8', '100.0', '52.8', '+47.2', '36', '0', '98.6', '81.5', '+17.1', '146', '1'],
    ]);
    assert.equal(await panel.page.textContent('.confirm .note'),
      "The paper's Tab. 3: per model and domain, GAR is the share of judged database writes the agent confirmed first, Acc the share whose simulation passed (reward ≥ 0.5), over the n writes with a boolean verdict. 1887 judged writes read; 8 without a boolean verdict are left out of n.");
    // The exact values behind the cells are those of `calibration-lens confirm --json`.
    const cli = spawnSync(process.execPath, [CLI, 'confirm', '--judgments', JUDGMENTS, '--json'], { encoding: 'utf8' });
    assert.equal(cli.status, 0, cli.stderr);
    const printed = (JSON.parse(cli.stdout) as { rows: Array<Record<string, unknown>> }).rows;
    assert.deepEqual(message.rows.map((r) => ({ model: r.model, ...r.cells })), printed);
    const gpt5 = await panel.page.$eval('tr[data-model="gpt-5"] [data-column="retail-gar"]', (td) => Number((td as HTMLElement).dataset.value));
    assert.equal(gpt5, (100 * 163) / 164);
    assert.deepEqual(panel.problems, []);
  });

  it('says what to set when no judgments file is named, and shows model names as text', async () => {
    await showTab(await confirmTableMessage(table, null));
    assert.match(await panel.page.textContent('#confirm-view .empty') ?? '', /^Set calibrationLens\.tau2JudgmentsFile to a judgments file in the paper's format/);
    const folder = mkdtempSync(join(tmpdir(), 'confirm-tab-'));
    try {
      const file = join(folder, 'judgments.jsonl');
      const hostile = '<img src=x onerror="document.body.dataset.owned=1">';
      writeFileSync(file, [
        JSON.stringify({ model: hostile, domain: 'airline', sim_id: 's1', tool: 'cancel_reservation', confirmed: true, passed: false, judge_reasoning: 'ok' }),
        '{"model": "cut off',
        JSON.stringify({ model: hostile, domain: 'airline', sim_id: 's2', tool: 'book_reservation', confirmed: null, passed: true, judge_reasoning: 'JUDGE_ERROR: Extra data' }),
      ].join('\n'));
      const message = await confirmTableMessage(table, file);
      // The parser's own words vary with the Node version; the place and what was done do not.
      assert.equal(message.problems.length, 1);
      assert.match(message.problems[0]!.replace(file, 'FILE'), /^FILE:2:1: Line 2 is not valid JSON \(Unterminated string in JSON at position 1\d.*\); it was left out\.$/);
      await showTab(message);
      const rows = await panel.page.$$eval('table.confirm-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
      assert.deepEqual(rows, [[hostile, '100.0', '0.0', '+100.0', '1', '1', '--', '--', '--', '0', '0']]);
      assert.equal(await panel.page.evaluate(() => document.body.dataset.owned ?? null), null);
      assert.equal(await panel.page.$$eval('#confirm-view img', (imgs) => imgs.length), 0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
