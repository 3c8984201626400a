// Bytes read of the total while the summary reads its runs: the total is the size of every file the
// runs will read (each format says which: BFCL result and score files, tau2 results files with a dir
// layout's simulation files), and each reader adds what it has read.
import type { FoundRun, RunRead } from '../document/formatAdapter';
import { hostFiles } from '../files/hostFiles';
import { formatOf } from '../formats/registry';

export async function byteProgress(
  runs: readonly FoundRun[], watch: { onProgress: (read: number, total: number) => void; signal?: AbortSignal } | undefined,
): Promise<RunRead['watch']> {
  if (!watch) return undefined;
  const files = (await Promise.all(runs.map((r) => formatOf(r.benchmark).filesRead(r)))).flat();
  const total = (await Promise.all(files.map((f) => hostFiles.stat(f).then((s) => s?.size ?? 0)))).reduce((a, b) => a + b, 0);
  let done = 0;
  watch.onProgress(0, total);
  return {
    signal: watch.signal,
    onBytes: (bytes) => {
      done += bytes;
      watch.onProgress(done, total);
    },
  };
}
