// The messages between the extension and the summary webview, checked by their zod schemas: every
// message of the protocol passes, anything else fails with the path that is wrong, and the side that
// receives it drops it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkMessage, FromWebviewSchema, SummaryPanelStateSchema, ToWebviewSchema } from '../../src/protocol/messages';
import { twoRuns } from './fixtures';

describe('messages from the summary webview', () => {
  it('accepts every message of the protocol, unchanged', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'reload' },
      { type: 'addRuns' },
      { type: 'openCase', file: '/r/BFCL_v4_multi_turn_base_result.json', line: 3, id: 'multi_turn_base_2' },
      { type: 'export', format: 'markdown', destination: 'file', compare: null },
      { type: 'export', format: 'csv', destination: 'clipboard', compare: { baseline: 0, probe: 1 } },
      { type: 'exportFigure', format: 'svg', data: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' },
      { type: 'rejected', problem: 'runs message: runs: invalid_type (expected array)' },
      { type: 'readProbeMarks', runs: [1, 2] },
      { type: 'openCasePair', baseline: { file: '/b/x_result.json', line: 2, id: 'multi_turn_miss_param_1' }, probe: { file: '/p/x_result.json', line: 2, id: 'multi_turn_miss_param_1' }, title: 'multi_turn_miss_param_1: a ↔ b' },
    ]) {
      assert.deepEqual(checkMessage(FromWebviewSchema, message), { ok: true, message }, JSON.stringify(message));
    }
  });

  it("refuses a pair of cases without a line, or a probe's marks with a negative run", () => {
    const pair = { type: 'openCasePair', baseline: { file: '/b/x_result.json', id: 'c' }, probe: { file: '/p/x_result.json', line: 2, id: 'c' }, title: 't' };
    assert.deepEqual(checkMessage(FromWebviewSchema, pair), { ok: false, problem: 'openCasePair message: baseline.line: invalid_type (expected number)' });
    assert.deepEqual(checkMessage(FromWebviewSchema, { type: 'readProbeMarks', runs: [-1] }), { ok: false, problem: 'readProbeMarks message: runs.0: too_small (minimum 0)' });
    const marks = { type: 'probeMarks', marks: [{ run: 1, touched: [['c', ['handler_log', 'guess']]], probeWritten: [], eventLog: null, problems: [] }] };
    assert.equal(checkMessage(ToWebviewSchema, marks).ok, false);
  });

  it('rejects anything else, saying which path is wrong and how', () => {
    const cases: Array<[unknown, string]> = [
      [null, 'message without a type: (the message): invalid_type (expected object)'],
      ['ready', 'message without a type: (the message): invalid_type (expected object)'],
      [
        { type: 'runCommand', command: 'workbench.action.terminal.new' },
        'runCommand message: type: invalid_union (expected one of ["ready","openCase","export","exportFigure","reload","addRuns","excludeKnownBad","rejected","searchEmissions","readProbeMarks","openCasePair"])',
      ],
      [{ type: 'excludeKnownBad', exclude: 'yes' }, 'excludeKnownBad message: exclude: invalid_type (expected boolean)'],
      [{ type: 'openCase', file: '/r.json', line: 0, id: 'x' }, 'openCase message: line: too_small (minimum 1)'],
      [{ type: 'openCase', file: '/r.json', line: 1.5, id: 'x' }, 'openCase message: line: invalid_type (expected int)'],
      [{ type: 'openCase', file: 5, line: 1, id: 'x' }, 'openCase message: file: invalid_type (expected string)'],
      [{ type: 'openCase', file: '/r.json', line: 1 }, 'openCase message: id: invalid_type (expected string)'],
      [{ type: 'openCase', file: '', line: 1, id: 'x' }, 'openCase message: file: too_small (minimum 1)'],
      [{ type: 'export', format: 'html', destination: 'file', compare: null }, 'export message: format: invalid_value (expected one of ["markdown","csv"])'],
      [{ type: 'exportFigure', format: 'pdf', data: 'x' }, 'exportFigure message: format: invalid_value (expected one of ["svg","png"])'],
      [{ type: 'export', format: 'csv', destination: '/etc/passwd', compare: null }, 'export message: destination: invalid_value (expected one of ["file","clipboard"])'],
      [{ type: 'export', format: 'csv', destination: 'file', compare: { baseline: '0', probe: 1 } }, 'export message: compare.baseline: invalid_type (expected number)'],
      [{ type: 'export', format: 'csv', destination: 'file', compare: { baseline: -1, probe: 1 } }, 'export message: compare.baseline: too_small (minimum 0)'],
      [{ type: 'export', format: 'csv', destination: 'file' }, 'export message: compare: invalid_type (expected object)'],
    ];
    for (const [message, problem] of cases) {
      assert.deepEqual(checkMessage(FromWebviewSchema, message), { ok: false, problem }, JSON.stringify(message));
    }
  });
});

