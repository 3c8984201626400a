// One layout for every result file, in code-server: VS Code wraps a file on its own when most of its
// text sits on lines of 10,000 characters or more (the sample's miss_param file, not its base file),
// whatever editor.wordWrap says; Calibration Lens shows both with a case per row. The case line's
// label names every turn, and the first turn is not labelled a second time just after it; the file's
// warnings sit on line 1's first character, so case 0's hover is its own. Values worked out from the
// sample files (`calibration-lens case` lists each turn's calls and texts). A file wrapped on purpose
// (Alt+Z): extension-wrapped-labels.test.ts.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { hoverAt, paragraphs } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const SAMPLE = join(projectRoot, 'sample');
const file = (category: string) => join(SAMPLE, 'result', 'demo-baseline', 'multi_turn', `BFCL_v4_multi_turn_${category}_result.json`);
// miss_param_0 failed; turn 1 called cd, mkdir, cp and said "All done." (CONFIRM), turn 2 ls and the
// same three calls with a CONFIRM text, turn 3 three calls and a text the rules call OTHER.
const MISS_PARAM_0 = ['T1 TOOL_CALL×3+CONFIRM', 'T2 TOOL_CALL×4+CONFIRM', 'T3 TOOL_CALL×3+OTHER'];

describe('one layout for every result file', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-layout', workspace: SAMPLE });
  });
  after(async () => {
    await vscode?.close();
  });

  /** Rows drawn and line numbers drawn in the active editor: equal when no line is wrapped. */
  const layout = () =>
    vscode.page.evaluate(() => {
      const editor = document.querySelector('.editor-group-container.active .editor-instance .monaco-editor');
      return {
        rows: editor?.querySelectorAll('.view-lines > .view-line').length ?? 0,
        numbers: editor?.querySelectorAll('.margin-view-overlays .line-numbers').length ?? 0,
      };
    });

  for (const [category, why] of [['base', 'a file VS Code leaves unwrapped'], ['miss_param', 'a file VS Code would wrap (most of it on lines of 10,000 characters or more)']] as const) {
    it(`shows ${category}, ${why}, with one row per case`, () =>
      vscode.step(`one-row-per-case-${category}`, async () => {
        await vscode.workbench.openFile(file(category));
        // The first file waits for the extension to activate too (slow on a busy machine).
        await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 90_000 });
        // 12 cases and the empty line after the last: every one on a row of its own.
        assert.deepEqual(await eventually(layout, (l) => l.numbers === 13 && l.rows === 13, { what: `${category} unwrapped`, timeoutMs: 15_000 }), { rows: 13, numbers: 13 });
      }));
  }

  it('names each turn once on a case line: in the case label, then in place from the second turn on', () =>
    vscode.step('turns-named-once', async () => {
      await vscode.workbench.openFile(file('miss_param'));
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['FAIL', ...MISS_PARAM_0, ...MISS_PARAM_0.slice(1)]);
    }));

  it("keeps case 0's hover its own: the file's Acc > GAR warning is on line 1's first character only", () =>
    vscode.step('case-0-hover', async () => {
      await vscode.workbench.openFile(file('miss_param'));
      const caseHover = paragraphs(await hoverAt(vscode, 1, 3));
      assert.equal(caseHover[0], 'multi_turn_miss_param_0 — Calibration Lens');
      assert.ok(!caseHover.some((p) => p.includes('bound violation')), caseHover.join('\n'));
      const firstCharacter = paragraphs(await hoverAt(vscode, 1, 1)).join('\n');
      assert.match(firstCharacter, /Acc 41\.7 is above GAR 25\.0 \(3 of 12 cases\) by 16\.7 points in miss_param \(bound violation\)/);
    }));
});
