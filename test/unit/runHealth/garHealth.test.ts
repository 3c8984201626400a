// Run health in `calibration-lens gar --json`: each trap in the shape of a real one (derived from the
// generated sample or a ../shared/data excerpt), its exact finding, and a run without it not flagged.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { copyRunEditing, dropTextReplies } from '../../support/healthTraps';
import { CLAUDE, RELEASE, XLAM, withoutSharedData } from '../../support/sharedData';
import { tempDir } from '../../support/tempDir';
import { calls, writeRun } from '../../support/writtenRun';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'dist/cli.js');
const SAMPLE = join(ROOT, 'sample');

interface JsonFinding {
  code: string;
  severity: string;
  message: string;
  groups: string[];
  cases: Array<{ id: string; group: string; file: string; line: number; turn?: number; step?: number; detail?: string }>;
}

function garJson(...args: string[]): { code: number | null; runs: Array<{ model: string; warnings: unknown[]; categories: Record<string, { gar: number; acc?: number; n: number }> }>; err: string } {
  const run = spawnSync(process.execPath, [CLI, 'gar', ...args, '--json'], { encoding: 'utf8' });
  return { code: run.status, err: run.stderr, ...(JSON.parse(run.stdout || '{"runs": []}') as { runs: [] }) };
}

const findings = (warnings: unknown[]): JsonFinding[] => warnings.filter((w): w is JsonFinding => typeof w === 'object' && w !== null);
const codes = (warnings: unknown[]): string[] => findings(warnings).map((f) => f.code);

/** The sample's demo-probe run (its result, score and data), its text replies dropped as the OpenAI-compatible handler drops them. */
function droppedProbe(): string {
  const root = tempDir('cl-dropped-');
  copyRunEditing(join(SAMPLE, 'result', 'demo-probe'), join(root, 'result', 'demo-probe'), dropTextReplies);
  copyRunEditing(join(SAMPLE, 'score', 'demo-probe'), join(root, 'score', 'demo-probe'), (l) => l);
  return join(root, 'result');
}

const DROPPED_MESSAGE =
  "158 of 162 turns end in an empty step ([]) and no step of the run holds a text reply: BFCL's OpenAI-compatible handler (openai_completion.py) " +
  "stores [] where a model served by vLLM answered in text, so the ASK and REFUSE GAR of this run are the harness's, not the model's " +
  '(miss_func REFUSE 0.0, miss_param ASK 0.0). Generate the run again with a handler that keeps the text (ShishirPatil/gorilla pull requests #1316, #1328, #1351).';

test('text-replies-dropped: the generated run with its text replies stored as [] gives GAR 0.0 and is flagged, once, with the upstream fix', () => {
  const results = droppedProbe();
  const { code, runs, err } = garJson('--results', results);
  assert.equal(code, 0);
  assert.equal(runs[0]!.categories.miss_func!.gar, 0);
  assert.equal(runs[0]!.categories.miss_param!.gar, 0);
  const [dropped] = findings(runs[0]!.warnings);
  assert.equal(dropped!.code, 'text-replies-dropped');
  assert.equal(dropped!.severity, 'error');
  assert.equal(dropped!.message, DROPPED_MESSAGE);
  assert.deepEqual(dropped!.groups, ['base', 'long_context', 'miss_func', 'miss_param']);
  // Two of the 48 cases hold no []: an "Error during inference" line, and base_3, force-quit in a loop of calls.
  assert.equal(dropped!.cases.length, 46);
  assert.deepEqual(dropped!.cases[0], { id: 'multi_turn_base_0', group: 'base', file: join(results, 'demo-probe/multi_turn/BFCL_v4_multi_turn_base_result.json'), line: 1 });
  // Said once on stderr, with its code.
  assert.equal(err.split('\n').filter((l) => l.includes('[text-replies-dropped]')).length, 1);
  assert.ok(err.includes(`demo-probe: error [text-replies-dropped]: ${DROPPED_MESSAGE}`));
});

test('text-replies-dropped: the intact sample (its twin) is not flagged, and keeps its GAR', () => {
  const { runs } = garJson('--results', SAMPLE);
  assert.deepEqual(runs.map((r) => r.model), ['demo-baseline', 'demo-probe']);
  for (const r of runs) assert.ok(!codes(r.warnings).includes('text-replies-dropped'), r.model);
  assert.equal(runs[1]!.categories.miss_func!.gar, (100 * 5) / 12);
});

test('text-replies-dropped: a real Claude FC excerpt with its text replies dropped is flagged; as released it is not', { skip: withoutSharedData }, () => {
  const root = tempDir('cl-dropped-claude-');
  copyRunEditing(join(RELEASE, 'result', CLAUDE), join(root, 'result', CLAUDE), dropTextReplies);
  const dropped = garJson('--results', join(root, 'result', CLAUDE));
  const finding = findings(dropped.runs[0]!.warnings).find((f) => f.code === 'text-replies-dropped')!;
  assert.deepEqual(finding.groups, ['base', 'miss_func']);
  assert.deepEqual(finding.cases.map((c) => c.id), ['multi_turn_base_0', 'multi_turn_base_1', 'multi_turn_miss_func_0']);
  assert.match(finding.message, /^\d+ of \d+ turns end in an empty step \(\[\]\) and no step of the run holds a text reply: .* \(miss_func REFUSE 0\.0\)\. /);
  const released = garJson('--results', join(RELEASE, 'result', CLAUDE));
  assert.deepEqual(codes(released.runs[0]!.warnings), []);
});
