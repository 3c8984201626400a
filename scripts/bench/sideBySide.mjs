// Measuring commands side by side, as the benchmarks do: every command is a fresh child process,
// the commands take turns (A B C, A B C, ...) after one warm-up round, and a comparison is the median
// of the per-round ratios, so a machine that speeds up or slows down mid-run (other work on it)
// moves both sides of each ratio alike. Peak memory is the child's max RSS, CPU its user + system
// time, both from GNU time when there is one, else reported by a preloaded hook.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

const TIME = ['/usr/bin/time', '/bin/time'].find((p) => existsSync(p));
const USAGE_HOOK = "data:text/javascript,process.on('exit',()=>{const u=process.resourceUsage();process.stderr.write('\\n__MAXRSS_KB='+u.maxRSS+' __CPU_S='+(u.userCPUTime+u.systemCPUTime)/1e6+'\\n')})";

export const memorySource = TIME ? `${TIME} (max RSS)` : 'process.resourceUsage().maxRSS';

/** One run of `cmd args` (in `env`, else this process's); without GNU time only Node children report peak memory and CPU. */
export function measure({ cmd, args, cwd, env }) {
  const [file, fileArgs] = TIME
    ? [TIME, ['-f', '__MAXRSS_KB=%M __CPU_S=%U+%S', cmd, ...args]]
    : cmd === process.execPath ? [cmd, ['--import', USAGE_HOOK, ...args]] : [cmd, args];
  const started = process.hrtime.bigint();
  const child = spawnSync(file, fileArgs, { cwd, env, maxBuffer: 1 << 30, encoding: 'utf8' });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const usage = /__MAXRSS_KB=(\d+) __CPU_S=([\d.]+)(?:\+([\d.]+))?/.exec(child.stderr ?? '');
  return {
    seconds,
    peakBytes: usage ? Number(usage[1]) * 1024 : NaN,
    cpuSeconds: usage ? Number(usage[2]) + Number(usage[3] ?? 0) : NaN,
    status: child.status,
    stdout: child.stdout ?? '',
    stderr: (child.stderr ?? '').replace(/\n?__MAXRSS_KB=.*\n?$/, ''),
    error: child.error,
  };
}

/**
 * Runs `subjects` in turns, `runs` counted rounds after a warm-up one. A subject's `check(result)`
 * returns null when the run did what it should, else what went wrong (then the benchmark stops:
 * a time for a wrong answer means nothing). Returns each subject's counted samples by name.
 */
export function sideBySide(subjects, runs, log = () => {}) {
  const samples = new Map(subjects.map((s) => [s.name, []]));
  for (let round = 0; round <= runs; round++) {
    for (const s of subjects) {
      const m = measure(s);
      const problem = m.error ? m.error.message : m.status !== 0 && !s.anyStatus ? `exit status ${m.status}: ${m.stderr.trim().split('\n').slice(0, 3).join(' / ')}` : s.check?.(m) ?? null;
      if (problem) throw new Error(`${s.name}: ${problem}`);
      if (round > 0) samples.get(s.name).push(m);
    }
    log(round === 0 ? 'warm-up round done' : `round ${round} of ${runs} done`);
  }
  return samples;
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

export function stat(ms) {
  return {
    time: median(ms.map((m) => m.seconds)),
    minTime: Math.min(...ms.map((m) => m.seconds)),
    maxTime: Math.max(...ms.map((m) => m.seconds)),
    cpu: median(ms.map((m) => m.cpuSeconds)),
    peak: median(ms.map((m) => m.peakBytes)),
    maxPeak: Math.max(...ms.map((m) => m.peakBytes)),
  };
}

/** Median, min and max of A/B over the rounds (A and B measured in the same round). */
export function pairedRatio(a, b, of = (m) => m.seconds) {
  const ratios = a.map((m, i) => of(m) / of(b[i]));
  return { median: median(ratios), min: Math.min(...ratios), max: Math.max(...ratios) };
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const pad = (s, n, right = false) => (right ? String(s).padStart(n) : String(s).padEnd(n));

/** The subjects' table: wall time (median, min), CPU (median), peak RSS (median, max). */
export function printTable(subjects, samples, width = 52) {
  console.log(`\n${pad('', width)}${pad('wall time', 20, true)}${pad('CPU', 9, true)}${pad('peak RSS', 21, true)}`);
  console.log(`${pad('', width)}${pad('median', 10, true)}${pad('min', 10, true)}${pad('median', 9, true)}${pad('median', 11, true)}${pad('max', 10, true)}`);
  for (const s of subjects) {
    const r = stat(samples.get(s.name));
    console.log(`${pad(s.name, width)}${pad(`${r.time.toFixed(2)} s`, 10, true)}${pad(`${r.minTime.toFixed(2)} s`, 10, true)}${pad(`${r.cpu.toFixed(2)} s`, 9, true)}${pad(mb(r.peak), 11, true)}${pad(mb(r.maxPeak), 10, true)}`);
  }
}

/** One target line: what, measured, limit, PASS/FAIL. */
export function printTarget(what, measured, limit, pass) {
  console.log(`  ${pad(what, 58)}${pad(measured, 12, true)}${pad(limit, 10, true)}  ${pass ? 'PASS' : 'FAIL'}`);
}

export function machine() {
  const model = /^model name\s*:\s*(.+)$/m.exec(existsSync('/proc/cpuinfo') ? readFileSync('/proc/cpuinfo', 'utf8') : '')?.[1] ?? cpus()[0]?.model ?? 'unknown CPU';
  return `Node ${process.version}, ${cpus().length} CPUs (${model.trim()}), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`;
}
