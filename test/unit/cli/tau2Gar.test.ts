// `calibration-lens gar` on tau2 runs as a user and a pipeline run it: the built bin on the real runs in
// ../shared/data/tau2, the text (the paper's Tab. 2 layout), --csv (the breakdown's header and rows) and
// --json [--cases], with exact values (formats-tau2.md section 5.7), and the ASK subset rule on trials.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { RELEASE, withoutSharedData } from '../../support/sharedData';
import { judgmentsFixture } from '../../support/tau2Fixtures';
import { GPT41_AIRLINE, GPT41_RETAIL, PINNED_TASKS, QWEN, SHARED_TAU2, TELECOM, VOICE_DIR, WHISSLE, withoutTau2Data } from '../../support/tau2Data';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const TRAINING = join(SHARED_TAU2, 'src/experiments/model_training/results');

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

test('text: the paper\'s Tab. 2, one row per run and domain, then each run in full with every interval', { skip: withoutTau2Data }, () => {
  const { code, out, err } = cli('gar', '--results', WHISSLE, '--results', TRAINING, '--results', QWEN, '--results', TELECOM);
  assert.equal(code, 0);
  const lines = out.split('\n');
  assert.deepEqual(lines.slice(0, 9), [
    '                                             TOOL_CALL                   ASK (paper)                 REFUSE',
    '#  model                   domain    pass@1   GAR     Acc  GAR-Acc    n   GAR     Acc  GAR-Acc    n   GAR     Acc  GAR-Acc    n',
    '1  whissle                 airline     56.0  27.9    53.5    -25.6   43 100.0    37.5    +62.5    8  71.4    71.4     +0.0    7',
    '2  gpt-4.1                 airline     50.0  50.0    50.0     +0.0   18 100.0    25.0    +75.0    4  50.0    50.0     +0.0    2',
    '3  gpt-4.1                 retail      85.0  55.0    85.0    -30.0   40 100.0   100.0     +0.0    9     -       -        -    0',
    // The quirk's mark: 10 of these 18 hits are early ends.
    '4  ollama_chat/qwen2.5:7b  airline     18.0  41.9*   11.6    +30.2   43 100.0    12.5    +87.5    8  42.9    57.1    -14.3    7',
    '5  gpt-4o                  telecom     70.0     -       -        -    -     -       -        -    -     -       -        -    -',
    'ASK (paper): the tasks of the paper\'s ASK audit subset "paper" (--ask-subset all|paper|valid), the last scored simulation of each (tau2_ask_subset.py).',
    'Below, per run: every subset, and ASK (all trials), every scored simulation of an ASK-gold task (the breakdown\'s calib_ask columns).',
  ]);
  const block = (n: number) => {
    const from = lines.findIndex((l) => l.startsWith(`[${n}] `));
    const to = lines.indexOf('', from);
    return lines.slice(from, to === -1 ? undefined : to);
  };
  assert.deepEqual(block(1), [
    `[1] whissle  airline  ${WHISSLE}`,
    'scored 50 of 50 simulations   pass@1 56.0',
    'emit rates  TOOL_CALL 100.0  ASK 88.0  REFUSE 18.0  CONFIRM 60.0',
    'gold                  n     GAR     Acc  GAR-Acc  GAR 95% CI',
    'TOOL_CALL            43    27.9    53.5    -25.6  [16.7, 42.7]',
    'ASK · paper           8   100.0    37.5    +62.5  [67.6, 100.0]',
    'ASK · all            13   100.0    38.5    +61.5  [77.2, 100.0]',
    'ASK · valid           6   100.0    50.0    +50.0  [61.0, 100.0]',
    'ASK (all trials)     13   100.0    38.5    +61.5  [77.2, 100.0]',
    'REFUSE                7    71.4    71.4     +0.0  [35.9, 91.8]',
    'gold: the pinned airline tasks (tau2-bench a03b7910)',
  ]);
  assert.deepEqual(block(2).slice(3, 10), [
    'gold                  n     GAR     Acc  GAR-Acc  GAR 95% CI',
    'TOOL_CALL            18    50.0    50.0     +0.0  [29.0, 71.0]',
    'ASK · paper           4   100.0    25.0    +75.0  [51.0, 100.0]',
    'ASK · all             6   100.0    50.0    +50.0  [61.0, 100.0]',
    'ASK · valid           3   100.0    33.3    +66.7  [43.8, 100.0]',
    'ASK (all trials)      6   100.0    50.0    +50.0  [61.0, 100.0]',
    'REFUSE                2    50.0    50.0     +0.0  [9.5, 90.5]',
  ]);
  assert.deepEqual(block(3).slice(1, 3), ['scored 40 of 40 simulations   pass@1 85.0', 'emit rates  TOOL_CALL 100.0  ASK 100.0  REFUSE 15.0  CONFIRM 90.0']);
  assert.equal(block(3)[9], 'REFUSE                0       -       -        -  -');
  assert.deepEqual(block(4).slice(1, 11), [
    'scored 50 of 50 simulations   pass@1 18.0',
    'emit rates  TOOL_CALL 94.0  ASK 100.0  REFUSE 0.0  CONFIRM 42.0',
    'gold                  n     GAR     Acc  GAR-Acc  GAR 95% CI',
    'TOOL_CALL            43    41.9    11.6    +30.2  [28.4, 56.7]',
    'ASK · paper           8   100.0    12.5    +87.5  [67.6, 100.0]',
    'ASK · all            13   100.0     7.7    +92.3  [77.2, 100.0]',
    'ASK · valid           6   100.0     0.0   +100.0  [61.0, 100.0]',
    'ASK (all trials)     13   100.0     7.7    +92.3  [77.2, 100.0]',
    'REFUSE                7    42.9    57.1    -14.3  [15.8, 75.0]',
    '* 10 of the 18 TOOL_CALL hits come from simulations that ended early (no action checks, counted as hits as the paper does).',
  ]);
  assert.deepEqual(block(5), [
    `[5] gpt-4o  telecom  ${TELECOM}`,
    'scored 20 of 20 simulations   pass@1 70.0',
    'emit rates  TOOL_CALL 95.0  ASK 95.0  REFUSE 10.0  CONFIRM 30.0',
    'GAR needs gold: no gold tasks are known for this domain (pass --tasks with its tasks.json).',
  ]);
  assert.equal(out.endsWith('pass --tasks with its tasks.json).\n'), true);
  // The embedded-task drift of the three older runs and telecom's missing gold, each once, on stderr;
  // and the tau2-bench commits of the five runs (four commits among them), said once.
  assert.equal(err.split('\n').filter(Boolean).length, 8);
  const versions = err.split('\n').filter((l) => l.includes('[version-drift]'));
  assert.equal(versions.length, 1);
  assert.ok(versions[0]!.startsWith(`hint: Runs from different tau2-bench commits are shown together: ${WHISSLE}: 121283b8 (v1.0.1 or later); ${join(TRAINING, 'gpt-4.1_airline_default_gpt-4.1_1trials.json')}: b02b5093 (after v0.1.2, before v0.1.3); `), versions[0]);
  assert.ok(versions[0]!.endsWith(": numbers of one domain are comparable across them only where neither changed. [version-drift]"), versions[0]);
  assert.match(err.split('\n').filter((l) => !l.includes('[version-drift]')).join('\n'), /^warning: .+gpt-4\.1_airline_default_gpt-4\.1_1trials\.json: The tasks embedded in the run differ from the pinned airline tasks \(tau2-bench a03b7910\) in their gold actions for 5 tasks \(2, 29, 35, 37, 44\)/);
});

