// Model text and file contents reach the terminal with their control characters shown, never run: an
// ESC sequence in a result file must not set the window title, clear the screen or hide a link, on
// stdout or on stderr, in any command. JSON output keeps the values exact.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { terminalText } from '../../../src/core/text/escape';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
/** A title set, a bell, a screen clear, backspaces over text, an 8-bit CSI, a lone CR, a hyperlink. */
const HOSTILE = '\u001b]0;pwned\u0007\u001b[2Jgone\b\b \u009b31m \rover \u001b]8;;https://evil.example\u001b\\link\u001b]8;;\u001b\\';
const RAW_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|\r(?!\n)/;

test('terminalText: each control character as its picture, DEL and C1 as JSON escapes; LF, tab and CR LF kept', () => {
  assert.equal(terminalText(HOSTILE), '␛]0;pwned␇␛[2Jgone␈␈ \\u009b31m ␍over ␛]8;;https://evil.example␛\\link␛]8;;␛\\');
  assert.equal(terminalText('a\tb\nc\r\nd\u0000\u007f'), 'a\tb\nc\r\nd␀\\u007f');
  // Inside a JSON string the escape is the same value.
  assert.equal(JSON.parse(terminalText(JSON.stringify({ s: `x\u009by\u007f` }))).s, 'x\u009by\u007f');
});

function bfclRun(): { folder: string; file: string } {
  const dir = tempDir('cl-esc-');
  const folder = join(dir, 'result', 'm');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'BFCL_v4_multi_turn_base_result.json');
  writeFileSync(file, [
    JSON.stringify({ id: 'multi_turn_base_0', result: [[HOSTILE]] }),
    JSON.stringify({ id: `multi_turn_base_1${HOSTILE}`, result: [['ok']] }),
    `{"id": "multi_turn_base_2", "result": [["x"]] ${HOSTILE}}`,
  ].join('\n'));
  return { folder, file };
}

function tau2Run(): string {
  const path = join(tempDir('cl-esc-tau2-'), 'results.json');
  const sim = { id: 's1', task_id: '1', termination_reason: 'user_stop', trial: 0, reward_info: { reward: 1.0 }, messages: [{ role: 'assistant', content: HOSTILE }] };
  writeFileSync(path, JSON.stringify({ timestamp: 't', info: { environment_info: { domain_name: `airline${HOSTILE}` }, agent_info: { llm: `m${HOSTILE}` }, num_trials: 1 }, tasks: [], simulations: [sim, { ...sim, task_id: null }] }, null, 2));
  return path;
}

test('no command writes a raw control character from a file, on stdout or stderr; JSON keeps the values', () => {
  const bfcl = bfclRun();
  const tau2 = tau2Run();
  const runs: string[][] = [
    ['gar', '--results', bfcl.folder], ['gar', '--results', bfcl.folder, '--cases'], ['gar', '--results', bfcl.folder, '--json', '--cases'],
    ['case', '--results', bfcl.file, '--case', 'multi_turn_base_0'], ['case', '--results', bfcl.file, '--case', 'multi_turn_base_0', '--json'],
    ['gar', '--results', tau2], ['gar', '--results', tau2, '--csv'], ['gar', '--results', tau2, '--json', '--cases'],
    ['case', '--results', tau2, '--case', 's1'],
  ];
  for (const args of runs) {
    const r = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' });
    const name = args.join(' ');
    assert.ok(r.status === 0 || r.status === 1, `${name}: status ${r.status}: ${r.stderr}`);
    assert.doesNotMatch(r.stdout, RAW_CONTROL, `${name}: stdout`);
    assert.doesNotMatch(r.stderr, RAW_CONTROL, `${name}: stderr`);
    // Every command but the plain table shows the hostile text somewhere (an id, a model, a message).
    const out = r.stdout + r.stderr;
    if (args.length > 3 || args[2] === tau2) assert.ok(out.includes('␛]0;pwned␇') || out.includes('\\u001b]0;pwned\\u0007'), `${name}: the hostile text is shown: ${out.slice(0, 400)}`);
  }
  const json = spawnSync(process.execPath, [CLI, 'gar', '--results', bfcl.folder, '--json', '--cases'], { encoding: 'utf8' });
  const ids = (JSON.parse(json.stdout) as { runs: Array<{ categories: Record<string, { cases: Array<{ id: string }> }> }> }).runs[0]!.categories.base!.cases.map((c) => c.id);
  assert.deepEqual(ids, ['multi_turn_base_0', `multi_turn_base_1${HOSTILE}`]);
  const text = spawnSync(process.execPath, [CLI, 'case', '--results', bfcl.file, '--case', 'multi_turn_base_0'], { encoding: 'utf8' });
  assert.ok(text.stdout.includes('  model text, step 1 (OTHER): ␛]0;pwned␇␛[2Jgone␈␈ \\u009b31m  ⏎ over ␛]8;;https://evil.example␛\\link␛]8;;␛\\\n'), text.stdout);
});
