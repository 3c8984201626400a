import { loadavg } from 'node:os';
// `npm run bench [-- --runs N] [--regenerate] [--only one|ten]`: `calibration-lens gar --json` side by
// side with a plain Node loop that reads every line of the same files (readFileSync, split, JSON.parse)
// and, when CALIBRATION_LENS_REFERENCE names a checkout of the paper's reference implementation
// (fbj2333/tool-calling-calibration), with its gar.py; on a full-size synthetic BFCL run (one model,
// 4 categories x 200 cases, long_context lines of 60 KB or more: 21.7 MB of results) and on ten models
// of it (ten copies under other model names: 217 MB of results). See scripts/bench/sideBySide.mjs.
//
// The script is also its own baseline child: `node scripts/bench-cli.mjs --loop DIR`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, mb, median, memorySource, pad, pairedRatio, printTable, printTarget, sideBySide, stat } from './bench/sideBySide.mjs';
import { RUN, runFiles, syntheticRuns, TEN } from './bench/bfclRuns.mjs';

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const TARGET = { resultBytes: 20 * 1024 * 1024, longContextLine: 60 * 1024, peakBytes: 100 * 1024 * 1024 };
// Issue 8, point 10: gar's wall time over the readFileSync loop's, per data set; and below the reference.
const RATIO_LIMIT = { one: 0.5, ten: 0.25 };

// ---- the baseline child ------------------------------------------------------------------------
function loop(dir) {
  let lines = 0;
  for (const file of runFiles(dir)) {
    for (const line of readFileSync(file, 'utf8').split('\n')) if (line) { JSON.parse(line); lines++; }
  }
  console.log(JSON.stringify({ lines }));
}

function describeRun(name, dir) {
  const sizes = runFiles(dir).map((f) => ({ file: relative(dir, f), bytes: statSync(f).size }));
  const resultBytes = sizes.filter((s) => s.file.startsWith('result')).reduce((n, s) => n + s.bytes, 0);
  const allBytes = sizes.reduce((n, s) => n + s.bytes, 0);
  const lines = runFiles(dir).reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').filter(Boolean).length, 0);
  console.log(`\n${name} (${relative(ROOT, dir)}): ${sizes.length} files, result files ${mb(resultBytes)} (${resultBytes.toLocaleString('en')} B), ` +
    `with the score files ${mb(allBytes)}; ${lines.toLocaleString('en')} lines`);
  return { resultBytes, lines };
}

// ---- what each command must have printed --------------------------------------------------------
/** Our GAR and n per model and category, from `gar --json`. */
function ourNumbers(stdout) {
  const out = {};
  for (const run of JSON.parse(stdout).runs) out[run.model] = Object.fromEntries(Object.entries(run.categories).map(([c, v]) => [c, [v.n, v.gar]]));
  return out;
}

const PY_SUMMARIZE_EACH = `
import json, os, sys
from pathlib import Path
from bfcl_calibration.analysis.gar import summarize
results, scores = Path(sys.argv[1]), Path(sys.argv[2])
print(json.dumps({m: summarize(results / m, scores / m) for m in sorted(os.listdir(results))}))
`;

