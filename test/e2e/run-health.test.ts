// Run health as a user meets it in code-server: a run whose text replies the harness stored as `[]`
// (the sample's demo-probe put through BFCL's OpenAI-compatible handler's loss, test/support/healthTraps)
// beside its intact twin of the sample (demo-baseline). The dropped run's rows carry the error mark with
// its sentence on hover, the twin's do not, and its result file's Problems hold the finding on line 1.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Frame } from 'playwright-core';
import { copyRunEditing, dropTextReplies } from '../support/healthTraps';
import { tempDir } from '../support/tempDir';
import { TALL_VIEWPORT, listProblems, openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { openCheckedSummaryTable } from './panelReads';

const SAMPLE = join(projectRoot, 'sample');
const RESULT = 'BFCL_v4_multi_turn_miss_param_result.json';
const FIX = "BFCL's OpenAI-compatible handler (openai_completion.py) stores [] where a model served by vLLM answered in text, so the ASK and REFUSE GAR of this run are the harness's, not the model's";
const UPSTREAM = 'Generate the run again with a handler that keeps the text (ShishirPatil/gorilla pull requests #1316, #1328, #1351).';
/** The run's finding, as `gar` gives it on the same folder (test/unit/runHealth/garHealth.test.ts holds it too). */
const RUN_FINDING =
  `[text-replies-dropped] 152 of 156 turns end in an empty step ([]) and no step of the run holds a text reply: ${FIX} ` +
  `(miss_func REFUSE 0.0, miss_param ASK 0.0). ${UPSTREAM}`;
const TOOL_NOT_OFFERED =
  '[tool-not-offered] Calls to a function the case does not offer at that turn (long_context 1 call in 1 of 12 cases; miss_func 2 calls in 2 of 12 cases; miss_param 2 calls in 1 of 12 cases): a held-out function ' +
  'before it is added back, an excluded one, or one no involved class has. BFCL may still run them; each is marked on its emission.';

describe('a run whose text replies were dropped, in code-server', () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let frame: Frame;

  before(async () => {
    workspace = tempDir('calibration-lens-e2e-health-');
    copyRunEditing(join(SAMPLE, 'result', 'demo-probe'), join(workspace, 'result', 'demo-probe'), dropTextReplies);
    copyRunEditing(join(SAMPLE, 'score', 'demo-probe'), join(workspace, 'score', 'demo-probe'), (l) => l);
    copyRunEditing(join(SAMPLE, 'result', 'demo-baseline'), join(workspace, 'result', 'demo-baseline'), (l) => l);
    copyRunEditing(join(SAMPLE, 'score', 'demo-baseline'), join(workspace, 'score', 'demo-baseline'), (l) => l);
    vscode = await openVSCode({ name: 'run-health', workspace, viewport: TALL_VIEWPORT });
  });
  after(async () => {
    await vscode?.close();
  });

  it('marks every row of the dropped run with its error, its sentence on hover; the intact twin is not marked so', () =>
    vscode.step('panel-marks', async () => {
      frame = await openCheckedSummaryTable(vscode);
      const rows = await frame.$$eval('table.summary tbody tr:not(.group-row)', (trs) =>
        trs.map((tr) => {
          const mark = tr.querySelector<HTMLElement>('.health-mark');
          return {
            run: (tr as HTMLElement).dataset.run,
            category: (tr as HTMLElement).dataset.category,
            gar: tr.querySelector('[data-column="gar"]')?.textContent,
            mark: mark ? { glyph: mark.textContent, codes: mark.dataset.codes, severity: mark.className, title: mark.getAttribute('title') } : null,
          };
        }),
      );
      const titles = await frame.$$eval('tr.group-row .group-title', (t) => t.map((e) => e.textContent));
      assert.deepEqual(titles, ['demo-baseline', 'demo-probe']);
      const error = (title: string) => ({ glyph: '✖', codes: title.includes('tool-not-offered') ? 'text-replies-dropped tool-not-offered' : 'text-replies-dropped', severity: 'health-mark severity-error', title });
      assert.deepEqual(rows.filter((r) => r.run === '1'), [
        { run: '1', category: 'base', gar: '100.0', mark: error(RUN_FINDING) },
        { run: '1', category: 'long_context', gar: '100.0', mark: error(`${RUN_FINDING} ${TOOL_NOT_OFFERED}`) },
        // GAR 0.0 where the gold action is a text: the harness's number, marked as such.
        { run: '1', category: 'miss_func', gar: '0.0', mark: error(`${RUN_FINDING} ${TOOL_NOT_OFFERED}`) },
        { run: '1', category: 'miss_param', gar: '0.0', mark: error(`${RUN_FINDING} ${TOOL_NOT_OFFERED}`) },
      ]);
      // The twin (its text replies kept) has no text-replies-dropped mark; its own tool-not-offered warnings stay.
      const twin = rows.filter((r) => r.run === '0');
      assert.deepEqual(twin.map((r) => [r.category, r.gar, r.mark?.codes ?? null, r.mark?.glyph ?? null]), [
        ['base', '100.0', null, null],
        ['long_context', '91.7', 'tool-not-offered', '△'],
        ['miss_func', '25.0', 'tool-not-offered', '△'],
        ['miss_param', '25.0', 'tool-not-offered', '△'],
      ]);
      // The sentence on hover is the one `gar --json` gives for the same folder.
      const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'gar', '--results', workspace, '--json'], { encoding: 'utf8' })) as {
        runs: { model: string; warnings: (string | { code: string; message: string })[] }[];
      };
      const probe = cli.runs.find((r) => r.model === 'demo-probe')!;
      assert.deepEqual(probe.warnings.flatMap((w) => (typeof w === 'string' ? [] : [`[${w.code}] ${w.message}`])), [RUN_FINDING, TOOL_NOT_OFFERED]);
    }));

  it("lists the finding in Problems on the dropped run's result file: one error on line 1, its cases as related lines", () =>
    vscode.step('problems', async () => {
      const file = join(workspace, 'result', 'demo-probe', 'multi_turn', RESULT);
      await openUnwrapped(vscode, file);
      const problems = await eventually(() => listProblems(vscode), (p) => p.some((x) => x.code === 'text-replies-dropped'), {
        what: 'the text-replies-dropped finding in Problems',
        timeoutMs: 30_000,
      });
      const dropped = problems.filter((p) => p.code === 'text-replies-dropped');
      // The file checked on its own: its category named, its turns counted.
      assert.deepEqual(dropped, [
        {
          file: RESULT,
          severity: 'error',
          message: `41 of 42 turns end in an empty step ([]) and no step of miss_param holds a text reply: ${FIX} (miss_param ASK 0.0). ${UPSTREAM}`,
          source: 'Calibration Lens',
          code: 'text-replies-dropped',
          line: 1,
          column: 1,
          // multi_turn_miss_param_2 (line 3) holds no []: the sample's "Error during inference" line.
          related: [1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((line) => ({
            message: `multi_turn_miss_param_${line - 1}`,
            file: RESULT,
            line,
            column: 1,
          })),
        },
      ]);
      assert.equal((await vscode.problems.counts()).errors, 1);
    }));
});
