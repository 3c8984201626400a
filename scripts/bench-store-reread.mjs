// `npm run bench:store-reread [-- --runs N]`: what the editor pays after each decision to read its label
// store again (issue 31, point 2): the store read whole (readStore, as the editor did) beside the read
// that parses only the lines appended since (StoreRereads, as the editor does), on stores of 500, 2,000
// and 8,000 decisions on local disk, one decision appended before each read. Medians of N reads each
// (default 15), taking turns, with the machine and its load.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { machine, median } from './bench/sideBySide.mjs';

// The core is TypeScript: run again under tsx when started by plain node.
if (!process.execArgv.includes('tsx')) {
  const again = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(again.status ?? 1);
}
const { readStore } = await import('../src/core/annotation/readStore.ts');
const { StoreRereads } = await import('../src/core/annotation/storeRereads.ts');
const { nodeStoreFiles } = await import('../src/core/annotation/appendDecision.ts');

const runs = Number(parseArgs({ options: { runs: { type: 'string', default: '15' } } }).values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number of at least 1.');

/** The i-th decision: an annotator's class for one emission of a 200-case BFCL file, a rationale now and then. */
const decision = (i) => JSON.stringify({
  v: 1, kind: 'emission', file: 'multi_turn/BFCL_v4_multi_turn_base_result.json', sha256: 'a'.repeat(64),
  case: `multi_turn_base_${i % 200}`, turn: i % 7, step: i % 3, rulesVersion: 'ref-5c9ec3df', classifier: ['tool_call'],
  human: ['tool_call', 'ask', 'none'][i % 3], rationale: i % 5 ? '' : 'It asks which file before it calls.',
  author: 'ann', time: new Date(Date.UTC(2026, 11, 1) + i * 1000).toISOString(),
});

console.log(`Machine at the start: ${machine()}`);
const dir = mkdtempSync(join(tmpdir(), 'bench-store-reread-'));
try {
  console.log('\n| decisions in the store | read whole | appended lines only |\n|---:|---:|---:|');
  for (const n of [500, 2000, 8000]) {
    const store = join(dir, `${n}.jsonl`);
    writeFileSync(store, Array.from({ length: n }, (_, i) => `${decision(i)}\n`).join(''));
    const rereads = new StoreRereads(nodeStoreFiles);
    await rereads.read(store);
    const whole = [];
    const appended = [];
    for (let k = 0; k < runs; k++) {
      appendFileSync(store, `${decision(n + k)}\n`);
      // Taking turns, so that a machine slowing down slows both.
      for (const [times, read] of k % 2 ? [[appended, () => rereads.read(store)], [whole, () => readStore(store, nodeStoreFiles)]] : [[whole, () => readStore(store, nodeStoreFiles)], [appended, () => rereads.read(store)]]) {
        const start = performance.now();
        await read();
        times.push(performance.now() - start);
      }
    }
    console.log(`| ${n.toLocaleString('en')} | ${median(whole).toFixed(1)} ms | ${median(appended).toFixed(1)} ms |`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(`\nMedians of ${runs} reads each, one decision appended before each pair. Machine at the end: ${machine()}`);