function subjectsFor(dir, models, lines, reference) {
  const checkOurs = (m) => {
    const numbers = ourNumbers(m.stdout);
    const counts = Object.values(numbers).flatMap((c) => Object.values(c).map(([n]) => n));
    return Object.keys(numbers).length === models && counts.length === 4 * models && counts.every((n) => n === RUN.cases)
      ? null : `expected ${models} model(s) x 4 categories of ${RUN.cases} cases, got ${JSON.stringify(numbers)}`;
  };
  const subjects = [
    { name: 'calibration-lens gar --json', cmd: process.execPath, args: [join(ROOT, 'dist', 'cli.js'), 'gar', '--results', dir, '--json'], cwd: ROOT, check: checkOurs, ours: true },
    { name: 'readFileSync + split + JSON.parse loop', cmd: process.execPath, args: ['scripts/bench-cli.mjs', '--loop', dir], cwd: ROOT,
      check: (m) => (JSON.parse(m.stdout || '{}').lines === lines ? null : `read ${m.stdout.trim()} instead of ${lines} lines`), loop: true },
    { name: 'BEFORE gar --json (main 7bfcfc2)', cmd: process.execPath, args: ['/tmp/disk-dist-before/cli.js', 'gar', '--results', dir, '--json'], cwd: ROOT, check: checkOurs, before: true },
  ];
  if (reference) {
    // One model: the reference's own command. Ten: its summarize() per model folder, in one process
    // (its command reads one model at a time), which spares it nine start-ups.
    const args = models === 1
      ? ['-m', 'bfcl_calibration.analysis.gar', '--results', join(dir, 'result'), '--scores', join(dir, 'score'), '--json']
      : ['-c', PY_SUMMARIZE_EACH, join(dir, 'result'), join(dir, 'score')];
    subjects.push({ name: models === 1 ? 'reference gar.py --json' : 'reference gar.summarize, each model', cmd: 'python3', args, cwd: reference, reference: true });
  }
  subjects.push({ name: 'node -e "" (an empty Node process)', cmd: process.execPath, args: ['-e', ''], cwd: ROOT, empty: true });
  // Node reads the certificates NODE_EXTRA_CA_CERTS names at every start, before any script runs: on a
  // machine that sets it, this row shows how much of every command's time that is.
  if (process.env.NODE_EXTRA_CA_CERTS) {
    const { NODE_EXTRA_CA_CERTS: _, ...env } = process.env;
    subjects.push({ name: 'node -e "" without NODE_EXTRA_CA_CERTS', cmd: process.execPath, args: ['-e', ''], cwd: ROOT, env, bare: true });
  }
  return subjects;
}

/** The reference's numbers must be ours (else the comparison is of different work). */
function compareWithReference(ours, theirs, models) {
  const ref = JSON.parse(theirs.stdout);
  const byModel = models === 1 ? { [Object.keys(ours)[0]]: ref } : ref;
  const differ = [];
  for (const [model, cats] of Object.entries(ours)) {
    for (const [cat, [n, gar]] of Object.entries(cats)) {
      const r = byModel[model]?.[cat];
      if (!r || r.n !== n || Math.abs(r.gar - gar) > 1e-9) differ.push(`${model} ${cat}: ours n ${n} GAR ${gar}, reference ${r ? `n ${r.n} GAR ${r.gar}` : 'missing'}`);
    }
  }
  return differ;
}

