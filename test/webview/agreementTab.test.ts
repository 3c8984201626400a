// The summary panel's Agreement tab on a copy of the real whissle tau2 run with three annotators in its
// label store, figures made by the same functions as `calibration-lens agreement` (agreementForFolders):
// n, raw agreement, Cohen's kappa overall and per class, the confusion matrix with a set of classes as
// one value, Krippendorff's alpha across the three, GAR with human labels; names shown as text only.
import assert from 'node:assert/strict';
import { chmodSync, copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { ActionClass } from '../../src/core/classify/actionClass';
import { appendDecision } from '../../src/core/annotation/appendDecision';
import { emissionDecision } from '../../src/core/annotation/newDecision';
import { emissionAtPlace } from '../../src/core/model/model';
import { defaultStorePath } from '../../src/core/annotation/storePath';
import { loadTau2RunContext } from '../../src/core/tau2/labelledRun';
import { agreementForFolders } from '../../src/extension/annotation/agreementForFolders';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import type { AgreementMessage } from '../../src/protocol/agreement';
import { WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { cspViolations, launchBrowser, openSummaryPage, type Browser, type SummaryPage } from './webviewHost';
import { tempDir } from '../support/tempDir';

const TASK2 = '2076a622-4d5c-4e67-bcf0-8b49efd69817';
const TASK38 = 'bc803d65-4593-42f5-8cd5-935d9e3fc990';
const MARKUP = '<img src=x onerror="document.body.dataset.owned=1">';

let browser: Browser;
let panel: SummaryPage;
let message: AgreementMessage;

async function labelledCopy(): Promise<string> {
  const folder = tempDir('cl-agreement-tab-');
  const file = join(folder, 'airline_run1.json');
  copyFileSync(WHISSLE, file);
  chmodSync(file, 0o644);
  const { run } = await loadTau2RunContext(file);
  const labelled = run!.files.get('airline_run1.json')!;
  const store = defaultStorePath(folder);
  const decide = async (author: string, caseId: string, message: number, human: ActionClass[]) => {
    const kase = labelled.read.cases.find((c) => c.id === caseId)!;
    const ctx = { resultFile: file, runFolder: folder, sha256: labelled.sha256, author, now: new Date('2026-12-02T10:00:00.000Z') };
    await appendDecision(store, emissionDecision(ctx, caseId, emissionAtPlace(kase, { message })!, human, ''));
  };
  // The classifier: TASK2 message 6 ASK, message 4 TOOL_CALL; TASK38 message 2 ASK.
  await decide('ann', TASK2, 6, ['ask', 'confirm']);
  await decide('ann', TASK2, 4, ['tool_call']);
  await decide('ann', TASK38, 2, []);
  await decide('bob', TASK2, 6, ['ask']);
  await decide('bob', TASK2, 4, ['tool_call']);
  await decide('bob', TASK38, 2, ['ask']);
  await decide(MARKUP, TASK2, 6, ['confirm', 'ask']);
  await decide(MARKUP, TASK38, 2, []);
  return folder;
}

describe('the Agreement tab on a tau2 run with three annotators', { skip: withoutTau2Data }, () => {
  before(async () => {
    const folder = await labelledCopy();
    browser = await launchBrowser();
    panel = await openSummaryPage(browser);
    const loaded = await loadSummaries([folder]);
    await panel.post({ type: 'runs', folders: loaded.folders, runs: loaded.runs, warnings: loaded.warnings });
    message = await agreementForFolders([folder], defaultStorePath);
    await panel.post(message);
    await panel.page.click('vscode-tab-header[data-tab="agreement"]');
    await panel.page.waitForSelector('#agreement-view[data-state="loaded"] section[data-a="classifier"][data-b="ann"]');
  });
  after(async () => {
    await browser?.close();
  });

  it('shows each pair with n, raw agreement, kappa and kappa per class, as the figures hold them', async () => {
    const values = await panel.page.$eval('section[data-a="classifier"][data-b="ann"] table.agreement-pair', (table) => ({
      head: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
      cells: [...table.querySelectorAll('tbody td')].map((td) => [td.getAttribute('data-column'), td.textContent, td.getAttribute('data-value')]),
    }));
    assert.deepEqual(values.head, ['n', 'raw agreement', "Cohen's kappa", 'kappa TOOL_CALL', 'kappa ASK', 'kappa REFUSE', 'kappa CONFIRM', 'kappa OTHER', 'kappa NO CLASS']);
    // (ASK, ASK+CONFIRM), (TOOL_CALL, TOOL_CALL), (ASK, none): p_o 1/3, p_e 1/9, kappa 1/4; ASK in the set 2/5.
    assert.deepEqual(values.cells, [
      ['n', '3', '3'],
      ['raw_agreement', '0.333', String(1 / 3)],
      ['kappa', '0.250', String((1 / 3 - 1 / 9) / (1 - 1 / 9))],
      ['kappa-tool_call', '1.000', '1'],
      ['kappa-ask', '0.400', String((2 / 3 - 4 / 9) / (1 - 4 / 9))],
      ['kappa-refuse', 'no variance', null],
      ['kappa-confirm', '0.000', '0'],
      ['kappa-other', 'no variance', null],
      ['kappa-none', '0.000', '0'],
    ]);
    const pair = message.figures!.pairs.find((p) => p.a === 'classifier' && p.b === 'ann')!;
    assert.equal(Number(values.cells[2]![2]), pair.kappa);
  });

  it('says under the figures that 3 items are a small sample, and which per-class kappas have no variance', async () => {
    const notes = await panel.page.$$eval('section[data-a="classifier"][data-b="ann"] p.kappa-note', (ps) => ps.map((p) => p.textContent));
    assert.deepEqual(notes, [
      'Small sample: 3 items labelled by both (fewer than 10); one item more or less can move kappa a lot, so read it beside the raw agreement and the confusion matrix.',
      'Kappa per class is undefined (no variance) for REFUSE, OTHER: neither rater gave the class to any item, or both gave it to every item.',
    ]);
  });

  it('draws the confusion matrix header on one line, however narrow the panel', async () => {
    await panel.page.setViewportSize({ width: 520, height: 900 });
    const drawn = await panel.page.$eval('section[data-a="classifier"][data-b="ann"] table.confusion', (table) => ({
      heads: [...table.querySelectorAll('thead th')].map((th) => [th.textContent, Math.round(th.getBoundingClientRect().height)]),
      // A row header of the body is one line of text in the same font and padding.
      oneLine: Math.round(table.querySelector('tbody th')!.getBoundingClientRect().height),
    }));
    await panel.page.setViewportSize({ width: 1400, height: 900 });
    assert.deepEqual(drawn.heads, ['classifier \\ ann', 'TOOL_CALL', 'ASK', 'REFUSE', 'CONFIRM', 'OTHER', 'NO CLASS', 'ASK+CONFIRM'].map((t) => [t, drawn.oneLine]));
  });

  it('shows the confusion matrix with a set of classes as its own row and column', async () => {
    const matrix = await panel.page.$eval('section[data-a="classifier"][data-b="ann"] table.confusion', (table) => ({
      columns: [...table.querySelectorAll('thead th')].map((th) => th.textContent),
      rows: [...table.querySelectorAll('tbody tr')].map((tr) => [tr.querySelector('th')!.textContent, ...[...tr.querySelectorAll('td')].map((td) => td.textContent)]),
    }));
    assert.deepEqual(matrix.columns, ['classifier \\ ann', 'TOOL_CALL', 'ASK', 'REFUSE', 'CONFIRM', 'OTHER', 'NO CLASS', 'ASK+CONFIRM']);
    assert.deepEqual(matrix.rows.slice(0, 2), [['TOOL_CALL', '1', '0', '0', '0', '0', '0', '0'], ['ASK', '0', '0', '0', '0', '0', '1', '1']]);
    assert.deepEqual(matrix.rows.slice(2).map((r) => r.slice(1).join('')), ['0000000', '0000000', '0000000', '0000000', '0000000']);
  });

  it("shows Krippendorff's alpha across the three annotators: 5/12", async () => {
    const alpha = await panel.page.$eval('#agreement-view p.alpha', (p) => [p.textContent, (p as HTMLElement).dataset.value]);
    assert.deepEqual(alpha, ["Krippendorff's alpha (nominal, 3 annotators, 3 items): 0.417", String(message.figures!.alpha!.value)]);
    assert.ok(Math.abs(message.figures!.alpha!.value! - 5 / 12) < 1e-12);
  });

  it('shows GAR with human labels per gold class of the domain: only ASK moves', async () => {
    const rows = await panel.page.$$eval('#agreement-view table.human-gar tbody tr', (trs) => trs.map((tr) => [...tr.children].map((td) => td.textContent)));
    assert.deepEqual(rows.filter((r) => r[2] === 'ann'), [
      ['whissle', 'airline', 'ann', 'TOOL_CALL', '43', '27.9', '27.9', '3', '0'],
      ['whissle', 'airline', 'ann', 'ASK', '13', '100.0', '92.3', '3', '1'],
      ['whissle', 'airline', 'ann', 'REFUSE', '7', '71.4', '71.4', '3', '0'],
    ]);
  });

  it("shows an annotator's name as text, never as markup", async () => {
    const names = await panel.page.$$eval('#agreement-view section h2', (hs) => hs.map((h) => h.textContent));
    assert.ok(names.includes(`${MARKUP} vs ann`), names.join(' | '));
    assert.equal(await panel.page.$('#agreement-view img'), null);
    assert.equal(await panel.page.evaluate(() => document.body.dataset.owned ?? null), null);
    assert.deepEqual(await cspViolations(panel.page), []);
    assert.deepEqual(panel.problems, []);
  });
});
