// `npm run bench [-- --runs N] [-- --regenerate]`: the `calibration-lens gar` command against a plain
// Node loop that reads and JSON.parses every line of the same files, on a full-size synthetic BFCL
// run (4 categories x 200 cases, long_context lines of 60 KB or more, 20 MB or more of results).
// Each measurement is a fresh child process; peak memory is the child's max RSS (/usr/bin/time).
//
// The script is also its own baseline child: `node scripts/bench-cli.mjs --loop readline|readfile DIR`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';

const ROOT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..');
const RUN = { model: 'synthetic-model', cases: 200, seed: '1', longContextKb: 60 };
const TARGET = { resultBytes: 20 * 1024 * 1024, longContextLine: 60 * 1024 };

function runFiles(dir) {
  const walk = (d) => readdirSync(d).sort().flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  return ['result', 'score'].flatMap((kind) => walk(join(dir, kind))).filter((f) => f.endsWith('.json'));
}

// ---- baseline children -------------------------------------------------------------------------
async function loop(kind, dir) {
  let lines = 0;
  for (const file of runFiles(dir)) {
    if (kind === 'readline') {
      const rl = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
      for await (const line of rl) if (line) { JSON.parse(line); lines++; }
    } else {
      for (const line of readFileSync(file, 'utf8').split('\n')) if (line) { JSON.parse(line); lines++; }
    }
  }
  console.log(JSON.stringify({ lines }));
}

// ---- the synthetic run, generated once per generator version -----------------------------------
function generatorKey() {
  const hash = createHash('sha256').update(JSON.stringify(RUN));
  const walk = (d) => readdirSync(d).sort().flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
  for (const file of walk(join(ROOT, 'scripts', 'synthetic'))) hash.update(relative(ROOT, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

function syntheticRun(regenerate) {
  const benchData = join(ROOT, 'bench-data');
  const dir = join(benchData, `bfcl-${generatorKey()}`);
  if (existsSync(join(dir, 'complete')) && !regenerate) {
    console.log(`Using the synthetic run cached in ${relative(ROOT, dir)} (delete it or pass --regenerate to rebuild).`);
    return dir;
  }
  // Older runs were made by an older generator: they only take space.
  if (existsSync(benchData)) for (const old of readdirSync(benchData)) if (old.startsWith('bfcl-')) rmSync(join(benchData, old), { recursive: true, force: true });
  const scratch = `${dir}.partial`;
  console.log(`Generating the synthetic run (${RUN.cases} cases x 4 categories, long_context lines >= ${RUN.longContextKb} KB) ...`);
  const started = performance.now();
  const gen = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/synthetic/generate.ts', '--out', scratch, '--models', RUN.model,
    '--cases', String(RUN.cases), '--seed', RUN.seed, '--long-context-kb', String(RUN.longContextKb), '--quiet'], { cwd: ROOT, stdio: 'inherit' });
  if (gen.status !== 0) throw new Error('The synthetic run could not be generated (see the messages above).');
  renameSync(scratch, dir);
  writeFileSync(join(dir, 'complete'), `${new Date().toISOString()}\n`);
  console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return dir;
}

// ---- measuring ---------------------------------------------------------------------------------
const TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));
// Without GNU time, a preloaded module reports the child's own peak RSS and CPU time when it exits.
const USAGE_HOOK = "data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\n__MAXRSS_KB='+u.maxRSS+' __CPU_S='+(u.userCPUTime+u.systemCPUTime)/1e6+'\\n')})";

function measure(args) {
  const [cmd, cmdArgs] = TIME ? [TIME, ['-f', '__MAXRSS_KB=%M __CPU_S=%U+%S', process.execPath, ...args]] : [process.execPath, ['--import', USAGE_HOOK, ...args]];
  const started = process.hrtime.bigint();
  const child = spawnSync(cmd, cmdArgs, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const usage = /__MAXRSS_KB=(\d+) __CPU_S=([\d.]+)(?:\+([\d.]+))?/.exec(child.stderr ?? '');
  return {
    seconds, peakBytes: usage ? Number(usage[1]) * 1024 : NaN, cpuSeconds: usage ? Number(usage[2]) + Number(usage[3] ?? 0) : NaN,
    status: child.status, stdout: child.stdout ?? '', stderr: child.stderr ?? '',
  };
}

const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n));

