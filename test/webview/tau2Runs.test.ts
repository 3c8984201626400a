// The panel on the real tau2 runs in ../shared/data/tau2, read through the core as the extension reads
// them: one row per gold class of each domain (ASK also per audited subset) with the cross-check
// numbers of formats-tau2.md section 5.7, the quirk count, a domain without gold (telecom) with its
// rates and no GAR, drill-down to the simulations, and two runs of the same tasks compared.
import assert from 'node:assert/strict';
import { dirname } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { runLabels } from '../../src/core/export/runLabels';
import { pairNotes } from '../../src/core/runHealth/runsTogether';
import { QWEN, TELECOM, WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';

let browser: Browser;
let panel: SummaryPage;

const COLUMNS = ['category', 'gold', 'n', 'gar', 'emit-tool_call', 'acc', 'garMinusAcc', 'goldMiss', 'failed', 'violations', 'quirk'];

describe('summary panel on real tau2 runs', { skip: withoutTau2Data }, () => {
  before(async () => {
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
    const loaded = await loadSummaries([dirname(WHISSLE), dirname(QWEN), dirname(TELECOM)]);
    await panel.post({ type: 'runs', folders: loaded.folders, runs: loaded.runs, warnings: loaded.warnings });
  });
  after(async () => {
    await browser?.close();
  });

  it('one row per class and ASK subset per domain, with the cross-check numbers, and telecom without gold', async () => {
    const rows = await panel.page.$$eval(
      'table.summary tbody tr:not(.group-row)',
      (trs, columns) => trs.map((tr) => columns.map((c) => tr.querySelector(`[data-column="${c}"]`)?.textContent ?? '')),
      COLUMNS,
    );
    assert.deepEqual(await panel.page.$$eval('tr.group-row', (t) => t.map((e) => [...e.querySelectorAll('.group-title, .group-detail')].map((s) => s.textContent).join(' | '))), [
      'whissle | pass@1 56.00',
      'ollama_chat/qwen2.5:7b | pass@1 18.00 | 2 warnings below',
      'gpt-4o | pass@1 70.00 | 1 warning below',
    ]);
    // Each run's first cell carries the version-drift hint (ℹ): the three files come from three tau2-bench commits.
    assert.deepEqual(rows, [
      ['airlineℹ', 'TOOL_CALL', '43', '27.9', '100.0', '53.5', '⚠ -25.6', '31', '20', '12', '0'],
      ['airlineℹ', 'ASK', '13', '100.0', '100.0', '38.5', '+61.5', '0', '8', '0', '0'],
      ['airlineℹ', 'REFUSE', '7', '71.4', '100.0', '71.4', '+0.0', '2', '2', '0', '0'],
      ['airlineℹ', 'ASK · all', '13', '100.0', '100.0', '38.5', '+61.5', '0', '8', '0', '0'],
      ['airlineℹ', 'ASK · paper', '8', '100.0', '100.0', '37.5', '+62.5', '0', '5', '0', '0'],
      ['airlineℹ', 'ASK · valid', '6', '100.0', '100.0', '50.0', '+50.0', '0', '3', '0', '0'],
      ['airlineℹ', 'TOOL_CALL', '43', '41.9', '93.0', '11.6', '+30.2', '25', '38', '3', '10'],
      ['airlineℹ', 'ASK', '13', '100.0', '92.3', '7.7', '+92.3', '0', '12', '0', '0'],
      ['airlineℹ', 'REFUSE', '7', '42.9', '100.0', '57.1', '⚠ -14.3', '4', '3', '1', '0'],
      ['airlineℹ', 'ASK · all', '13', '100.0', '92.3', '7.7', '+92.3', '0', '12', '0', '0'],
      ['airlineℹ', 'ASK · paper', '8', '100.0', '87.5', '12.5', '+87.5', '0', '7', '0', '0'],
      ['airlineℹ', 'ASK · valid', '6', '100.0', '83.3', '0.0', '+100.0', '0', '6', '0', '0'],
      ['telecomℹ', 'none (GAR needs gold)', '20', '—', '95.0', '70.0', '—', '—', '6', '0', '—'],
    ]);
  });

  it('every number opens the simulations behind it, each with its task, trial, reward and ending', async () => {
    await panel.page.click('tbody[aria-label="ollama_chat/qwen2.5:7b"] tr:nth-child(2) [data-column="quirk"] button');
    await panel.page.waitForSelector('section.case-list');
    assert.equal(await panel.page.textContent('#case-list-title'), "ollama_chat/qwen2.5:7b · airline · gold hits that come only from the hit rule's quirk (ended early) (10)");
    const first = await panel.page.$$eval('section.case-list tbody tr', (trs) => trs.slice(0, 2).map((tr) => [...tr.children].map((td) => td.textContent)));
    assert.deepEqual(first, [
      ['4b4ca4a5-1654-492b-b86a-02e26e8f2874 task 6 · trial 0 · reward 0.0 · agent_error', '4173', 'TOOL_CALL ASK', 'hit', 'FAIL', 'ended early: agent_error'],
      [first[1]![0]!, first[1]![1]!, first[1]![2]!, 'hit', 'FAIL', first[1]![5]!],
    ]);
    assert.match(first[1]![5]!, /^ended early: /);
  });

  it('compares two runs of the same tasks by task and trial (whissle → qwen, airline)', async () => {
    const loaded = await loadSummaries([dirname(WHISSLE), dirname(QWEN)]);
    await panel.post({ type: 'runs', folders: loaded.folders, runs: loaded.runs, pairNotes: pairNotes(loaded.runs, runLabels(loaded.runs)), warnings: loaded.warnings, compare: { baseline: 0, probe: 1 } });
    await panel.page.waitForSelector('table.compare');
    const first = await panel.page.$eval('table.compare tbody tr', (tr) =>
      ['passToFail', 'failToPass', 'hitToMiss', 'missToHit', 'n'].map((c) => tr.querySelector(`[data-column="${c}"]`)?.textContent));
    assert.deepEqual(first, ['19', '1', '4', '10', '43 / 43']);
    assert.equal(await panel.page.$('table.compare ~ p.note, .compare-view p.note:not(.version-drift)'), null);
    // The two files come from different tau2-bench commits: said above the table.
    assert.equal(
      await panel.page.textContent('.compare-view p.note.version-drift'),
      "[version-drift] Runs from different tau2-bench commits are shown together: the baseline's results come from 121283b8 (v1.0.1 or later); ollama_chat/qwen2.5:7b: 1a7f63af (after v0.1.2, before v0.1.3). " +
        "tau2's tasks and grading change between versions (1.0.0 revised retail's tasks, 1.0.1 banking_knowledge's grading): numbers of one domain are comparable across them only where neither changed.",
    );
    assert.equal(await panel.page.textContent('.compare-view p.overall'), 'pass@1 56.00 → 18.00 (-38.00)');
  });
});