test('--ask-subset valid puts that subset in the table and first in each run', { skip: withoutTau2Data }, () => {
  const { code, out } = cli('gar', '--results', QWEN, '--ask-subset', 'valid');
  assert.equal(code, 0);
  const lines = out.split('\n');
  assert.equal(lines[0], '                                             TOOL_CALL                   ASK (valid)                 REFUSE');
  assert.equal(lines[2], '1  ollama_chat/qwen2.5:7b  airline     18.0  41.9*   11.6    +30.2   43 100.0     0.0   +100.0    6  42.9    57.1    -14.3    7');
  assert.deepEqual(lines.slice(11, 14), [
    'ASK · valid           6   100.0     0.0   +100.0  [61.0, 100.0]',
    'ASK · all            13   100.0     7.7    +92.3  [77.2, 100.0]',
    'ASK · paper           8   100.0    12.5    +87.5  [67.6, 100.0]',
  ]);
  const bad = cli('gar', '--results', QWEN, '--ask-subset', 'most');
  assert.equal(bad.code, 2);
  assert.equal(bad.err, '--ask-subset must be one of all, paper, valid (got "most").\n');
});

test('--csv: the breakdown\'s header after `file`, its formatting (one decimal, signed deltas, NA, \\r\\n), then the audited ASK subsets', { skip: withoutTau2Data }, () => {
  const { code, out } = cli('gar', '--csv', '--results', WHISSLE, '--results', TRAINING, '--results', QWEN, '--results', TELECOM, '--results', VOICE_DIR);
  assert.equal(code, 0);
  const rows = out.split('\r\n');
  assert.equal(rows.pop(), '');
  assert.equal(rows[0], 'file,domain,family,method,scored_simulations,pass_at_1_pct,cap_tool_call_pct,cap_ask_pct,cap_refuse_pct,cap_confirm_pct,' +
    'calib_tool_call_gar_pct,calib_tool_call_acc_pct,calib_tool_call_delta_pp,calib_tool_call_denom,' +
    'calib_ask_gar_pct,calib_ask_acc_pct,calib_ask_delta_pp,calib_ask_denom,' +
    'calib_refuse_gar_pct,calib_refuse_acc_pct,calib_refuse_delta_pp,calib_refuse_denom,' +
    'ask_paper_gar_pct,ask_paper_acc_pct,ask_paper_denom,ask_valid_gar_pct,ask_valid_acc_pct,ask_valid_denom');
  assert.deepEqual(rows.slice(1), [
    `${WHISSLE},airline,whissle,baseline,50,56.0,100.0,88.0,18.0,60.0,27.9,53.5,-25.6,43,100.0,38.5,+61.5,13,71.4,71.4,+0.0,7,100.0,37.5,8,100.0,50.0,6`,
    `${GPT41_AIRLINE},airline,gpt-4.1,baseline,20,50.0,100.0,100.0,20.0,70.0,50.0,50.0,+0.0,18,100.0,50.0,+50.0,6,50.0,50.0,+0.0,2,100.0,25.0,4,100.0,33.3,3`,
    `${GPT41_RETAIL},retail,gpt-4.1,baseline,40,85.0,100.0,100.0,15.0,90.0,55.0,85.0,-30.0,40,100.0,100.0,+0.0,9,NA,NA,NA,0,100.0,100.0,9,100.0,100.0,5`,
    `${QWEN},airline,ollama_chat/qwen2.5:7b,baseline,50,18.0,94.0,100.0,0.0,42.0,41.9,11.6,+30.2,43,100.0,7.7,+92.3,13,42.9,57.1,-14.3,7,100.0,12.5,8,100.0,0.0,6`,
    // No gold (telecom), and no scored simulation (the voice fixture): NA and denominators 0, as the breakdown writes them.
    `${TELECOM},telecom,gpt-4o,baseline,20,70.0,95.0,95.0,10.0,30.0,NA,NA,NA,0,NA,NA,NA,0,NA,NA,NA,0,NA,NA,0,NA,NA,0`,
    `${join(VOICE_DIR, 'results.json')},retail,openai:gpt-realtime-2,baseline,0,NA,NA,NA,NA,NA,NA,NA,NA,0,NA,NA,NA,0,NA,NA,NA,0,NA,NA,0,NA,NA,0`,
  ]);
});

