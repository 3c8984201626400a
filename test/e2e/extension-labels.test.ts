// Labels and hovers of the packaged extension in code-server, on the real BFCL excerpts. Every
// expected string was worked out from the files themselves (classes per the spec, pass/fail from the
// score files, columns from the lines), not copied from what the extension prints.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { CLAUDE, GPT41, RELEASE, XLAM, resultPath, scorePath, withoutSharedData } from '../support/sharedData';
import { hoverAt, openUnwrapped, ourHover } from './extension-helpers';
import { eventually, openVSCode, type VSCodeSession } from './harness';

// Every class each turn emitted, counted where more than one (the gold class, ASK, is never emitted).
const XLAM_MISS_PARAM_0 = ['T1 TOOL_CALL×3+OTHER', 'T2 TOOL_CALL×2+OTHER', 'T3 TOOL_CALL+OTHER', 'T4 TOOL_CALL×4+OTHER', 'T5 TOOL_CALL×4+OTHER'];
const XLAM_MISS_PARAM_1 = ['T1 TOOL_CALL+OTHER', 'T2 TOOL_CALL×3+OTHER', 'T3 TOOL_CALL×2+OTHER', 'T4 TOOL_CALL+OTHER', 'T5 TOOL_CALL+OTHER'];

/** The turns labelled in place: all but the first, which the case line's label just named. */
const inPlace = (turns: string[]) => turns.slice(1);

describe('inline labels and hovers', { skip: withoutSharedData }, () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({ name: 'extension-labels', workspace: RELEASE });
  });
  after(async () => {
    await vscode?.close();
  });

  it('starts each case line of xLAM miss_param with its outcome and every turn, and labels each turn in place', () =>
    vscode.step('xlam-miss-param-labels', async () => {
      await openUnwrapped(vscode, resultPath(XLAM, 'miss_param'));
      // The score excerpt lists only miss_param_3 of the 70 failures its header counts: whether these two
      // passed is unknown, so neither is called a bound violation. Neither asks.
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['UNKNOWN', ...XLAM_MISS_PARAM_0, ...inPlace(XLAM_MISS_PARAM_0)]);
      assert.deepEqual(await vscode.editor.decorationsOn(2), ['UNKNOWN', ...XLAM_MISS_PARAM_1, ...inPlace(XLAM_MISS_PARAM_1)]);
    }));

  it('says how the reference rule skips Claude text replies (a list of strings), and what the text would be', () =>
    vscode.step('claude-miss-func-labels', async () => {
      await openUnwrapped(vscode, resultPath(CLAUDE, 'miss_func'));
      // Failed with empty_turn_model_response; turn 4 is only a text reply that asks a question.
      // Each call turn holds five or three call lists and one text reply the reference gives no class.
      const turns = ['T1 TOOL_CALL×5', 'T2 TOOL_CALL×3', 'T3 TOOL_CALL×5', 'T4 NO CLASS (text ASK)', 'T5 TOOL_CALL×5'];
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['FAIL', ...turns, ...inPlace(turns)]);
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

  it('explains a case on hover over the start of its line: outcome, gold action, classes', () =>
    vscode.step('xlam-case-hover', async () => {
      const hover = await hoverAt(vscode, 1, 3);
      assert.deepEqual(ourHover(hover, 'multi_turn_miss_param_0 — Calibration Lens'), [
        'multi_turn_miss_param_0 — Calibration Lens',
        `UNKNOWN  ${XLAM_MISS_PARAM_0.join('  ')}`,
        'Outcome unknown: the score file does not list this case, but it lists fewer failures than its header counts, so this case may be one of those left out.',
        'Gold action ASK: never appears.',
        'Classes: OTHER, TOOL_CALL',
        'Open case view',
      ]);
    }));

  it('explains a CONFIRM phrase in prompt-mode text on hover', () =>
    vscode.step('gpt-confirm-hover', async () => {
      await openUnwrapped(vscode, resultPath(GPT41, 'base'));
      // Not listed among the excerpt's failures (outcome unknown); every turn has a call (the gold class)
      // and a text; the 42 KB system prompt sits after `result`.
      const turns = ['T1 ★TOOL_CALL+CONFIRM', 'T2 ★TOOL_CALL+ASK', 'T3 ★TOOL_CALL+OTHER', 'T4 ★TOOL_CALL+OTHER'];
      const line1 = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'labels on line 1', timeoutMs: 30_000 });
      assert.deepEqual(line1, ['UNKNOWN', ...turns, ...inPlace(turns)]);
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

  it('shows an ASK beside a tool call in one turn, on the line and in place, and gives each step its reason on hover', () =>
    vscode.step('gpt-two-classes', async () => {
      await openUnwrapped(vscode, resultPath(GPT41, 'base'));
      // Turn 2 of multi_turn_base_0: a grep call, then "… Please specify if you want to search in 'temp/…".
      const drawn = await eventually(() => vscode.editor.drawnLines(), (lines) => (lines[0]?.decorations.length ?? 0) > 0, { what: 'labels on line 1' });
      // In the line's label (after PASS and T1) and in place (after the line's label; T1 is not labelled in place).
      assert.deepEqual([drawn[0]!.decorations[2], drawn[0]!.decorations[5]], ['T2 ★TOOL_CALL+ASK', 'T2 ★TOOL_CALL+ASK']);
      // The turn list opens at column 231 (1-based); its label is drawn there, outside both emissions.
      const hover = await hoverAt(vscode, 1, 231);
      assert.deepEqual(ourHover(hover, 'Turn 2 · ★TOOL_CALL+ASK — Calibration Lens'), [
        'Turn 2 · ★TOOL_CALL+ASK — Calibration Lens',
        "The turn's class is TOOL_CALL, the highest-priority class among its 2 emissions; ★ marks the gold class (TOOL_CALL).",
        'Step 1 · TOOL_CALL: Looks like a tool call: a Python call list `[name(` at offset 0. No other class matched.',
        'Step 2 · ASK: ASK phrase "Please specify" at offset 105. No other class matched.',
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
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === 10, { what: 'the labels of line 1' });
      await vscode.workbench.runCommand('Calibration Lens: Toggle Inline Labels');
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length === 0, { what: 'the labels to go' }), []);
      await vscode.screenshot('labels-hidden');
      await vscode.workbench.runCommand('Calibration Lens: Toggle Inline Labels');
      const back = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the labels to return' });
      assert.deepEqual(back, ['UNKNOWN', ...XLAM_MISS_PARAM_0, ...inPlace(XLAM_MISS_PARAM_0)]);
    }));
});