function benchOne(label, dir, models, runs, reference, limit) {
  console.log(`\n---- ${label} ----`);
  const { lines } = describeRun(label, dir);
  const subjects = subjectsFor(dir, models, lines, reference);
  console.log(`Measuring: ${runs} rounds after a warm-up round, the ${subjects.length} commands in turn each round; peak memory from ${memorySource}.`);
  const started = performance.now();
  const samples = sideBySide(subjects, runs, (what) => process.stdout.write(`  ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`));
  printTable(subjects, samples);

  const ours = subjects.find((s) => s.ours);
  const loopSubject = subjects.find((s) => s.loop);
  const refSubject = subjects.find((s) => s.reference);
  const gar = stat(samples.get(ours.name));
  const vsLoop = pairedRatio(samples.get(ours.name), samples.get(loopSubject.name));
  const vsBefore = pairedRatio(samples.get(ours.name), samples.get(subjects.find((s) => s.before).name));
  console.log(`\nAFTER/BEFORE wall, paired per round: median ${vsBefore.median.toFixed(3)}x (${vsBefore.min.toFixed(3)}-${vsBefore.max.toFixed(3)}); load ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const cpuVsLoop = pairedRatio(samples.get(ours.name), samples.get(loopSubject.name), (m) => m.cpuSeconds);
  console.log(`\nTargets (issue 8, point 10), ratios per round (median, min-max over the ${runs} rounds):`);
  console.log(`  ${pad('target', 58)}${pad('measured', 12, true)}${pad('limit', 10, true)}  result`);
  printTarget(`gar wall time / readFileSync loop's (same round)`, `${vsLoop.median.toFixed(2)}x`, `${limit}x`, vsLoop.median <= limit);
  console.log(`    per round ${vsLoop.min.toFixed(2)}-${vsLoop.max.toFixed(2)}x; on CPU time ${cpuVsLoop.median.toFixed(2)}x`);
  if (refSubject) {
    const vsRef = pairedRatio(samples.get(ours.name), samples.get(refSubject.name));
    printTarget(`gar wall time / the reference's (same round)`, `${vsRef.median.toFixed(2)}x`, '< 1x', vsRef.median < 1);
    console.log(`    per round ${vsRef.min.toFixed(2)}-${vsRef.max.toFixed(2)}x`);
    const differ = compareWithReference(ourNumbers(samples.get(ours.name)[0].stdout), samples.get(refSubject.name)[0], models);
    console.log(differ.length ? `  the reference's numbers differ from ours:\n    ${differ.join('\n    ')}` : `  the reference's GAR and n agree with ours in all ${4 * models} categories.`);
  } else {
    console.log('  gar / the reference: not measured (set CALIBRATION_LENS_REFERENCE to a checkout of fbj2333/tool-calling-calibration, run with python3).');
  }
  printTarget('gar peak memory (max RSS, largest of the rounds)', mb(gar.maxPeak), mb(TARGET.peakBytes), gar.maxPeak <= TARGET.peakBytes);
  const bare = subjects.find((s) => s.bare);
  if (bare) {
    const start = stat(samples.get(subjects.find((s) => s.empty).name)).time - stat(samples.get(bare.name)).time;
    console.log(`\nThis machine sets NODE_EXTRA_CA_CERTS (${process.env.NODE_EXTRA_CA_CERTS}): Node reads those certificates at every start, ` +
      `${start.toFixed(2)} s of each command above (the empty process with it, less the one without), in gar and in the loop alike.`);
  }
}

function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, regenerate: { type: 'boolean', default: false }, only: { type: 'string' } }, strict: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  if (values.only && !['one', 'ten'].includes(values.only)) throw new Error('--only takes one or ten.');
  const reference = process.env.CALIBRATION_LENS_REFERENCE ? resolve(process.env.CALIBRATION_LENS_REFERENCE) : null;
  if (reference && !existsSync(join(reference, 'bfcl_calibration', 'analysis', 'gar.py'))) {
    throw new Error(`CALIBRATION_LENS_REFERENCE=${reference} holds no bfcl_calibration/analysis/gar.py.`);
  }

  const { one, ten } = syntheticRuns(ROOT, values.regenerate);
  const lc = readFileSync(runFiles(one).find((f) => f.includes('long_context_result')), 'utf8').split('\n').filter((l) => l && !l.includes('"traceback": '));
  const lcSizes = lc.map((l) => Buffer.byteLength(l));
  const resultBytes = runFiles(one).filter((f) => relative(one, f).startsWith('result')).reduce((n, f) => n + statSync(f).size, 0);
  console.log(`One model's result files >= 20 MB: ${resultBytes >= TARGET.resultBytes ? 'yes' : 'NO'} (${mb(resultBytes)}); long_context lines with a log: ${lcSizes.length}, ` +
    `${Math.min(...lcSizes).toLocaleString('en')} to ${Math.max(...lcSizes).toLocaleString('en')} B, median ${Math.round(median(lcSizes)).toLocaleString('en')} B ` +
    `(>= 60 KB: ${Math.min(...lcSizes) >= TARGET.longContextLine ? 'yes' : 'NO'})`);

  // The numbers are for the current code: build the command first.
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed (see above).');

  console.log(`\nMachine: ${machine()}`);
  if (values.only !== 'ten') benchOne('One model', one, 1, runs, reference, RATIO_LIMIT.one);
  if (values.only !== 'one') benchOne(`Ten models`, ten, TEN, runs, reference, RATIO_LIMIT.ten);
  console.log(`\nMachine at the end: ${machine()} (other work on the machine slows every command alike; the ratios are per round).`);
}

const args = process.argv.slice(2);
if (args[0] === '--loop') {
  loop(args[1]);
} else {
  try {
    main();
  } catch (e) {
    console.error(`npm run bench: ${e.message}`);
    process.exit(1);
  }
}