test('--csv: `method` from a folder named as the paper\'s runs are (tau2_<domain>_<family>_<method>), found through a symbolic link', { skip: withoutTau2Data }, () => {
  const root = tempDir('cl-tau2-method-');
  mkdirSync(join(root, 'tau2_airline_whissle_sri_lite'));
  symlinkSync(WHISSLE, join(root, 'tau2_airline_whissle_sri_lite', 'results.json'));
  const { code, out } = cli('gar', '--csv', '--results', root);
  assert.equal(code, 0);
  assert.equal(out.split('\r\n')[1], `${join(root, 'tau2_airline_whissle_sri_lite', 'results.json')},airline,whissle,sri_lite,50,56.0,100.0,88.0,18.0,60.0,27.9,53.5,-25.6,43,100.0,38.5,+61.5,13,71.4,71.4,+0.0,7,100.0,37.5,8,100.0,50.0,6`);
});

test('--json: every figure unrounded as 100 * k / n, the intervals of every row, ASK subsets with hits', { skip: withoutTau2Data }, () => {
  const { code, out, err } = cli('gar', '--results', WHISSLE, '--json');
  assert.equal(code, 0);
  assert.equal(err, '');
  const json = JSON.parse(out);
  assert.deepEqual(json.warnings, []);
  assert.deepEqual(json.runs[0], {
    benchmark: 'tau2', model: 'whissle', domain: 'airline', method: 'baseline', results: WHISSLE,
    gold_source: 'the pinned airline tasks (tau2-bench a03b7910)', simulations: 50, scored: 50, unscored: 0,
    // 100 * 28 / 50, not 100 * (28 / 50) = 56.00000000000001.
    pass_at_1: 56,
    emit_rates: { tool_call: 100, ask: 88, refuse: 18, confirm: 60 },
    classes: {
      tool_call: { gold_action: 'TOOL_CALL', n: 43, hits: 12, gar: 27.906976744186046, gar_ci95: [16.746451821827158, 42.6913129001294], acc: 53.48837209302326, gar_minus_acc: -25.581395348837212, quirk_hits: 0 },
      ask: { gold_action: 'ASK', n: 13, hits: 13, gar: 100, gar_ci95: [77.18981569447084, 100], acc: 38.46153846153846, gar_minus_acc: 61.53846153846154 },
      refuse: { gold_action: 'REFUSE', n: 7, hits: 5, gar: 71.42857142857143, gar_ci95: [35.892909014821264, 91.77828342909844], acc: 71.42857142857143, gar_minus_acc: 0 },
    },
    ask_subset: 'paper',
    ask_subsets: {
      all: { n: 13, hits: 13, gar: 100, gar_ci95: [77.18981569447084, 100], acc: 38.46153846153846, gar_minus_acc: 61.53846153846154 },
      paper: { n: 8, hits: 8, gar: 100, gar_ci95: [67.55843804891231, 100], acc: 37.5, gar_minus_acc: 62.5 },
      valid: { n: 6, hits: 6, gar: 100, gar_ci95: [60.96569663469354, 99.99999999999999], acc: 50, gar_minus_acc: 50 },
    },
    warnings: [],
    problems: [],
  });
  const telecom = JSON.parse(cli('gar', '--results', TELECOM, '--json').out).runs[0];
  assert.deepEqual([telecom.pass_at_1, telecom.emit_rates, telecom.classes, telecom.ask_subsets], [70, { tool_call: 95, ask: 95, refuse: 10, confirm: 30 }, null, null]);
});

