// Bytes read of the total while the summary reads its runs: the total is the size of every file the
// runs will read (each format says which: BFCL result and score files, tau2 results files with a dir
// layout's simulation files; keptRunReads.ts stats them), and each reader adds what it has read.
import type { RunRead } from '../document/formatAdapter';

export function byteProgress(
  total: number, watch: { onProgress: (read: number, total: number) => void; signal?: AbortSignal } | undefined,
): RunRead['watch'] {
  if (!watch) return undefined;
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
