// `npm run bench:cli-memory [-- --runs N] [--gb G] [--store-mb M] [--cli FILE] [--only NAME,...]`: the
// peak memory (max RSS) and wall time of the commands that read a whole run or label store, on a
// generated BFCL result file of G GB (default 1) and a label store of M MB (default 256) about it.
// Both are generated once into the system's temp folder (os.tmpdir()/calibration-lens-cli-memory),
// from real lines: ../shared/data/bfcl's result lines when it is there (else sample/'s), each copy
// renamed multi_turn_base_<n>; the store is decisions by three authors on the first 2,000 cases, each
// decided again and again (a store's history: the latest decision per key and author is what counts).
// Each command runs `--runs` times (default 3) in turns; the table gives medians, and a hash of what
// each printed, so that two builds (--cli names the other's dist/cli.js) can be checked to print the
// same bytes on these files too.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machine, mb, measure, median } from './bench/sideBySide.mjs';

const ROOT = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const OUT = join(tmpdir(), 'calibration-lens-cli-memory');
const AUTHORS = ['ada', 'bo', 'cy'];
const DECIDED_CASES = 2000;
const CLASSES = ['tool_call', 'ask', 'refuse', 'confirm', 'other'];

/** The real result lines the big file repeats: the shared BFCL release's when present, else the sample's. */
function sourceLines() {
  const shared = join(ROOT, '..', 'shared', 'data', 'bfcl', '2025-12-16', 'result');
  const root = existsSync(shared) ? shared : join(ROOT, 'sample', 'result');
  const lines = [];
  for (const model of readdirSync(root).sort()) {
    const dir = join(root, model, 'multi_turn');
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.endsWith('_result.json')) lines.push(...readFileSync(join(dir, name), 'utf8').split('\n').filter((l) => l.trim()));
    }
  }
  return { root, lines };
}