test('--json --cases: each simulation, its assistant messages, and each write with the ten messages the judge saw, whole', { skip: withoutTau2Data }, () => {
  const { code, out } = cli('gar', '--results', WHISSLE, '--json', '--cases');
  assert.equal(code, 0);
  const cases = JSON.parse(out).runs[0].cases;
  assert.equal(cases.length, 50);
  const first = cases[0];
  assert.deepEqual(
    [first.id, first.task_id, first.trial, first.line, first.reward, first.termination, first.scored, first.passed, first.early_end, first.gold, first.hits],
    ['c4726c14-f132-4944-a51a-465518856f47', '0', 0, 4046, 0, 'user_stop', true, false, false, ['refuse'], { refuse: false }],
  );
  assert.deepEqual(first.messages.slice(0, 3), [{ index: 0, line: 4086, classes: [] }, { index: 2, line: 4176, classes: ['ask'] }, { index: 4, line: 4266, classes: ['tool_call'] }]);
  assert.equal(first.writes.length, 1);
  const write = first.writes[0];
  assert.deepEqual([write.tool, write.message, write.line, write.heuristic_confirmed, write.heuristic_reason, 'judgment' in write],
    ['cancel_reservation', 12, 4488, true, 'the agent described it in message 10 and the user agreed in message 11', false]);
  // Messages 2 to 11, roles and calls by name as the judge read them; the tool result's text is not shortened.
  assert.deepEqual(write.window.map((m: { index: number; role: string; line: number; tool_calls: string[] | null }) => [m.index, m.role, m.line, m.tool_calls]), [
    [2, 'assistant', 4176, null], [3, 'user', 4200, null], [4, 'assistant', 4266, ['get_reservation_details']], [5, 'tool', 4299, null],
    [6, 'assistant', 4308, ['get_flight_status']], [7, 'tool', 4342, null], [8, 'assistant', 4351, ['get_flight_status']], [9, 'tool', 4385, null],
    [10, 'assistant', 4394, null], [11, 'user', 4418, null],
  ]);
  assert.equal(write.window[4].text, '');
  assert.equal(write.window[3].text.length, 710);
  assert.equal(write.window[9].text, "Yes, I'd like to proceed with the cancellation. Could you please confirm if I'll receive a refund?");
  const writes = cases.flatMap((c: { writes: unknown[] }) => c.writes);
  assert.equal(writes.length, 40);
  assert.equal(writes.filter((w: { heuristic_confirmed: boolean }) => !w.heuristic_confirmed).length, 15);
});

