// A tau2 simulation's gold path in the editor's terms (src/core/tau2/views/caseGold.ts): the
// divergence the Problem shows, with tau2's check as related information, and the hovers on the
// simulation's first line (every expected action beside the agent's calls) and on a call's line.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { runGoldPaths, simulationPlace } from '../../../src/core/tau2/divergence';
import { tau2CaseDivergence, tau2Hover } from '../../../src/core/tau2/views/caseGold';
import { WHISSLE, withoutTau2Data } from '../../support/tau2Data';

test('whissle task 8: the divergence at the differing call with its check, and the hovers', { skip: withoutTau2Data }, async () => {
  const gold = (await runGoldPaths(WHISSLE, [])).get(simulationPlace(WHISSLE, 10849))!;
  assert.deepEqual(tau2CaseDivergence(gold), {
    file: WHISSLE, line: 11207, span: null,
    sentence: 'Expected action 8_1 get_reservation_details(reservation_id="WUNA5K"): the call in message 6 differs in reservation_id.',
    related: [{ file: WHISSLE, line: 10882, message: "tau2's check of 8_1: not matched." }],
  });
  // On the call's line (its `{`): that call beside the action it answers, and that it is the first divergence.
  assert.deepEqual(tau2Hover(gold, 11207, false, true), {
    title: 'This call beside the expected actions of task 8', detail: '— Calibration Lens', span: null,
    blocks: [{
      title: 'Expected actions from the tasks embedded in the run (the version that ran)', language: 'text',
      lines: [
        '≠ msg 6 get_reservation_details(reservation_id="NM1VX1")  │ 8_1 get_reservation_details(reservation_id="WUNA5K")   ← reservation_id differs   [✗ not matched]',
        '◆ The first expected action the trajectory does not match.',
      ],
    }],
  });
  // A line with no call of the simulation, or a document that is not the simulation's file: nothing.
  assert.equal(tau2Hover(gold, 11208, false, true), null);
  assert.equal(tau2Hover(gold, 11207, false, false), null);
  // On its first line: every row of the alignment (4 expected actions, 2 extra calls; the transfer's long
  // summary puts its gold column on a line of its own), the first divergence marked under 8_1.
  const start = tau2Hover(gold, 10849, true, true)!;
  assert.equal(start.title, "Expected actions of task 8 beside the agent's calls");
  assert.deepEqual(start.blocks[0]!.lines.map((l) => l.slice(0, 2)), ['= ', '≠ ', '◆ ', '+ ', '+ ', '  ', '- ', '- ']);
  assert.match(start.blocks[0]!.lines[5]!, /^ +│ \(extra: not an expected action\)$/);
});