describe('messages to the summary webview', () => {
  it('accepts the runs as the core summarises them, with fields the panel does not read passed through', () => {
    const runs = twoRuns();
    const withMore = runs.map((r) => ({ ...r, later: { field: 1 } }));
    const message = { type: 'runs', folders: ['/runs'], runs: withMore, warnings: [], compare: { baseline: 0, probe: 1 } };
    assert.deepEqual(checkMessage(ToWebviewSchema, message), { ok: true, message });
    for (const m of [
      { type: 'loading', folders: ['/runs'] },
      { type: 'loadFailed', folders: ['/runs'], message: 'No BFCL runs were found in /runs.' },
      { type: 'requestExport', format: 'csv', destination: 'clipboard' },
    ]) {
      assert.deepEqual(checkMessage(ToWebviewSchema, m), { ok: true, message: m });
    }
  });

  it('rejects runs whose numbers or classes are not what the panel reads', () => {
    const bad = twoRuns();
    (bad[1]!.groups[0]!.cases[0] as { classes: string[] }).classes = ['tool_call', 'maybe'];
    assert.deepEqual(checkMessage(ToWebviewSchema, { type: 'runs', folders: [], runs: bad, warnings: [] }), {
      ok: false,
      problem: 'runs message: runs.1.groups.0.cases.0.classes.1: invalid_value (expected one of ["tool_call","ask","refuse","confirm","other"])',
    });
    const noN = twoRuns();
    delete (noN[0]!.groups[1] as { n?: number }).n;
    assert.deepEqual(checkMessage(ToWebviewSchema, { type: 'runs', folders: [], runs: noN, warnings: [] }), {
      ok: false,
      problem: 'runs message: runs.0.groups.1.n: invalid_type (expected number)',
    });
  });

  it('takes the Tab. 3 domains from the message, and refuses a row without a cell for one of them', () => {
    const cell = { n: 2, unjudged: 0, gar: 50, acc: 100, gar_minus_acc: -50 };
    const table = { type: 'confirmTable', title: 'Confirmation (Tab. 3)', file: '/j.jsonl', domains: ['airline', 'retail'], writes: 2, rows: [{ model: 'm', cells: { airline: cell, retail: cell } }], problems: [], note: null };
    assert.deepEqual(checkMessage(ToWebviewSchema, table), { ok: true, message: table });
    assert.deepEqual(checkMessage(ToWebviewSchema, { ...table, rows: [{ model: 'm', cells: { airline: cell } }] }), { ok: false, problem: 'confirmTable message: rows: custom' });
  });
});

describe('the panel state VS Code keeps across reloads', () => {
  it('accepts what the panel saves and refuses what another version may have saved', () => {
    const state = { folders: ['/runs'], view: { tab: 'compare', groupBy: 'category', sort: { column: 'gar', direction: 'descending' }, compare: { baseline: 1, probe: 0 } } };
    assert.deepEqual(checkMessage(SummaryPanelStateSchema, state), { ok: true, message: state });
    assert.deepEqual(checkMessage(SummaryPanelStateSchema, { folders: '/runs' }, 'saved state'), {
      ok: false,
      problem: 'saved state: folders: invalid_type (expected array)',
    });
  });
});