test('--json --cases --judgments: each write gets the judgment of its place in its simulation, null where none', { skip: withoutTau2Data }, () => {
  const judgments = judgmentsFixture();
  const { code, out } = cli('gar', '--results', WHISSLE, '--json', '--cases', '--judgments', judgments);
  assert.equal(code, 0);
  const bySim = new Map<string, { writes: { tool: string; judgment: unknown }[] }>(JSON.parse(out).runs[0].cases.map((c: { id: string }) => [c.id.slice(0, 8), c]));
  assert.deepEqual(bySim.get('c4726c14')!.writes[0]!.judgment, { confirmed: true, passed: false, reasoning: 'Agent listed the cancellation and the user said yes.', line: 1 });
  assert.deepEqual(bySim.get('cc6ed3f3')!.writes.map((w) => (w.judgment as { confirmed: boolean }).confirmed), [true, false, true]);
  assert.deepEqual(bySim.get('823fa974')!.writes.map((w) => (w.judgment as { confirmed: boolean | null }).confirmed), [true, null]);
  // Its one line names another tool than the write at that place: not this write's judgment.
  assert.equal(bySim.get('d8240cf6')!.writes[0]!.judgment, null);
  assert.equal(bySim.get('0522299c')!.writes[0]!.judgment, null);
  const without = cli('gar', '--results', WHISSLE, '--judgments', judgments);
  assert.equal(without.code, 2);
  assert.match(without.err, /^--judgments gives each write listed by --cases its judgment: add --cases/);
});

test('the ASK subsets keep the last scored simulation of each task; the breakdown\'s ASK counts every trial', () => {
  const file = multiTrialRun();
  const { code, out } = cli('gar', '--results', file, '--json');
  assert.equal(code, 0);
  const run = JSON.parse(out).runs[0];
  assert.deepEqual([run.simulations, run.scored, run.unscored, run.pass_at_1], [4, 3, 1, 100 / 3]);
  // Task 2: trial 1 (no ASK, failed) replaces trial 0; trial 2 has no reward_info and is skipped. Task 19: asked, failed.
  assert.deepEqual(run.ask_subsets.paper, { n: 2, hits: 1, gar: 50, gar_ci95: [9.452865480086615, 90.54713451991339], acc: 0, gar_minus_acc: 50 });
  assert.deepEqual(run.ask_subsets.valid, { n: 1, hits: 1, gar: 100, gar_ci95: [20.654329147389294, 100], acc: 0, gar_minus_acc: 100 });
  assert.deepEqual([run.classes.ask.n, run.classes.ask.hits, run.classes.ask.gar, run.classes.ask.acc], [3, 2, 200 / 3, 100 / 3]);
  const csv = cli('gar', '--results', file, '--csv').out.split('\r\n')[1];
  assert.equal(csv, `${file},airline,m,baseline,3,33.3,0.0,66.7,0.0,0.0,100.0,33.3,+66.7,3,66.7,33.3,+33.3,3,NA,NA,NA,0,50.0,0.0,2,100.0,0.0,1`);
});

test('--csv: a model name and a domain that start a spreadsheet formula are defused, as in every CSV', () => {
  const file = multiTrialRun('=HYPERLINK("http://evil.example","x")', '@SUM(A1)');
  const { code, out } = cli('gar', '--results', file, '--csv');
  assert.equal(code, 0);
  assert.equal(out.split('\r\n')[1]!.split(',NA,')[0], `${file},'@SUM(A1),"'=HYPERLINK(""http://evil.example"",""x"")",baseline,3,33.3,0.0,66.7,0.0,0.0`);
});

test('--tasks of another domain is said not to be used; the run keeps the pinned gold', { skip: withoutTau2Data }, () => {
  const { code, out, err } = cli('gar', '--results', WHISSLE, '--tasks', PINNED_TASKS('retail'), '--json');
  assert.equal(code, 0);
  const json = JSON.parse(out);
  assert.deepEqual(json.warnings, [`--tasks ${PINNED_TASKS('retail')} was not used: its tasks are of the retail domain and the runs read are airline.`]);
  assert.equal(json.runs[0].gold_source, 'the pinned airline tasks (tau2-bench a03b7910)');
  assert.equal(err, `warning: --tasks ${PINNED_TASKS('retail')} was not used: its tasks are of the retail domain and the runs read are airline.\n`);
  const twice = JSON.parse(cli('gar', '--results', WHISSLE, '--tasks', PINNED_TASKS('airline'), '--tasks', PINNED_TASKS('airline'), '--json').out);
  assert.deepEqual(twice.warnings, [`--tasks ${PINNED_TASKS('airline')} was not used: an earlier --tasks file holds the airline tasks.`]);
});

