// A seeded fuzz of the BFCL readers (result and score files): each input is the sample's file with one
// line mutated in one of the kinds the reliability probe found (a truncated line, a NUL, a BOM, a key
// named twice, a value of the wrong type, a huge number, a raw control character). Whatever the input:
// no throw; every problem says where (a line of the file, a column on it) and what; every other line is
// still read, as the same case on the same line. Deterministic (one seed) and quick.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readResultText } from '../../../src/core/bfcl/resultText';
import { readScoreText } from '../../../src/core/bfcl/scoreText';
import { CONTROL, textMutations } from '../../support/textMutations';

const SAMPLE = join(resolve(__dirname, '../../..'), 'sample');
const RESULT = readFileSync(join(SAMPLE, 'result/demo-probe/multi_turn/BFCL_v4_multi_turn_miss_param_result.json'), 'utf8').split('\n').filter(Boolean).slice(0, 6);
const SCORE = readFileSync(join(SAMPLE, 'score/demo-probe/multi_turn/BFCL_v4_multi_turn_miss_param_score.json'), 'utf8').split('\n').filter(Boolean);

const { random, pick, insert } = textMutations(35);

type Kind = 'truncated' | 'nul' | 'bom' | 'duplicate-key' | 'wrong-type' | 'huge-number' | 'control';
const KINDS: readonly Kind[] = ['truncated', 'nul', 'bom', 'duplicate-key', 'wrong-type', 'huge-number', 'control'];

function mutate(line: string, kind: Kind): string {
  switch (kind) {
    case 'truncated':
      return line.slice(0, Math.floor(random() * line.length));
    case 'nul':
      return insert(line, '\u0000');
    case 'bom':
      return `\ufeff${line}`;
    case 'duplicate-key':
      // After the opening brace: the line's own member comes later, and json.loads keeps the last.
      return insert(line, `${pick(['"id": "dup", ', '"result": 7, ', '"id": 1, '])}`, 1);
    case 'wrong-type':
      return line.replace(/"(id|result|accuracy|error_type|error)": /, (m) => `${m}${pick(['null', 'true', '[]', '{}', '-1', '"x"'])}, "_was": `);
    case 'huge-number':
      return insert(line, `"n": ${pick(['1e400', '-1e400', '123456789012345678901234567890', '1' + '0'.repeat(5000)])}, `, 1);
    case 'control':
      return insert(line, pick(CONTROL));
  }
}

/** Where and what: a line of the file, a column on it (or 1), a sentence without placeholders. */
function assertSaysWhere(problem: { line: number; column: number; message: string }, lines: readonly string[], input: string): void {
  assert.ok(Number.isInteger(problem.line) && problem.line >= 1 && problem.line <= lines.length, `line ${problem.line}: ${input.slice(0, 200)}`);
  assert.ok(Number.isInteger(problem.column) && problem.column >= 1 && problem.column <= lines[problem.line - 1]!.length + 1, `column ${problem.column} on line ${problem.line}`);
  assert.match(problem.message, /^[A-Z"].{10,}/);
  assert.doesNotMatch(problem.message, /undefined|NaN|\[object Object\]/);
}

test('result files: 350 seeded one-line mutations, no throw, every problem placed, every other line read as before', () => {
  const original = readResultText(RESULT.join('\n'), 'BFCL_v4_multi_turn_miss_param_result.json');
  assert.deepEqual(original.problems, []);
  const kinds = new Map<Kind, number>();
  const reported = new Map<Kind, number>();
  for (let i = 0; i < 350; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const target = kind === 'bom' ? 0 : Math.floor(random() * RESULT.length);
    const lines = RESULT.map((l, k) => (k === target ? mutate(l, kind) : l));
    const input = lines.join('\n');
    const read = readResultText(input, 'BFCL_v4_multi_turn_miss_param_result.json');
    for (const p of read.problems) {
      assertSaysWhere(p, lines, input);
      assert.equal(p.line, target + 1, `${kind}: a problem on another line than the mutated one: ${p.message}`);
    }
    // Every line not mutated is the same case on the same line.
    const others = original.cases.filter((c) => c.line !== target + 1).map((c) => [c.id, c.line, c.classes.join(' ')]);
    assert.deepEqual(read.cases.filter((c) => c.line !== target + 1).map((c) => [c.id, c.line, c.classes.join(' ')]), others, kind);
    // The mutated line is a case or a problem, never lost in silence (a duplicate key may make it another case).
    assert.ok(read.cases.some((c) => c.line === target + 1) || read.problems.some((p) => p.line === target + 1), `${kind}: line ${target + 1} lost: ${lines[target]!.slice(0, 120)}`);
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    if (read.problems.length) reported.set(kind, (reported.get(kind) ?? 0) + 1);
  }
  assert.deepEqual([...kinds.values()], KINDS.map(() => 50));
  // What the seed gives (a change in what is reported is a change in the readers, to be looked at): a key
  // named twice is read as json.loads reads it (no problem); 1e400 and big ints are read as Python reads
  // them, a 5,001-digit int is over Python's 4,300-digit limit; DEL is allowed in a string, the rest is
  // not; a BOM before a document's text is line 1's problem (the file readers skip it, editors strip it).
  assert.deepEqual(Object.fromEntries(reported), { truncated: 50, nul: 50, bom: 50, 'wrong-type': 40, 'huge-number': 12, control: 41 });
});

test('score files: 350 seeded one-line mutations of the header or a failure, no throw, every problem placed, the other failures read', () => {
  const original = readScoreText(SCORE.join('\n'), 'BFCL_v4_multi_turn_miss_param_score.json');
  assert.deepEqual(original.problems, []);
  for (let i = 0; i < 350; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const target = kind === 'bom' ? 0 : Math.floor(random() * SCORE.length);
    const lines = SCORE.map((l, k) => (k === target ? mutate(l, kind) : l));
    const input = lines.join('\n');
    const read = readScoreText(input, 'BFCL_v4_multi_turn_miss_param_score.json');
    for (const p of read.problems) {
      assertSaysWhere(p, lines, input);
      assert.equal(p.line, target + 1, `${kind}: ${p.message}`);
    }
    const others = [...original.failures.values()].filter((f) => f.line !== target + 1).map((f) => [f.id, f.line, f.errorType]);
    assert.deepEqual([...read.failures.values()].filter((f) => f.line !== target + 1).map((f) => [f.id, f.line, f.errorType]), others, kind);
    if (target !== 0) assert.deepEqual(read.header, original.header, `${kind}: the header was lost over line ${target + 1}`);
  }
});

test("a BOM before a text read as a document (not from disk, which skips it) is line 1's problem, in json.loads's words", () => {
  const bom = 'Not valid JSON: Unexpected UTF-8 BOM (decode using utf-8-sig). The other lines are still read.';
  const result = readResultText(`\ufeff${RESULT.join('\n')}`, 'BFCL_v4_multi_turn_miss_param_result.json');
  assert.deepEqual(result.problems.map((p) => [p.line, p.column, p.message]), [[1, 1, bom]]);
  assert.equal(result.cases.length, RESULT.length - 1);
  const score = readScoreText(`\ufeff${SCORE.join('\n')}`, 'BFCL_v4_multi_turn_miss_param_score.json');
  assert.deepEqual(score.problems.map((p) => [p.line, p.column, p.message.split('. ')[0]]), [[1, 1, 'The score header is not valid JSON: Unexpected UTF-8 BOM (decode using utf-8-sig)']]);
});
