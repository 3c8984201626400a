// Labels and hovers of the packaged extension in code-server, on the real BFCL excerpts. Every
// expected string was worked out from the files themselves (classes per the spec, pass/fail from the
// score files, columns from the lines), not copied from what the extension prints.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLAUDE, GPT41, RELEASE, XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { hoverAt, openUnwrapped, ourHover, toolCalls } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

describe('inline labels and hovers', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-labels', workspace: RELEASE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('starts each case line of xLAM miss_param with its verdict (UNKNOWN) and every turn, and labels each turn in place', () =>
    vscode.step('xlam-miss-param-labels', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      // Neither case is listed, but the score excerpt lists 1 of the 70 failures its header counts:
      // whether they passed is unknown, so neither is a bound violation though neither asks.
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['UNKNOWN', ...toolCalls(5), ...toolCalls(5)]);
      assert.deepEqual(await vscode.editor.decorationsOn(2), ['UNKNOWN', ...toolCalls(5), ...toolCalls(5)]);
    }));

  it('says how the reference rule skips Claude text replies (a list of strings), and what the text would be', () =>
    vscode.step('claude-miss-func-labels', async () => {
      await openUnwrapped(vscode, resultPath(CLAUDE, 'miss_func'));
      // Failed with empty_turn_model_response; turn 4 is only a text reply that asks a question.
      const turns = ['T1 TOOL_CALL', 'T2 TOOL_CALL', 'T3 TOOL_CALL', 'T4 NO CLASS (text ASK)', 'T5 TOOL_CALL'];
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['FAIL', ...turns, ...turns]);
    }));

  it('explains a text-list emission on hover: no class from the reference, ASK as text', () =>
    vscode.step('claude-text-list-hover', async () => {
      // Turn 4's only emission starts at column 3226 (1-based) of line 1.
      const hover = await hoverAt(vscode, 1, 3230);
      const text =
        "Thank you for letting me know! I'm ready to use any new functions you've added to my toolkit. However, I don't see a list of the new functions you've mentioned. ⏎  ⏎ Could you please provide details about the new functions that have been added? You can either: ⏎  ⏎ 1. **List the function names** - Just tell";
      assert.deepEqual(ourHover(hover, 'T4 · step 1 · NO CLASS — Calibration Lens'), [
        'T4 · step 1 · NO CLASS — Calibration Lens',
        `${text}… (321 more characters)`,
        'A list of strings (text replies as this handler saves them): the reference rule gives it no class.',
        'Blind spot of the reference rule. Read as text it would be ASK; the default numbers keep the reference behaviour and do not count it.',
        'Open case view',
      ]);
    }));

  it('explains a structured call on hover: the tool-call pattern and that no other class matched', () =>
    vscode.step('xlam-call-hover', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      // Turn 1, step 2 of miss_param_0 starts at column 114.
      const hover = await hoverAt(vscode, 1, 120);
      assert.deepEqual(ourHover(hover, 'T1 · step 2 · TOOL_CALL — Calibration Lens'), [
        'T1 · step 2 · TOOL_CALL — Calibration Lens',
        '[{"name": "mkdir", "arguments": {"dir_name": "temp"}}]',
        'Looks like a tool call: a JSON call list `[{"name":` at offset 0.',
        'No other class matched.',
        'Open case view',
      ]);
    }));

  it('explains a case on hover over the start of its line: verdict, why it is unknown, gold action, classes', () =>
    vscode.step('xlam-case-hover', async () => {
      const hover = await hoverAt(vscode, 1, 3);
      assert.deepEqual(ourHover(hover, 'multi_turn_miss_param_0 — Calibration Lens'), [
        'multi_turn_miss_param_0 — Calibration Lens',
        'UNKNOWN  T1 TOOL_CALL  T2 TOOL_CALL  T3 TOOL_CALL  T4 TOOL_CALL  T5 TOOL_CALL',
        'Outcome unknown: the score file does not list this case, but it lists fewer failures than its header counts, so this case may be one of those left out.',
        'Gold action ASK: never appears.',
        'Classes: OTHER, TOOL_CALL',
        'Open case view',
      ]);
    }));

  it('explains a CONFIRM phrase in prompt-mode text on hover', () =>
    vscode.step('gpt-confirm-hover', async () => {
      await openUnwrapped(vscode, resultPath(GPT41, 'base'));
      // Base case not listed by a score file that lists none of the 179 failures it counts (unknown):
      // every turn has a call; the 42 KB system prompt sits after `result`.
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['UNKNOWN', ...toolCalls(4), ...toolCalls(4)]);
      // Turn 1, step 2 starts at column 126: the phrase "task complete" matches "Task complete" at offset 86.
      const hover = await hoverAt(vscode, 1, 130);
      assert.deepEqual(ourHover(hover, 'T1 · step 2 · CONFIRM — Calibration Lens'), [
        'T1 · step 2 · CONFIRM — Calibration Lens',
        "The file 'final_report.pdf' has been moved to the 'temp' directory after creating it. Task complete.",
        'CONFIRM phrase "Task complete" at offset 86.',
        'No other class matched.',
        'Open case view',
      ]);
    }));

  it('labels a score file: the accuracy on its header, the error type on each failed entry', () =>
    vscode.step('score-file-labels', async () => {
      await openUnwrapped(vscode, scorePath(XLAM, 'miss_func'));
      const lines = await eventually(
        async () => (await vscode.editor.drawnLines()).map((l) => l.decorations),
        (d) => d.length >= 3 && d[0]!.length > 0,
        { what: 'labels on the score file', timeoutMs: 30_000 },
      );
      assert.deepEqual(lines.slice(0, 3), [
        ['Acc 72.0  144 of 200 passed'],
        ['FAIL', 'multi_turn:execution_response_mismatch'],
        ['FAIL', 'multi_turn:force_terminated'],
      ]);
    }));

  it('hides every label with the toggle command and shows them again', () =>
    vscode.step('toggle-labels', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === 11, { what: 'the labels of line 1' });
      await vscode.workbench.runCommand('Calibration Lens: Toggle Inline Labels');
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === 0, { what: 'the labels to go' }), []);
      await vscode.screenshot('labels-hidden');
      await vscode.workbench.runCommand('Calibration Lens: Toggle Inline Labels');
      const back = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the labels to return' });
      assert.deepEqual(back, ['UNKNOWN', ...toolCalls(5), ...toolCalls(5)]);
    }));
});
