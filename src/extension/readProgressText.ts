// What a read's progress notification says: the megabytes read of the total, once the total is known.
// Before that (the runs are still being found and their files listed) it says so, instead of a
// "0.0 of 0.0 MB" that reads as a read of nothing. No vscode import, so the wording is pinned by unit tests.

/** Bytes read of the total; null until the reader has said what the total is. */
export type ReadCount = { read: number; total: number } | null;

export const FINDING_FILES = 'finding the files…';

export function progressMessage(count: ReadCount): string {
  if (count === null) return FINDING_FILES;
  const mb = (n: number) => (n / (1024 * 1024)).toFixed(1);
  return `${mb(count.read)} of ${mb(Math.max(count.total, count.read))} MB`;
}

/** How far the bar is, in percent (a reader that read more than it expected is at 100). */
export function progressPercent(count: ReadCount): number {
  return count === null ? 0 : (100 * count.read) / Math.max(count.total, count.read, 1);
}