test('BFCL and tau2 paths in one command are refused, naming both', { skip: withoutTau2Data || withoutSharedData }, () => {
  const { code, out, err } = cli('gar', '--results', RELEASE, '--results', WHISSLE);
  assert.equal(code, 2);
  assert.equal(out, '');
  assert.equal(err, `--results names BFCL runs (${RELEASE}) and tau2 runs (1 file): one command reads one benchmark. Run calibration-lens gar once with the BFCL paths and once with the tau2 ones.\n`);
});

test('a folder of symbolic links to run files: every run is found', { skip: withoutTau2Data }, () => {
  const root = tempDir('cl-tau2-links-');
  symlinkSync(WHISSLE, join(root, 'whissle.json'));
  mkdirSync(join(root, 'real'));
  symlinkSync(TRAINING, join(root, 'real', 'training'));
  const { code, out } = cli('gar', '--results', root, '--csv');
  assert.equal(code, 0);
  assert.deepEqual(out.split('\r\n').slice(1, -1).map((r) => r.split(',').slice(0, 5).join(',')), [
    `${join(root, 'real/training/gpt-4.1_airline_default_gpt-4.1_1trials.json')},airline,gpt-4.1,baseline,20`,
    `${join(root, 'real/training/gpt-4.1_retail_defautl_gpt-4.1_1trials.json')},retail,gpt-4.1,baseline,40`,
    `${join(root, 'whissle.json')},airline,whissle,baseline,50`,
  ]);
});

test('every command on one line each: no command, an unknown one, --help', () => {
  const none = cli();
  assert.equal(none.code, 2);
  const listed = none.err.split('\n').filter((l) => /^ {2}[a-z]+ {2,}/.test(l)).map((l) => l.trim().split(/\s+/)[0]);
  assert.deepEqual(listed, ['gar', 'case', 'compare', 'confirm', 'panel', 'label', 'labels', 'agreement', 'plot']);
  const unknown = cli('grade');
  assert.equal(unknown.code, 2);
  assert.ok(unknown.err.startsWith('Unknown command "grade".\n\nUsage: calibration-lens <command> [options]\n\nCommands:\n  gar '));
  const help = cli('--help');
  assert.equal(help.code, 0);
  assert.ok(help.out.startsWith(none.err));
  for (const usage of ['calibration-lens gar --results', 'calibration-lens case --results', 'calibration-lens compare --baseline', 'calibration-lens panel --results', 'calibration-lens confirm --judgments', 'calibration-lens label --results', 'calibration-lens labels --results', 'calibration-lens agreement --labels', 'calibration-lens plot --results']) {
    assert.ok(help.out.includes(`Usage: ${usage}`), usage);
  }
  for (const command of listed) {
    const one = cli(command!, '--help');
    assert.equal(one.code, 0, command);
    assert.ok(one.out.startsWith(`Usage: calibration-lens ${command} `), command);
  }
});

/** An airline run of several trials: task 2 (ASK gold, in the paper and all subsets) three times, task 19 (also valid) once. */
function multiTrialRun(llm = 'm', domain = 'airline'): string {
  const sim = (id: string, task: string, trial: number, reward: number | null, text: string) => ({
    id, task_id: task, trial, termination_reason: 'user_stop',
    reward_info: reward === null ? null : { reward, action_checks: [], reward_basis: ['DB', 'COMMUNICATE'] },
    messages: [{ role: 'assistant', content: text, tool_calls: null }, { role: 'user', content: 'ok' }],
  });
  const doc = {
    timestamp: '2026-01-01T00:00:00', info: { num_trials: 3, agent_info: { implementation: 'llm_agent', llm }, environment_info: { domain_name: domain } },
    tasks: [],
    simulations: [
      sim('a', '2', 0, 1, 'Could you tell me your user id?'),
      sim('b', '2', 1, 0, 'Done.'),
      sim('c', '2', 2, null, 'What is your user id?'),
      sim('d', '19', 0, 0, 'What is the reservation number?'),
    ],
  };
  const file = join(tempDir('cl-tau2-trials-'), 'results.json');
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}
