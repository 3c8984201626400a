// The streaming scanner (lines and captures whatever the chunking) and bad input: a file that is JSON
// but not tau2, a cut-off file, a simulation with null messages, a simulation that is not one.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { JsonStructureScanner, JsonSyntaxError, type ValueStart } from '../../../src/core/tau2/jsonStructureScanner';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tempDir } from '../../support/tempDir';

const DOC = '{\n  "a": "x\\\\\\"}{[",\n  "list": [\n    {"k": [1, 2.5e3, true, null]},\n    "tail\\\\"\n  ]\n}\n';

function scan(text: string, chunkSize: number) {
  const seen: string[] = [];
  const captured: string[] = [];
  const scanner = new JsonStructureScanner({
    onValue(s: ValueStart) {
      seen.push(`${s.path.join('/')}@${s.line}:${s.column}`);
      return s.path.length === 2;
    },
    onCaptured(_s, value) { captured.push(value.text()); },
  }, 4);
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += chunkSize) scanner.push(Buffer.from(bytes.subarray(i, i + chunkSize)));
  scanner.end();
  return { seen, captured };
}

test('the scanner gives every value its path and line, and captures bytes exactly, for any chunk size', () => {
  const expected = {
    seen: ['@1:1', 'a@2:8', 'list@3:11', 'list/0@4:5', 'list/0/k@4:11', 'list/0/k/0@4:12', 'list/0/k/1@4:15', 'list/0/k/2@4:22', 'list/0/k/3@4:28', 'list/1@5:5'],
    captured: ['{"k": [1, 2.5e3, true, null]}', '"tail\\\\"'],
  };
  for (const size of [1, 2, 3, 7, 4096]) assert.deepEqual(scan(DOC, size), expected, `chunk ${size}`);
  assert.deepEqual(JSON.parse(DOC).a, 'x\\"}{[');
});

test('strings of every escape, split at every place, in a reused buffer: each end found, each key and value as JSON.parse gives it', () => {
  const doc = JSON.stringify({
    'k\u00e9y': 'a\\', b: '"q"', c: 'x\\"y', 'é': ['\\', ''], 'tab\tkey': '\u2019', long: `{"a": "${'\\"'.repeat(40)}", "b": [1, 2]}`.repeat(8), 'q"k': 'end',
  }, null, 2);
  const expected = JSON.parse(doc) as Record<string, unknown>;
  for (const size of [1, 2, 3, 5, 7, 11, 64, 4096]) {
    const keys: string[] = [];
    const values: unknown[] = [];
    const scanner = new JsonStructureScanner({
      onValue(v: ValueStart) {
        if (v.path.length !== 1) return false;
        keys.push(String(v.path[0]));
        return true;
      },
      onCaptured(_s, value) { values.push(JSON.parse(value.text())); },
    }, 2);
    // One buffer for every chunk, as the reader does: what the scanner keeps past a chunk it must copy.
    const bytes = Buffer.from(doc);
    const reused = Buffer.alloc(size);
    for (let i = 0; i < bytes.length; i += size) scanner.push(reused.subarray(0, bytes.copy(reused, 0, i, i + size)));
    scanner.end();
    assert.deepEqual(keys, Object.keys(expected), `chunk ${size}`);
    assert.deepEqual(values, Object.values(expected), `chunk ${size}`);
  }
});

test('the scanner says where a document is cut off or broken', () => {
  assert.throws(() => scan('{\n  "a": [1,\n', 5), (e: unknown) => e instanceof JsonSyntaxError && e.line === 3 && e.path.join('/') === 'a');
  assert.throws(() => scan('{"a" 1}', 3), /expected ":" after a key/);
  assert.throws(() => scan('[1,]', 3), /unexpected character "\]"/);
});

const dir = tempDir('tau2-bad-');
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const sim = (id: string, taskId: string, messages: unknown) => ({
  id, task_id: taskId, termination_reason: 'user_stop', trial: 0,
  reward_info: { reward: 1.0, action_checks: null },
  messages,
});
const results = (sims: unknown[]) => JSON.stringify({ timestamp: 't', info: { environment_info: { domain_name: 'airline' }, agent_info: { llm: 'm', llm_args: { api_key: 'SECRET' } } }, tasks: [], simulations: sims }, null, 2);

test('JSON that is not tau2: one clear message at line 1, nothing else read', async () => {
  const run = await readTau2Run(file('other.json', '{"name": "x", "items": [1, 2]}'));
  assert.equal(run.isTau2, false);
  assert.deepEqual(run.problems.map((p) => [p.line, p.message]), [[1, 'This file is JSON but not a tau2 results file: its top-level keys are "name", "items", where tau2 writes "info", "tasks" and "simulations" (or "simulation_index").']]);
});

test('a truncated file: the place it ends, and the simulations before it read', async () => {
  const text = results([sim('s1', '1', [{ role: 'assistant', content: 'Could you give your id?' }]), sim('s2', '2', [])]);
  const run = await readTau2Run(file('cut.json', text.slice(0, text.lastIndexOf('"messages"'))));
  assert.equal(run.simulations.length, 1);
  assert.equal(run.problems.length, 1);
  assert.match(run.problems[0]!.message, /^The file ends before the JSON document does \(it looks truncated\) inside simulations\[1\]\. The 1 simulation before it was read\.$/);
});

