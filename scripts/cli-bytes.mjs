// `node scripts/cli-bytes.mjs OUT [--cli FILE] [--no-bench]`: runs the built command (dist/cli.js, or the
// one --cli names) over sample/, ../shared/data/bfcl, ../shared/data/tau2 and the bench runs (generated
// into bench-data/ as `npm run bench` and `npm run bench:tau2` make them), and writes each invocation's
// stdout, stderr and exit code into OUT (gar, case, compare, panel, confirm, label, labels, agreement). `node scripts/cli-bytes.mjs --compare A B` then names every
// difference between two such folders, or says "identical: N invocations". A change that must not alter
// what the command prints (a redesign, a move) is checked by capturing the build before and after it.
//
// Every command runs from this checkout's root with relative paths, so two builds (say main's, built in
// another worktree and given with --cli) print the same paths. The label stores `labels` and
// `agreement` read are written by `label` of the build under test into bench-data/cli-bytes-stores/, each
// decision's time then set to one fixed instant, so both builds read the same bytes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { syntheticRuns } from './bench/bfclRuns.mjs';
import { cachedTau2Run } from './bench/tau2Run.mjs';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const SHARED = '../shared/data';
const STORES = 'bench-data/cli-bytes-stores';
const FIXED_TIME = '2026-01-01T00:00:00.000Z';

/** The first assistant message of a tau2 results file's first simulation: what `label --message` takes. */
function firstAssistantMessage(file) {
  const sim = JSON.parse(readFileSync(join(ROOT, file), 'utf8')).simulations[0];
  return { id: sim.id, message: sim.messages.findIndex((m) => m.role === 'assistant') };
}

/** [name, args] of every invocation but the label stores' (see labelStores). */
function invocations(bench) {
  const sampleBase = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json';
  const sampleMissFunc = 'sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_miss_func_result.json';
  const bfcl = `${SHARED}/bfcl/2025-12-16`;
  const bfclFile = `${bfcl}/result/claude-haiku-4-5-20251001-FC/multi_turn/BFCL_v4_multi_turn_miss_func_result.json`;
  const bfclParam = `${bfcl}/result/Salesforce_Llama-xLAM-2-8b-fc-r/multi_turn/BFCL_v4_multi_turn_miss_param_result.json`;
  const tau2 = `${SHARED}/tau2/results/whissle/airline_run1.json`;
  const tau2Telecom = `${SHARED}/tau2/data/simulations/2025-08-10T02-44-06.496849_telecom_llm_agent_gpt-4o_user_simulator_gpt-4o.json`;
  const judgments = `${SHARED}/paper/tau2_confirm_judgments.jsonl`;
  const list = [
    ['gar-sample', ['gar', '--results', 'sample']],
    ['gar-sample-json-cases', ['gar', '--results', 'sample', '--json', '--cases']],
    ['gar-sample-file-strict', ['gar', '--results', sampleBase, '--strict']],
    ['case-sample', ['case', '--results', sampleBase, '--case', 'multi_turn_base_0']],
    ['case-sample-json', ['case', '--results', sampleMissFunc, '--case', 'multi_turn_miss_func_3', '--json']],
    ['case-sample-unknown', ['case', '--results', sampleBase, '--case', 'multi_turn_base_999']],
    ['gar-bfcl', ['gar', '--results', bfcl]],
    ['gar-bfcl-json-cases', ['gar', '--results', bfcl, '--json', '--cases']],
    ['gar-bfcl-scores-only', ['gar', '--results', `${SHARED}/bfcl/2024-12-29`]],
    ['case-bfcl', ['case', '--results', bfclFile, '--case', 'multi_turn_miss_func_0']],
    ['case-bfcl-json', ['case', '--results', bfclParam, '--case', 'multi_turn_miss_param_1', '--json']],
    ['case-bfcl-absent', ['case', '--results', bfclFile, '--case', 'multi_turn_miss_func_1']],
    ['gar-tau2', ['gar', '--results', tau2]],
    ['gar-tau2-json-cases', ['gar', '--results', tau2, '--json', '--cases', '--judgments', judgments]],
    ['gar-tau2-csv', ['gar', '--results', tau2, '--results', tau2Telecom, '--csv']],
    ['gar-tau2-telecom-json-cases', ['gar', '--results', tau2Telecom, '--json', '--cases']],
    ['gar-tau2-folder', ['gar', '--results', `${SHARED}/tau2/results`]],
    ['gar-mixed-refused', ['gar', '--results', tau2, '--results', 'sample']],
    ['case-tau2', ['case', '--results', tau2, '--case', '0', '--trial', '0']],
    ['case-tau2-json', ['case', '--results', tau2, '--case', '1', '--json']],
    ['case-tau2-telecom', ['case', '--results', tau2Telecom, '--case', firstAssistantMessage(tau2Telecom).id]],
    ['confirm', ['confirm', '--judgments', judgments]],
    ['confirm-json-results', ['confirm', '--judgments', judgments, '--results', tau2, '--json']],
    ['confirm-models', ['confirm', '--judgments', judgments, '--models', 'gpt-5.4', '--models', 'Qwen3-8B']],
    ['compare-sample', ['compare', '--baseline', 'sample/result/demo-baseline', '--probe', 'sample/result/demo-probe']],
    ['compare-sample-json', ['compare', '--baseline', 'sample/result/demo-baseline', '--probe', 'sample/result/demo-probe', '--json']],
    ['compare-bfcl', ['compare', '--baseline', `${bfcl}/result/gpt-4.1-2025-04-14`, '--probe', `${bfcl}/result/claude-haiku-4-5-20251001-FC`]],
    ['panel-sample', ['panel', '--results', 'sample']],
    ['panel-all', ['panel', '--results', 'sample', '--results', bfcl, '--results', `${SHARED}/tau2/results`]],
    ['panel-all-json', ['panel', '--results', 'sample', '--results', bfcl, '--results', `${SHARED}/tau2/results`, '--json']],
    ['panel-all-csv-by-family', ['panel', '--results', 'sample', '--results', bfcl, '--results', `${SHARED}/tau2/results`, '--csv', '--by-family']],
    ['gar-usage', ['gar']],
    ['gar-missing', ['gar', '--results', 'sample/no-such-folder']],
    ['labels-usage', ['labels']],
    ['agreement-usage', ['agreement', '--results', 'sample']],
  ];
  if (bench) {
    const { one, ten } = syntheticRuns(ROOT, false);
    const tau2Bench = relative(ROOT, cachedTau2Run(ROOT, false));
    const oneRel = relative(ROOT, one);
    const lc = `${oneRel}/result/synthetic-model/multi_turn/BFCL_v4_multi_turn_long_context_result.json`;
    list.push(
      ['gar-bench-one', ['gar', '--results', oneRel]],
      ['gar-bench-one-json-cases', ['gar', '--results', oneRel, '--json', '--cases']],
      ['case-bench-one', ['case', '--results', lc, '--case', 'multi_turn_long_context_7']],
      ['gar-bench-ten', ['gar', '--results', relative(ROOT, ten)]],
      ['gar-bench-ten-json', ['gar', '--results', relative(ROOT, ten), '--json']],
      ['gar-bench-tau2', ['gar', '--results', tau2Bench]],
      ['gar-bench-tau2-json-cases', ['gar', '--results', tau2Bench, '--json', '--cases']],
      ['case-bench-tau2', ['case', '--results', tau2Bench, '--case', '3', '--trial', '1', '--json']],
    );
  }
  return list;
}

