// The window of a benchmark session: loaded again on a workspace ("cold": the window just loaded, the
// extension not yet active), which extension host runs an extension, and that host's memory.
import { createWriteStream, readdirSync, readFileSync } from 'node:fs';
import { eventually } from '../../test/e2e/harness.ts';
import { workerHostSession } from './workerHost.mjs';

const READY = 'Eager extensions activated';
const count = (text, what) => text.split(what).length - 1;

/** Loads the window anew on `folder` and waits until its (new) Node extension host has started its extensions. */
export async function loadWindow(vscode, folder) {
  const before = count(vscode.extensionHostLog.text(), READY);
  await vscode.page.goto(`${vscode.server.url}?folder=${encodeURIComponent(folder)}`, { timeout: 90_000 });
  await vscode.page.locator('.monaco-workbench .part.statusbar').waitFor({ timeout: 60_000 });
  await eventually(async () => count(vscode.extensionHostLog.text(), READY), (n) => n > before, { what: 'the new extension host to start its extensions', timeoutMs: 60_000 });
}

/** Whether extension `id` has been activated in the Node extension host of this session (else it ran in the web worker, or not at all). */
export const activatedInNodeHost = (vscode, id) => vscode.extensionHostLog.activation(id) !== null;

/** The newest Node extension host that code-server (process group `serverPid`) runs: its pid and resident memory (bytes). */
export function nodeHost(serverPid) {
  let newest = null;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== serverPid) continue; // field 5: process group
      if (!readFileSync(`/proc/${name}/cmdline`, 'utf8').includes('--type=extensionHost')) continue;
      const started = Number(fields[19]); // field 22: start time
      const rss = Number(/^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${name}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
      if (!newest || started > newest.started) newest = { pid: Number(name), started, rss };
    } catch {
      // the process ended while being read
    }
  }
  return newest;
}

/**
 * The used JavaScript heap (bytes) of the web worker extension host, asked of Chromium over the
 * DevTools protocol (a worker has no memory API of its own): `used` as V8 has it (garbage not yet
 * collected included), `retained` after a full garbage collection (what the host holds); null when no
 * such worker is found or it does not answer. With `snapshotPath`, a heap snapshot of the worker is
 * written there too (`npm run bench:heap-summary -- FILE` says what it holds).
 */
export async function webWorkerHostHeap(vscode, snapshotPath = null) {
  const worker = await workerHostSession(vscode);
  if (!worker) return null;
  try {
    const used = (await worker.ask('Runtime.getHeapUsage'))?.usedSize ?? null;
    await worker.ask('HeapProfiler.collectGarbage');
    const retained = (await worker.ask('Runtime.getHeapUsage'))?.usedSize ?? null;
    if (snapshotPath) {
      await worker.ask('HeapProfiler.enable');
      const taken = await worker.ask('HeapProfiler.takeHeapSnapshot', { reportProgress: false }, 600_000);
      if (taken === null || !worker.chunks.length) console.log(`  (no heap snapshot: the worker ${taken === null ? 'did not answer' : 'sent no chunk'})`);
      else {
        const out = createWriteStream(snapshotPath);
        for (const chunk of worker.chunks) out.write(chunk);
        await new Promise((resolve) => out.end(resolve));
      }
    }
    return used === null ? null : { used, retained };
  } finally {
    await worker.detach();
  }
}