/** Null when the command read the whole run, else what went wrong. */
function checkCommandOutput(result) {
  if (result.status !== 0) return `exit status ${result.status}: ${result.stderr.trim().split('\n').slice(0, 3).join(' / ')}`;
  try {
    const run = JSON.parse(result.stdout).runs?.[0];
    const counts = Object.values(run?.categories ?? {}).map((c) => c.n);
    if (counts.length !== 4 || counts.some((n) => n !== RUN.cases)) return `expected 4 categories of ${RUN.cases} cases, got [${counts.join(', ')}]`;
  } catch (e) {
    return `its --json output did not parse: ${e.message}`;
  }
  return null;
}

async function main() {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, regenerate: { type: 'boolean', default: false }, loop: { type: 'string' } }, allowPositionals: true, strict: true });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');

  const dir = syntheticRun(values.regenerate);
  const files = runFiles(dir);
  const sizes = files.map((f) => ({ file: relative(dir, f), bytes: statSync(f).size }));
  const results = sizes.filter((s) => s.file.startsWith('result'));
  const resultBytes = results.reduce((n, s) => n + s.bytes, 0);
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  const lcFile = files.find((f) => f.includes('long_context_result'));
  const lcLines = readFileSync(lcFile, 'utf8').split('\n').filter((l) => l && !l.includes('"traceback": '));
  const lcSizes = lcLines.map((l) => Buffer.byteLength(l));
  const totalLines = files.reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').filter(Boolean).length, 0);

  console.log(`\nThe run (${relative(ROOT, dir)}):`);
  for (const s of sizes) console.log(`  ${pad(mb(s.bytes), 9, true)}  ${pad(s.bytes.toLocaleString('en'), 11, true)} B  ${s.file}`);
  console.log(`  result files: ${mb(resultBytes)} (${resultBytes.toLocaleString('en')} B, target >= 20 MB: ${resultBytes >= TARGET.resultBytes ? 'yes' : 'NO'}); all 8 files: ${mb(sizes.reduce((n, s) => n + s.bytes, 0))}; ${totalLines} lines`);
  console.log(`  long_context lines with a log: ${lcSizes.length}, ${Math.min(...lcSizes).toLocaleString('en')} to ${Math.max(...lcSizes).toLocaleString('en')} B, median ${Math.round(median(lcSizes)).toLocaleString('en')} B (target >= 60 KB: ${Math.min(...lcSizes) >= TARGET.longContextLine ? 'yes' : 'NO'})`);
  console.log(`  largest file: ${largest.file}, ${mb(largest.bytes)} (${largest.bytes.toLocaleString('en')} B)`);

  // The command is only measured once it is built; build it so the numbers are for the current code.
  if (existsSync(join(ROOT, 'src', 'cli', 'main.ts'))) spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: ROOT, stdio: 'inherit' });
  const cli = join(ROOT, 'dist', 'cli.js');
  const subjects = [
    { name: 'calibration-lens gar --json', args: [cli, 'gar', '--results', join(dir, 'result'), '--scores', join(dir, 'score'), '--json'], isCommand: true },
    { name: 'baseline: readline + JSON.parse', args: ['scripts/bench-cli.mjs', '--loop', 'readline', dir], lines: totalLines },
    { name: 'baseline: readFileSync + split + JSON.parse', args: ['scripts/bench-cli.mjs', '--loop', 'readfile', dir], lines: totalLines },
    { name: 'node -e "" (an empty Node process)', args: ['-e', ''] },
  ].filter((s) => !s.isCommand || existsSync(cli));
  if (!existsSync(cli)) console.log('\ndist/cli.js is missing (the `calibration-lens gar` command is not built yet): measuring the baselines only.');

  console.log(`\nMeasuring: ${runs} runs of each, interleaved, after one warm-up round; ${TIME ? `peak memory from ${TIME} (max RSS)` : 'peak memory from process.resourceUsage().maxRSS'}.`);
  const samples = new Map(subjects.map((s) => [s.name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const s of subjects) {
      const m = measure(s.args);
      const problem = s.isCommand ? checkCommandOutput(m) : s.lines !== undefined && (m.status !== 0 || JSON.parse(m.stdout || '{}').lines !== s.lines) ? `read ${m.stdout.trim()} instead of ${s.lines} lines` : null;
      if (problem) throw new Error(`${s.name}: ${problem}`);
      if (round > 0) samples.get(s.name).push(m);
    }
  }

  const stat = (name) => {
    const ms = samples.get(name);
    return { time: median(ms.map((m) => m.seconds)), minTime: Math.min(...ms.map((m) => m.seconds)), cpu: median(ms.map((m) => m.cpuSeconds)), peak: median(ms.map((m) => m.peakBytes)), maxPeak: Math.max(...ms.map((m) => m.peakBytes)) };
  };
  console.log(`\n${pad('', 46)}${pad('wall time', 20, true)}${pad('CPU', 9, true)}${pad('peak RSS', 21, true)}`);
  console.log(`${pad('', 46)}${pad('median', 10, true)}${pad('min', 10, true)}${pad('median', 9, true)}${pad('median', 11, true)}${pad('max', 10, true)}`);
  for (const s of subjects) {
    const r = stat(s.name);
    console.log(`${pad(s.name, 46)}${pad(`${r.time.toFixed(2)} s`, 10, true)}${pad(`${r.minTime.toFixed(2)} s`, 10, true)}${pad(`${r.cpu.toFixed(2)} s`, 9, true)}${pad(mb(r.peak), 11, true)}${pad(mb(r.maxPeak), 10, true)}`);
  }

  const base = stat('baseline: readline + JSON.parse');
  const readAll = stat('baseline: readFileSync + split + JSON.parse');
  const empty = stat('node -e "" (an empty Node process)');
  console.log(`\nTargets (issue 2), on medians; largest file ${mb(largest.bytes)}:`);
  const row = (what, measured, limit, pass) => console.log(`  ${pad(what, 62)}${pad(measured, 10, true)}${pad(limit, 10, true)}  ${pass ? 'PASS' : 'FAIL'}`);
  console.log(`  ${pad('target', 62)}${pad('measured', 10, true)}${pad('limit', 10, true)}  result`);
  if (subjects[0]?.isCommand) {
    const cmd = stat(subjects[0].name);
    row('command time <= 1/2 x readline baseline time', `${cmd.time.toFixed(2)} s`, `${(base.time / 2).toFixed(2)} s`, cmd.time <= base.time / 2);
    row('  same, on CPU time (user + system)', `${cmd.cpu.toFixed(2)} s`, `${(base.cpu / 2).toFixed(2)} s`, cmd.cpu <= base.cpu / 2);
    row('command peak memory <= 2 x largest file (max RSS)', mb(cmd.peak), mb(2 * largest.bytes), cmd.peak <= 2 * largest.bytes);
    row('  same, above an empty Node process (max RSS - empty RSS)', mb(cmd.peak - empty.peak), mb(2 * largest.bytes), cmd.peak - empty.peak <= 2 * largest.bytes);
    console.log(`  for comparison: the command takes ${(cmd.time / base.time).toFixed(2)} x the readline loop's wall time (${(cmd.cpu / base.cpu).toFixed(2)} x its CPU time)`);
    console.log(`  and ${(cmd.time / readAll.time).toFixed(2)} x the readFileSync loop's wall time;`);
    console.log(`  an empty Node process alone peaks at ${mb(empty.peak)} RSS.`);
  } else {
    console.log('  not measured: dist/cli.js is missing.');
  }
  console.log(`\nMachine: Node ${process.version}, ${cpus().length} CPUs, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} (other work on the machine slows every row alike).`);
}

const args = process.argv.slice(2);
if (args[0] === '--loop') {
  await loop(args[1], args[2]);
} else {
  try {
    await main();
  } catch (e) {
    console.error(`npm run bench: ${e.message}`);
    process.exit(1);
  }
}
