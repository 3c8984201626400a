// Whether a kept read of a file still stands, told by its stamp (size and last change) alone. A file
// changed twice within its file system's timestamp step (a second on some) can keep both, so a read of
// a file changed more recently than that is not kept (git's "racy clean").
import type { FileStamp } from './fileAccess';

const RACY_MS = 2_000;

/** Same size and same last change: the file as `kept` read it, as far as a stat can tell. */
export function sameStamp(kept: FileStamp | null | undefined, now: FileStamp | null | undefined): boolean {
  return !!kept && !!now && kept.size === now.size && kept.mtimeMs === now.mtimeMs;
}

/** Changed too recently at `at` for its stamp to tell a later change from this one. */
export function racy(stamp: FileStamp, at = Date.now()): boolean {
  return at - stamp.mtimeMs < RACY_MS;
}
