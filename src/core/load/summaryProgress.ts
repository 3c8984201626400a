// Bytes read of the total while the summary reads its runs: the total is the size of every file the
// runs will read (BFCL result and score files, tau2 results files with a dir layout's simulation
// files), and each reader adds what it has read.
import { join } from 'node:path';
import { hostFiles } from '../files/hostFiles';
import type { DiscoveredRun } from '../bfcl/discover';
import type { StreamWatch } from '../bfcl/lines';
import { dirLayoutOf, type ReadOptions } from '../tau2/readResults';

export interface LoadProgress {
  /** Options for every BFCL file read. */
  bfcl: StreamWatch;
  /** Options for the next tau2 run read (its reader counts bytes from 0). */
  tau2: () => ReadOptions;
}

export async function byteProgress(
  bfcl: readonly DiscoveredRun[], tau2: readonly string[], watch: { onProgress: (read: number, total: number) => void; signal?: AbortSignal } | undefined,
): Promise<LoadProgress> {
  if (!watch) return { bfcl: {}, tau2: () => ({}) };
  // A score file is read only beside its category's result file.
  const files = bfcl.flatMap((run) => [...run.results].flatMap(([category, result]) => [result, ...(run.scores.has(category) ? [run.scores.get(category)!] : [])]));
  for (const file of tau2) {
    files.push(file);
    const dir = await dirLayoutOf(file);
    if (dir) files.push(...((await hostFiles.list(dir.simulations)) ?? []).map((e) => e.name).filter((f) => f.endsWith('.json')).map((f) => join(dir.simulations, f)));
  }
  const total = (await Promise.all(files.map((f) => hostFiles.stat(f).then((s) => s?.size ?? 0)))).reduce((a, b) => a + b, 0);
  let done = 0;
  watch.onProgress(0, total);
  return {
    bfcl: {
      signal: watch.signal,
      onBytes: (bytes) => {
        done += bytes;
        watch.onProgress(done, total);
      },
    },
    tau2: () => {
      const base = done;
      return {
        signal: watch.signal,
        onProgress: (read) => {
          done = base + read;
          watch.onProgress(done, total);
        },
      };
    },
  };
}
