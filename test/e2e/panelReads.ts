// What the summary panel shows, read as the e2e tests of both hosts hold it to the command line: the
// Agreement tab's figures beside `calibration-lens agreement --json`, and the cases its text filter
// finds in the sample's files. One statement of each, so the Node and web hosts are held to the same.
import assert from 'node:assert/strict';
import type { Frame } from 'playwright-core';
import type { VSCodeSession } from './harness';

/** The cases of the sample whose model called authenticate_twitter: grep finds the name on their lines and no other. */
export const SAMPLE_CASES_CALLING_TWITTER = [
  'demo-baseline · base multi_turn_base_0',
  'demo-baseline · long_context multi_turn_long_context_10',
  'demo-baseline · long_context multi_turn_long_context_8',
  'demo-probe · base multi_turn_base_0',
  'demo-probe · long_context multi_turn_long_context_10',
  'demo-probe · long_context multi_turn_long_context_8',
];

/** The filter box's `query` typed and entered; the cases listed once `count` are found, as "where id", sorted. */
export async function casesFilteredBy(frame: Frame, query: string, count: number): Promise<string[]> {
  await frame.fill('#case-filter-input', query);
  await frame.press('#case-filter-input', 'Enter');
  await frame.waitForFunction((n) => document.querySelector('#case-list h2')?.textContent?.startsWith(`Cases of every run shown (${n} of`), count, { timeout: 30_000 });
  const found = await frame.$$eval('#case-list tbody tr', (rows) => rows.map((r) => `${r.querySelector('[data-column="where"]')?.textContent} ${(r as HTMLElement).dataset.id}`));
  return found.sort();
}

export interface AgreementShown {
  figures: Record<string, number | null>;
  matrix: number[][];
  gar: Record<string, unknown>[];
  kappaText: string | null | undefined;
}

/** The summary opened from the command palette, once its table is drawn: the panel's frame. */
export async function openSummaryTable(vscode: VSCodeSession, timeoutMs = 30_000): Promise<Frame> {
  await vscode.workbench.runCommand('Calibration Lens: Open Calibration Summary');
  const frame = await vscode.views.webviewFrame('calibration-lens.calibration-lens', 30_000);
  await frame.waitForSelector('body[data-state="loaded"] table.summary', { timeout: timeoutMs });
  return frame;
}

/** The same, once the runs' health checks are in too: they come after the table, and mark its rows. */
export async function openCheckedSummaryTable(vscode: VSCodeSession, timeoutMs = 30_000): Promise<Frame> {
  const frame = await openSummaryTable(vscode, timeoutMs);
  await frame.waitForSelector('body[data-health="checked"]', { timeout: timeoutMs });
  return frame;
}

/** The Agreement tab of the summary opened on the active file's run: the classifier against `author`. */
export async function agreementTab(vscode: VSCodeSession, author: string): Promise<AgreementShown> {
  const frame = await openSummaryTable(vscode);
  await frame.click('vscode-tab-header[data-tab="agreement"]');
  const pair = `section[data-a="classifier"][data-b="${author}"]`;
  await frame.waitForSelector(`#agreement-view[data-state="loaded"] ${pair}`, { timeout: 30_000 });
  return frame.evaluate((pair) => {
    const values = (root: Element | null) => Object.fromEntries([...(root?.querySelectorAll<HTMLElement>('td[data-column]') ?? [])].map((td) => [td.dataset.column!, td.dataset.value === undefined ? null : Number(td.dataset.value)]));
    const section = document.querySelector(`#agreement-view ${pair}`);
    return {
      figures: values(section?.querySelector('table.agreement-pair tbody tr') ?? null),
      matrix: [...(section?.querySelectorAll('table.confusion tbody tr') ?? [])].map((tr) => [...tr.querySelectorAll<HTMLElement>('td')].map((td) => Number(td.dataset.value))),
      gar: [...document.querySelectorAll<HTMLElement>('#agreement-view table.human-gar tbody tr')].map((tr) => ({ ...tr.dataset, ...values(tr) })),
      kappaText: section?.querySelector('td[data-column="kappa"]')?.textContent,
    };
  }, pair);
}

/** What `agreement --json` prints of a pair (docs/cli.md). */
interface PrintedPair {
  a: string;
  b: string;
  n: number;
  raw_agreement: number | null;
  kappa: number | null;
  kappa_per_class: Record<string, number | null>;
  confusion: { matrix: number[][] };
}

/** The tab holds exactly what `agreement --json` printed (`cli`) for the classifier against `author`. */
export function assertAgreementAsPrinted(shown: AgreementShown, cli: { pairs: PrintedPair[]; gar: Record<string, unknown>[] }, author: string): void {
  const pair = cli.pairs[0]!;
  assert.deepEqual([pair.a, pair.b], ['classifier', author]);
  assert.deepEqual(shown.figures, {
    n: pair.n,
    raw_agreement: pair.raw_agreement,
    kappa: pair.kappa,
    ...Object.fromEntries(Object.entries(pair.kappa_per_class).map(([k, v]) => [`kappa-${k}`, v])),
  });
  assert.deepEqual(shown.matrix, pair.confusion.matrix);
  assert.deepEqual(shown.gar, cli.gar.map((r) => ({
    model: r.model, category: r.category, author: r.author,
    n: r.n, classifier_gar: r.classifier_gar, human_gar: r.human_gar, decided: r.decided, cases_changed: r.cases_changed,
  })));
}
