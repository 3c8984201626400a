// Run health of tau2 runs as a user meets it in code-server: two banking_knowledge runs graded by
// tau2-bench before and after 1.0.1 (the real whissle run as if made at the pinned commit a03b7910,
// and as it is, at 121283b8), and an airline run two of whose simulations ended in an infrastructure
// error (test/support/healthTraps). The panel marks each run's rows with its findings (the sentence on
// hover is the core's, as `gar` gives it: test/unit/runHealth), and the compare tab says the two
// banking_knowledge runs are not comparable above its numbers.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { loadSummaries } from '../../src/core/load/loadSummaries';
import { rowMarksText } from '../../src/core/metrics/rowMarks';
import { summaryRows } from '../../src/core/export/summaryRows';
import { emitClassesOf } from '../../src/core/export/emitClasses';
import { derivedTau2Run } from '../support/healthTraps';
import { WHISSLE, withoutTau2Data } from '../support/tau2Data';
import { tempDir } from '../support/tempDir';
import { TALL_VIEWPORT } from './extension-helpers';
import { openVSCode, type VSCodeSession } from './harness';
import { openCheckedSummaryTable } from './panelReads';

const PINNED = 'a03b7910bc968f706306e16017a9cb650caf7af2';
const WHISSLE_COMMIT = '121283b87f0e5e14917e9fea3a6411e90408a6e1';

interface ShownRow {
  run: string | undefined;
  category: string | undefined;
  mark: { glyph: string | null; codes: string | undefined; severity: string; title: string | null } | null;
}

describe('tau2 runs of different harness versions and with infrastructure errors, in code-server', { skip: withoutTau2Data }, () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let frame: Frame;

  before(async () => {
    workspace = tempDir('calibration-lens-e2e-tau2-health-');
    derivedTau2Run(WHISSLE, workspace, 'banking-older', { commit: PINNED, domain: 'banking_knowledge' });
    derivedTau2Run(WHISSLE, workspace, 'banking-newer', { commit: WHISSLE_COMMIT, domain: 'banking_knowledge' });
    derivedTau2Run(WHISSLE, workspace, 'airline-infra', { commit: WHISSLE_COMMIT, infrastructureErrors: true });
    vscode = await openVSCode({ name: 'run-health-tau2', workspace, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it("marks each run's rows with its findings, the core's sentences on hover", () =>
    vscode.step('panel-marks', async () => {
      frame = await openCheckedSummaryTable(vscode);
      const rows: ShownRow[] = await frame.$$eval('table.summary tbody tr:not(.group-row)', (trs) =>
        trs.map((tr) => {
          const mark = tr.querySelector<HTMLElement>('.health-mark');
          return {
            run: (tr as HTMLElement).dataset.run,
            category: (tr as HTMLElement).dataset.category,
            mark: mark ? { glyph: mark.textContent, codes: mark.dataset.codes, severity: mark.className, title: mark.getAttribute('title') } : null,
          };
        }),
      );
      // The rows as the core makes them for the same folder: the webview shows their marks, no other.
      const loaded = await loadSummaries([workspace]);
      const expected = summaryRows(loaded.runs, emitClassesOf);
      const byRun = (category: string) => rows.filter((r) => r.category === category).map((r) => [r.mark?.codes, r.mark?.glyph, r.mark?.severity]);
      // banking_knowledge has no gold: one row a run, each marked as graded by another version than the other's.
      assert.deepEqual(byRun('banking_knowledge'), [
        ['version-drift', '△', 'health-mark severity-warning'],
        ['version-drift', '△', 'health-mark severity-warning'],
      ]);
      // The airline run: its 2 simulations left out (a warning), and a commit other than banking-older's (a hint).
      const airline = rows.filter((r) => r.category === 'airline');
      assert.ok(airline.length >= 3, JSON.stringify(rows));
      for (const r of airline) assert.deepEqual([r.mark?.codes, r.mark?.glyph], ['infrastructure-error version-drift', '△']);
      const hover = airline[0]!.mark!.title!;
      assert.ok(hover.startsWith('[infrastructure-error] 2 of 50 simulations ended in an infrastructure error and are left out of n, pass@1, GAR and Acc, as tau2 leaves them out:'), hover);
      assert.ok(hover.includes('[version-drift] Runs from different tau2-bench commits are shown together:'), hover);
      // Every hover is the core's text for its row.
      for (const r of rows) {
        const row = expected.find((e) => String(e.runIndex) === r.run && e.group === r.category && rowMarksText(e.marks.filter((m) => m.code !== 'population')) === r.mark?.title);
        assert.ok(row, `row ${r.run} ${r.category}: ${r.mark?.title}`);
      }
      const banking = rows.find((r) => r.category === 'banking_knowledge')!.mark!.title!;
      assert.ok(banking.startsWith('[version-drift] banking_knowledge runs graded by different tau2-bench versions are shown together:'), banking);
      assert.ok(banking.includes('tau2 says scores from before and after 1.0.1 must not be compared.'), banking);
    }));

  it('says above the compare tab that the two banking_knowledge runs were graded by different versions', () =>
    vscode.step('compare-note', async () => {
      await frame.click('vscode-tab-header[data-tab="compare"]');
      const loaded = await loadSummaries([workspace]);
      const banking = loaded.runs.flatMap((r, i) => (r.totals?.[0]?.group === 'banking_knowledge' ? [i] : []));
      assert.equal(banking.length, 2);
      // The pickers: the two banking_knowledge runs, one picker at a time (each choice draws the tab again).
      for (const [role, index] of [['probe', banking[1]!], ['baseline', banking[0]!]] as const) {
        await frame.evaluate(([role, index]) => {
          const select = document.querySelector<HTMLElement & { value: string }>(`#compare-${role}`)!;
          select.value = String(index);
          select.dispatchEvent(new Event('change'));
        }, [role, index] as const);
        await frame.waitForFunction(([role, index]) => document.querySelector<HTMLElement & { value: string }>(`#compare-${role}`)?.value === String(index), [role, index] as const, { timeout: 15_000 });
      }
      const note = await frame.waitForSelector('.compare-view p.version-drift', { timeout: 15_000 });
      const text = (await note.textContent()) ?? '';
      assert.ok(text.startsWith("[version-drift] banking_knowledge runs graded by different tau2-bench versions are shown together: the baseline's results come from tau2 commit"), text);
      assert.ok(text.includes('121283b8 (v1.0.1 or later)') && text.includes('a03b7910 (after v1.0.0, before v1.0.1)'), text);
    }));
});