/** The label invocations that write the stores, then the labels and agreement invocations that read them. */
function labelStores() {
  const sampleRun = 'sample/result/demo-baseline';
  const base = `${sampleRun}/multi_turn/BFCL_v4_multi_turn_base_result.json`;
  const missFunc = `${sampleRun}/multi_turn/BFCL_v4_multi_turn_miss_func_result.json`;
  const tau2 = `${SHARED}/tau2/results/whissle/airline_run1.json`;
  const { id, message } = firstAssistantMessage(tau2);
  const store = (who, bench) => `${STORES}/${bench}-${who}.jsonl`;
  const label = (who, bench, args) => ['label', ...args, '--author', who, '--rationale', `${who}'s reading`, '--store', store(who, bench)];
  const writes = [
    ['label-bfcl-ada-1', label('ada', 'bfcl', ['--results', base, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'tool_call'])],
    ['label-bfcl-ada-2', label('ada', 'bfcl', ['--results', missFunc, '--case', 'multi_turn_miss_func_0', '--turn', '0', '--step', '0', '--class', 'REFUSE'])],
    ['label-bfcl-ada-3', label('ada', 'bfcl', ['--results', missFunc, '--case', 'multi_turn_miss_func_1', '--verdict', 'real-miss'])],
    ['label-bfcl-bo-1', label('bo', 'bfcl', ['--results', base, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'ask'])],
    ['label-bfcl-bo-2', label('bo', 'bfcl', ['--results', missFunc, '--case', 'multi_turn_miss_func_0', '--turn', '0', '--step', '0', '--none'])],
    ['label-bfcl-bad-class', label('bo', 'bfcl', ['--results', base, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'maybe'])],
    ['label-tau2-ada', label('ada', 'tau2', ['--results', tau2, '--case', id, '--message', String(message), '--class', 'ask', '--class', 'confirm'])],
    ['label-tau2-bo', label('bo', 'tau2', ['--results', tau2, '--case', id, '--message', String(message), '--class', 'tool_call'])],
  ];
  const reads = [
    ['labels-bfcl', ['labels', '--results', sampleRun, '--store', store('ada', 'bfcl')]],
    ['labels-bfcl-json', ['labels', '--results', sampleRun, '--store', store('bo', 'bfcl'), '--json']],
    ['labels-bfcl-csv', ['labels', '--results', sampleRun, '--store', store('ada', 'bfcl'), '--csv']],
    ['labels-tau2-jsonl', ['labels', '--results', tau2, '--store', store('ada', 'tau2'), '--jsonl']],
    ['agreement-bfcl', ['agreement', '--labels', store('ada', 'bfcl'), '--labels', store('bo', 'bfcl'), '--results', sampleRun]],
    ['agreement-bfcl-json', ['agreement', '--labels', store('ada', 'bfcl'), '--labels', store('bo', 'bfcl'), '--results', sampleRun, '--json']],
    ['agreement-tau2', ['agreement', '--labels', store('ada', 'tau2'), '--labels', store('bo', 'tau2'), '--results', tau2]],
    ['agreement-missing-store', ['agreement', '--labels', `${STORES}/nobody.jsonl`, '--results', sampleRun]],
  ];
  return { writes, reads };
}

