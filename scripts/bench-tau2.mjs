// `npm run bench:tau2 [-- --runs N] [--regenerate]`: the tau2 summary path (`calibration-lens gar
// --json` on one results file, which streams it) side by side with a plain JSON.parse of the same
// file, on a generated 100 MB tau2 results file (scripts/bench/tau2Run.mjs: many simulations with
// long tool outputs, deterministic). Targets (issue 9): no slower than the parse, at most half its
// peak memory. See scripts/bench/sideBySide.mjs for how the commands are measured.
//
// The script is also its own baseline child: `node scripts/bench-tau2.mjs --parse FILE`.
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, mb, memorySource, pad, pairedRatio, printTable, printTarget, sideBySide, stat } from './bench/sideBySide.mjs';
import { cachedTau2Run } from './bench/tau2Run.mjs';

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');

function parseWhole(file) {
  const run = JSON.parse(readFileSync(file, 'utf8'));
  console.log(JSON.stringify({ simulations: run.simulations.length }));
}

function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, regenerate: { type: 'boolean', default: false } }, strict: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');
  const file = cachedTau2Run(ROOT, values.regenerate);
  const bytes = statSync(file).size;
  const simulations = (JSON.parse(readFileSync(file, 'utf8')).simulations ?? []).length;
  console.log(`The run: ${relative(ROOT, file)}, ${mb(bytes)} (${bytes.toLocaleString('en')} B), ${simulations} simulations.`);

  const build = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('The build failed (see above).');

  const subjects = [
    {
      name: 'calibration-lens gar --json (streamed)', cmd: process.execPath, args: [join(ROOT, 'dist', 'cli.js'), 'gar', '--results', file, '--json'], cwd: ROOT,
      check: (m) => {
        const run = JSON.parse(m.stdout).runs?.[0];
        return run?.simulations === simulations ? null : `expected ${simulations} simulations, got ${JSON.stringify(run?.simulations)}`;
      },
    },
    {
      name: 'readFileSync + JSON.parse of the file', cmd: process.execPath, args: ['scripts/bench-tau2.mjs', '--parse', file], cwd: ROOT,
      check: (m) => (JSON.parse(m.stdout).simulations === simulations ? null : `parsed ${m.stdout.trim()}`),
    },
    { name: 'node -e "" (an empty Node process)', cmd: process.execPath, args: ['-e', ''], cwd: ROOT },
  ];
  console.log(`\nMachine: ${machine()}`);
  console.log(`Measuring: ${runs} rounds after a warm-up round, the ${subjects.length} commands in turn each round; peak memory from ${memorySource}.`);
  const started = performance.now();
  const samples = sideBySide(subjects, runs, (what) => process.stdout.write(`  ${what} (${((performance.now() - started) / 1000).toFixed(0)} s)\n`));
  printTable(subjects, samples);

  const [ours, parse] = subjects.map((s) => samples.get(s.name));
  const time = pairedRatio(ours, parse);
  const cpu = pairedRatio(ours, parse, (m) => m.cpuSeconds);
  const peak = pairedRatio(ours, parse, (m) => m.peakBytes);
  console.log(`\nTargets (issue 9), ratios per round (median, min-max over the ${runs} rounds):`);
  console.log(`  ${pad('target', 58)}${pad('measured', 12, true)}${pad('limit', 10, true)}  result`);
  printTarget('summary wall time / JSON.parse\'s (same round)', `${time.median.toFixed(2)}x`, '1x', time.median <= 1);
  console.log(`    per round ${time.min.toFixed(2)}-${time.max.toFixed(2)}x; on CPU time ${cpu.median.toFixed(2)}x`);
  printTarget('summary peak memory / JSON.parse\'s (same round)', `${peak.median.toFixed(2)}x`, '0.5x', peak.median <= 0.5);
  console.log(`    ${mb(stat(ours).maxPeak)} at most, beside ${mb(stat(parse).peak)} (median)`);
  console.log(`\nMachine at the end: ${machine()} (other work on the machine slows every command alike; the ratios are per round).`);
}

const args = process.argv.slice(2);
if (args[0] === '--parse') {
  parseWhole(args[1]);
} else {
  try {
    main();
  } catch (e) {
    console.error(`npm run bench:tau2: ${e.message}`);
    process.exit(1);
  }
}
