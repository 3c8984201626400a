// How every command reads its options (src/cli/commandLine.ts), through the built bin on the sample
// run: `--opt=value` as well as `--opt value`, repeated options, --help beside other arguments, empty
// values, and usage errors with the command's usage after Node's own message.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { parseArgs } from 'node:util';
import { tempDir } from '../../support/tempDir';

const ROOT = resolve(__dirname, '../../..');
const CLI = join(ROOT, 'dist/cli.js');
const SAMPLE = join(ROOT, 'sample');
const BASE = join(SAMPLE, 'result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json');
const cli = (...args: string[]) => {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', cwd: ROOT });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const usageOf = (command: string) => cli(command, '--help').out;
/** What util.parseArgs itself says about these arguments (its wording is Node's, not ours). */
function nodeMessage(args: string[], options: NonNullable<Parameters<typeof parseArgs>[0]>['options']): string {
  try {
    parseArgs({ args, options, strict: true });
  } catch (e) {
    return (e as Error).message;
  }
  throw new Error(`parseArgs accepted ${args.join(' ')}`);
}

test('--opt=value reads as --opt value', () => {
  const spaced = cli('gar', '--results', SAMPLE, '--json');
  assert.equal(spaced.code, 0);
  assert.deepEqual(cli('gar', `--results=${SAMPLE}`, '--json'), spaced);
  const kase = cli('case', '--results', BASE, '--case', 'multi_turn_base_0');
  assert.equal(kase.code, 0);
  assert.deepEqual(cli('case', `--results=${BASE}`, '--case=multi_turn_base_0'), kase);
});

test('--results given twice for BFCL is refused, naming both paths', () => {
  assert.deepEqual(cli('gar', '--results', SAMPLE, '--results', SAMPLE), {
    code: 2, out: '',
    err: `No tau2 run was found under ${SAMPLE}, ${SAMPLE}, and BFCL results are read from one --results PATH at a time.\n`,
  });
});

test('an unknown option is a usage error, also beside --help, in gar, case and confirm', () => {
  for (const command of ['gar', 'case', 'confirm']) {
    const message = nodeMessage(['--bogus'], { help: { type: 'boolean' } });
    assert.deepEqual(cli(command, '--help', '--bogus'), { code: 2, out: '', err: `${message}\n\n${usageOf(command)}` }, command);
  }
});

test('label, labels and agreement print their usage for --help or -h anywhere, whatever else is given', () => {
  for (const command of ['label', 'labels', 'agreement']) {
    const usage = usageOf(command);
    assert.ok(usage.startsWith(`Usage: calibration-lens ${command} `));
    assert.deepEqual(cli(command, '--bogus', '--help'), { code: 0, out: usage, err: '' }, command);
    assert.deepEqual(cli(command, '--results', '-h'), { code: 0, out: usage, err: '' }, command);
  }
});

test('an option without its value, or a value without an option, is Node\'s message and the usage', () => {
  const gar = { results: { type: 'string' as const, multiple: true } };
  assert.deepEqual(cli('gar', '--results'), { code: 2, out: '', err: `${nodeMessage(['--results'], gar)}\n\n${usageOf('gar')}` });
  assert.deepEqual(cli('gar', '--results', '--help'), { code: 2, out: '', err: `${nodeMessage(['--results', '--help'], { ...gar, help: { type: 'boolean' } })}\n\n${usageOf('gar')}` });
  assert.deepEqual(cli('gar', '--results', SAMPLE, 'extra'), { code: 2, out: '', err: `${nodeMessage(['extra'], {})}\n\n${usageOf('gar')}` });
  assert.deepEqual(cli('gar', '--json=true'), { code: 2, out: '', err: `${nodeMessage(['--json=true'], { json: { type: 'boolean' } })}\n\n${usageOf('gar')}` });
});

test('an empty value counts as none for a required option', () => {
  assert.deepEqual(cli('case', '--results', BASE, '--case='), { code: 2, out: '', err: `--results FILE and --case ID are required.\n\n${usageOf('case')}` });
  assert.deepEqual(cli('labels', '--results='), { code: 2, out: '', err: `--results PATH is required.\n\n${usageOf('labels')}` });
  assert.deepEqual(cli('agreement', '--results', SAMPLE), { code: 2, out: '', err: `--labels FILE and --results PATH are required.\n\n${usageOf('agreement')}` });
});

test('labels takes one output form; label reads --opt=value forms as the spaced ones', () => {
  assert.deepEqual(cli('labels', '--results', SAMPLE, '--json', '--csv'), { code: 2, out: '', err: `Choose one of --json, --csv and --jsonl.\n\n${usageOf('labels')}` });
  const root = tempDir('cl-options-');
  cpSync(SAMPLE, join(root, 'sample'), { recursive: true });
  const file = join(root, 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json');
  const spaced = join(root, 'spaced.jsonl');
  const joined = join(root, 'joined.jsonl');
  const one = cli('label', '--results', file, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'ask', '--author', 'ann', '--store', spaced);
  assert.deepEqual(one, { code: 0, out: `Saved ann's ASK at T1 · step 1 on multi_turn_base_0 to ${spaced}.\n`, err: '' });
  const two = cli('label', `--results=${file}`, '--case=multi_turn_base_0', '--turn=0', '--step=0', '--class=ask', '--author=ann', `--store=${joined}`);
  assert.deepEqual(two, { code: 0, out: `Saved ann's ASK at T1 · step 1 on multi_turn_base_0 to ${joined}.\n`, err: '' });
  const withoutTime = (path: string) => ({ ...JSON.parse(readFileSync(path, 'utf8')), time: 'T' });
  assert.deepEqual(withoutTime(joined), withoutTime(spaced));
});
