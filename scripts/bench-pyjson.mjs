// How fast skipPyJsonValue and parsePyJson are beside JSON.parse on one long BFCL-like line.
// The code is bundled with esbuild first, as the extension ships it (tsx would add import overhead).
//   node scripts/bench-pyjson.mjs
import { build } from 'esbuild';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const out = join(mkdtempSync(join(tmpdir(), 'bench-pyjson-')), 'pyJson.mjs');
process.on('exit', () => rmSync(dirname(out), { recursive: true, force: true }));
await build({ entryPoints: ['src/core/pyvalue/pyJson.ts'], bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'warning' });
const { parsePyJson, skipPyJsonValue } = await import(pathToFileURL(out).href);

const lines = [];
const real = '../shared/data/bfcl/2025-12-16/result/gpt-4.1-2025-04-14/multi_turn/BFCL_v4_multi_turn_base_result.json';
if (existsSync(real)) lines.push(['gpt-4.1 prompt-mode base_0 (real)', readFileSync(real, 'utf8').split('\n')[0]]);
// An inference_log of long model and tool messages: prose, escaped JSON, non-ASCII, numbers.
const message = (i) => ({
  role: i % 2 ? 'tool' : 'assistant',
  content: `Step ${i}: listing files in "workspace/docs" \u2014 ${'then reading report.txt and summarising it. '.repeat(3)}`,
  tool_calls: [{ name: 'ls', arguments: JSON.stringify({ a: true, path: `dir_${i}`, depth: i % 4 }) }],
  latency: i * 0.137,
});
const synthetic = JSON.stringify({ id: 'multi_turn_long_context_0', result: [[['ls(a=True)']]], inference_log: Array.from({ length: 140 }, (_, i) => message(i)) });
lines.push(['synthetic inference_log', synthetic]);

function cpuMicros(f, n) {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) f();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / n;
}

for (const [label, line] of lines) {
  if (skipPyJsonValue(line, 0) !== line.length || !parsePyJson(line).ok) throw new Error(`${label}: not read`);
  const runs = {
    'JSON.parse': () => JSON.parse(line),
    'skip (exact)': () => skipPyJsonValue(line, 0),
    'skip (structure)': () => skipPyJsonValue(line, 0, line.length, 'structure'),
    parsePyJson: () => parsePyJson(line),
  };
  const best = {};
  for (let round = 0; round < 20; round++) {
    for (const [name, f] of Object.entries(runs)) best[name] = Math.min(best[name] ?? Infinity, cpuMicros(f, 50));
  }
  const base = best['JSON.parse'];
  console.log(`${label}: ${line.length} characters; best of 20 rounds of 50 runs, CPU time per line`);
  for (const [name, us] of Object.entries(best)) console.log(`  ${name.padEnd(18)} ${us.toFixed(1).padStart(7)} us  (${(us / base).toFixed(2)}x JSON.parse)`);
}