/** The big run (one base result file of about `gb` GB), made once per size. */
function bigRun(gb) {
  const run = join(OUT, `bfcl-${gb}gb`);
  const file = join(run, 'result', 'big-model', 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
  if (existsSync(join(run, 'complete'))) return { run, file };
  rmSync(run, { recursive: true, force: true });
  mkdirSync(join(file, '..'), { recursive: true });
  const { root, lines } = sourceLines();
  const target = gb * 1024 ** 3;
  const fd = openSync(file, 'w');
  let bytes = 0;
  const steps = [];
  for (let n = 0; bytes < target; n++) {
    const line = lines[n % lines.length].replace(/^\{"id": "[^"]*"/, `{"id": "multi_turn_base_${n}"`);
    if (n < DECIDED_CASES) steps.push(firstTurnSteps(line));
    bytes += writeSync(fd, `${line}\n`);
  }
  closeSync(fd);
  writeFileSync(join(run, 'steps.json'), JSON.stringify(steps));
  writeFileSync(join(run, 'complete'), `${bytes} bytes from ${root}\n`);
  return { run, file };
}

/** How many steps the first turn of a result line has (0 when its result is no list of turns). */
function firstTurnSteps(line) {
  const { result } = JSON.parse(line);
  const first = Array.isArray(result) ? result[0] : undefined;
  return Array.isArray(first) ? first.length : first === undefined ? 0 : 1;
}

/** A label store of about `megabytes` MB about the big file's first cases, made once per size and file. */
function bigStore(run, file, megabytes) {
  const store = join(OUT, `store-${megabytes}mb.jsonl`);
  const sha256 = createHash('sha256');
  const stamp = `${statSync(file).size}:${statSync(file).mtimeMs}`;
  if (existsSync(`${store}.complete`) && readFileSync(`${store}.complete`, 'utf8') === stamp) return store;
  // The hash of the file, streamed (it is larger than a string can be).
  const fd = openSync(file, 'r');
  const buffer = Buffer.alloc(1 << 24);
  for (let read; (read = readSync(fd, buffer)) > 0;) sha256.update(buffer.subarray(0, read));
  closeSync(fd);
  const sha = sha256.digest('hex');
  const steps = JSON.parse(readFileSync(join(run, 'steps.json'), 'utf8'));
  const out = openSync(`${store}.partial`, 'w');
  let bytes = 0;
  let time = Date.parse('2026-01-01T00:00:00.000Z');
  for (let round = 0; bytes < megabytes * 1024 ** 2; round++) {
    for (let c = 0; c < steps.length && bytes < megabytes * 1024 ** 2; c++) {
      for (let step = 0; step < steps[c]; step++) {
        for (const [a, author] of AUTHORS.entries()) {
          const human = CLASSES[(round + c + step + a) % CLASSES.length];
          const line = { v: 1, file: 'multi_turn/BFCL_v4_multi_turn_base_result.json', sha256: sha, case: `multi_turn_base_${c}`, rulesVersion: 'ref-5c9ec3df',
            rationale: `${author}'s reading, round ${round}`, author, time: new Date(time++).toISOString(), kind: 'emission', turn: 0, step, classifier: [], human };
          bytes += writeSync(out, `${JSON.stringify(line)}\n`);
        }
      }
    }
  }
  closeSync(out);
  renameSync(`${store}.partial`, store);
  writeFileSync(`${store}.complete`, stamp);
  return store;
}

/** [name, args] of each command measured; `label` writes into a store of its own, emptied before each run. */
function commands(run, file, store) {
  const scratch = join(OUT, 'label-scratch.jsonl');
  return [
    ['gar', ['gar', '--results', run]],
    ['gar --strict', ['gar', '--results', run, '--strict']],
    ['label', ['label', '--results', file, '--case', 'multi_turn_base_0', '--turn', '0', '--step', '0', '--class', 'ask', '--author', 'ada', '--store', scratch], () => rmSync(scratch, { force: true })],
    ['labels', ['labels', '--results', run, '--store', store]],
    ['labels --csv', ['labels', '--results', run, '--store', store, '--csv']],
    ['agreement', ['agreement', '--labels', store, '--results', run]],
  ];
}

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, gb: { type: 'string', default: '1' }, 'store-mb': { type: 'string', default: '256' }, cli: { type: 'string' }, only: { type: 'string' } },
  strict: true,
});
const cli = resolve(values.cli ?? join(ROOT, 'dist', 'cli.js'));
if (!existsSync(cli)) throw new Error(`${cli}: no such file (npm run build first).`);
const started = performance.now();
const { run, file } = bigRun(Number(values.gb));
const store = bigStore(run, file, Number(values['store-mb']));
console.log(`Files (made in ${((performance.now() - started) / 1000).toFixed(0)} s, or cached): ${file} (${mb(statSync(file).size)}), ${store} (${mb(statSync(store).size)})`);
console.log(`${cli}; ${machine()}`);
const only = values.only?.split(',');
const chosen = commands(run, file, store).filter(([name]) => !only || only.includes(name));
const samples = new Map(chosen.map(([name]) => [name, []]));
for (let round = 0; round < Number(values.runs); round++) {
  for (const [name, args, before] of chosen) {
    before?.();
    const m = measure({ cmd: process.execPath, args: [cli, ...args], cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    if (m.error) throw m.error;
    const printed = createHash('sha256').update(`${m.status}\n${m.stdout}\n${m.stderr.replace(/Saved .* to .*\.\n?/, '')}`).digest('hex').slice(0, 12);
    samples.get(name).push({ ...m, printed });
  }
  console.log(`round ${round + 1} of ${values.runs} done`);
}
console.log(`\n| command | peak RSS (median) | wall (median) | exit | output hash |\n|---|---:|---:|---:|---|`);
for (const [name, ms] of samples) {
  const hashes = [...new Set(ms.map((m) => m.printed))].join(' / ');
  console.log(`| \`${name}\` | ${mb(median(ms.map((m) => m.peakBytes)))} | ${median(ms.map((m) => m.seconds)).toFixed(1)} s | ${ms[0].status} | ${hashes} |`);
}
console.log(`\nload average at the end: ${machine().split('load average ')[1]}`);