function run(cli, out, [name, args]) {
  const started = performance.now();
  const r = spawnSync(process.execPath, [cli, ...args], { cwd: ROOT, maxBuffer: 1 << 30, env: { ...process.env, NO_COLOR: '1' } });
  if (r.error) throw r.error;
  writeFileSync(join(out, `${name}.stdout`), r.stdout);
  writeFileSync(join(out, `${name}.stderr`), r.stderr);
  writeFileSync(join(out, `${name}.code`), `${r.status ?? r.signal}\n`);
  writeFileSync(join(out, `${name}.args`), `${args.join('\n')}\n`);
  console.log(`  ${name}: exit ${r.status ?? r.signal}, ${r.stdout.length} + ${r.stderr.length} bytes (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** Every decision's time set to one instant: the stores are then the same bytes whichever build wrote them. */
function fixTimes() {
  for (const name of readdirSync(join(ROOT, STORES))) {
    const file = join(ROOT, STORES, name);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"time":"[^"]*"/g, `"time":"${FIXED_TIME}"`));
  }
}

function capture(out, cli, bench) {
  const list = invocations(bench);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  rmSync(join(ROOT, STORES), { recursive: true, force: true });
  mkdirSync(join(ROOT, STORES), { recursive: true });
  const { writes, reads } = labelStores();
  console.log(`${cli}: ${list.length + writes.length + reads.length} invocations into ${out}`);
  for (const inv of [...list, ...writes]) run(cli, out, inv);
  fixTimes();
  for (const inv of reads) run(cli, out, inv);
  for (const name of readdirSync(join(ROOT, STORES))) writeFileSync(join(out, `store-${name}`), readFileSync(join(ROOT, STORES, name)));
}

/** The first line where two texts part, for the report. */
function firstDifference(a, b) {
  const la = a.toString('utf8').split('\n');
  const lb = b.toString('utf8').split('\n');
  const i = la.findIndex((line, n) => line !== lb[n]);
  const at = i === -1 ? la.length : i;
  return `line ${at + 1}: ${JSON.stringify((la[at] ?? '<end>').slice(0, 200))} vs ${JSON.stringify((lb[at] ?? '<end>').slice(0, 200))}`;
}

function compare(a, b) {
  const names = (dir) => new Set(readdirSync(dir));
  const [na, nb] = [names(a), names(b)];
  const differences = [];
  for (const n of [...na].filter((n) => !nb.has(n))) differences.push(`${n}: only in ${a}`);
  for (const n of [...nb].filter((n) => !na.has(n))) differences.push(`${n}: only in ${b}`);
  for (const n of [...na].filter((n) => nb.has(n)).sort()) {
    const [x, y] = [readFileSync(join(a, n)), readFileSync(join(b, n))];
    if (!x.equals(y)) differences.push(`${n}: differs at ${firstDifference(x, y)}`);
  }
  const invocationCount = [...na].filter((n) => n.endsWith('.code')).length;
  if (differences.length) {
    console.log(`${differences.length} difference(s) over ${invocationCount} invocations:\n  ${differences.join('\n  ')}`);
    return 1;
  }
  console.log(`identical: ${invocationCount} invocations`);
  return 0;
}

const { values, positionals } = parseArgs({ options: { cli: { type: 'string' }, compare: { type: 'boolean', default: false }, 'no-bench': { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
if (values.compare) {
  if (positionals.length !== 2) throw new Error('Usage: node scripts/cli-bytes.mjs --compare DIR_A DIR_B');
  process.exit(compare(resolve(positionals[0]), resolve(positionals[1])));
}
if (positionals.length !== 1) throw new Error('Usage: node scripts/cli-bytes.mjs OUT [--cli FILE] [--no-bench]');
const cli = resolve(values.cli ?? join(ROOT, 'dist', 'cli.js'));
if (!existsSync(cli)) throw new Error(`${cli}: no such file (npm run build first).`);
capture(resolve(positionals[0]), cli, !values['no-bench']);