test('null messages: said with its place, counted as the paper counts it; the other simulations read', async () => {
  const text = results([sim('s1', '1', null), sim('s2', '2', [{ role: 'assistant', content: 'Could you give your id?' }])]);
  const run = await readTau2Run(file('null.json', text));
  assert.deepEqual(run.simulations.map((s) => [s.id, s.emitSet, s.scored]), [['s1', [], true], ['s2', ['ask'], true]]);
  assert.equal(run.problems[0]!.message, 'simulations[0] (task 1) has no messages (null) and no ticks. It is counted with no assistant message, as the paper\'s script counts it.');
  assert.equal(run.problems[0]!.line, text.split('\n').findIndex((l) => l.includes('"id": "s1"')));
});

test('a simulation without task_id is left out with its path; a bad message likewise; secrets never echoed', async () => {
  const bad = { ...sim('s1', '1', []), task_id: undefined };
  const run = await readTau2Run(file('bad.json', results([bad, sim('s2', '2', [{ role: 7, content: 'x' }, { role: 'assistant', content: 'ok' }])])));
  assert.deepEqual(run.simulations.map((s) => s.id), ['s2']);
  assert.equal(run.problems[0]!.message, 'simulations[0].task_id: expected a string or a number, found nothing (the key is missing). This simulation was left out.');
  assert.equal(run.problems[1]!.message, 'simulations[1].messages[0].role: expected a string, found a number. This message was left out.');
  assert.ok(!JSON.stringify(run).includes('SECRET'));
});

test('"simulations" that is not a list: no tau2 run, one message at its place; an info of no tau2 field is no sign of tau2', async () => {
  const a = await readTau2Run(file('simulations-number.json', '{"hello":[1,2,3],"simulations":5}'));
  assert.equal(a.isTau2, false);
  assert.deepEqual(a.problems.map((p) => [p.line, p.column, p.message]), [[1, 32, 'This file is JSON but not a tau2 results file: "simulations" is a number, where tau2 writes a list of simulations. Nothing was read.']]);
  assert.deepEqual(a.warnings, []);
  const b = await readTau2Run(file('simulations-object.json', '{\n  "info": {"x": 1},\n  "tasks": [],\n  "simulations": {"a": 1}\n}'));
  assert.equal(b.isTau2, false);
  assert.deepEqual(b.problems.map((p) => [p.line, p.column, p.message]), [[4, 18, 'This file is JSON but not a tau2 results file: "simulations" is an object, where tau2 writes a list of simulations. Nothing was read.']]);
  const c = await readTau2Run(file('info-only.json', '{"info": {"x": 1}, "tasks": []}'));
  assert.equal(c.isTau2, false);
  assert.deepEqual(c.problems.map((p) => p.message), ['This file is JSON but not a tau2 results file: its top-level keys are "info", "tasks", where tau2 writes "info", "tasks" and "simulations" (or "simulation_index").']);
  const d = await readTau2Run(file('info-odd.json', '{"info": {"x": 1}, "simulations": []}'));
  assert.equal(d.isTau2, true);
  assert.deepEqual(d.problems.map((p) => p.message), ['info holds none of the fields tau2 writes there (git_commit, num_trials, max_steps, max_errors, user_info, agent_info, environment_info, seed). The run\'s model and domain are unknown.']);
});

test('task_id null: the path, what was expected and what was found', async () => {
  const text = results([{ ...sim('s1', '1', []), task_id: null }, sim('s2', '2', [])]);
  const run = await readTau2Run(file('null-task.json', text));
  assert.deepEqual(run.simulations.map((s) => s.id), ['s2']);
  // The line where the simulation's object starts, the one before its "id".
  assert.deepEqual(run.problems.map((p) => [p.line, p.message]), [[text.split('\n').findIndex((l) => l.includes('"id": "s1"')), 'simulations[0].task_id: expected a string or a number, found null. This simulation was left out.']]);
});

test('assistant content that is not text and roles tau2 does not write: read, and said once per run with their first places', async () => {
  const messages = [
    { role: 'assistant', content: [{ type: 'text', text: 'Could you give your id?' }] },
    { role: 'robot', content: 'beep' },
    { role: 'assistant', content: 42 },
    { role: 'assistant', content: { text: 'x' } },
    { role: 'assistant', content: true },
    { role: 'narrator', content: 'then' },
  ];
  const text = results([sim('s1', '1', messages)]);
  const run = await readTau2Run(file('odd-messages.json', text));
  const lineOf = (k: number) => text.split('\n').findIndex((l, i) => i > 0 && l === '        {' && text.split('\n').slice(0, i).filter((x) => x === '        {').length === k) + 1;
  assert.deepEqual(run.simulations[0]!.emitSet, ['ask']);
  assert.deepEqual(run.problems, []);
  assert.deepEqual(run.warnings, [
    `4 assistant messages have content that is not text (a list at simulations[0].messages[0] (line ${lineOf(0)}); a number at simulations[0].messages[2] (line ${lineOf(2)}); ` +
      `an object at simulations[0].messages[3] (line ${lineOf(3)}); and 1 more): each was read as its JSON text, where the paper's script would stop.`,
    `2 messages have a role tau2 does not write ("robot" at simulations[0].messages[1] (line ${lineOf(1)}); "narrator" at simulations[0].messages[5] (line ${lineOf(5)})): ` +
      'only assistant messages get classes, so these get none.',
  ]);
});
