// What a failed write of the label store says: where and what, as a sentence (a stack trace tells an
// annotator nothing), ending in what became of the decision.
const WHY: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EISDIR: 'it is a folder, not a file',
  ENOTDIR: 'a part of its path is a file, not a folder',
  EEXIST: 'a part of its path is a file, not a folder',
  EACCES: 'this user may not write there (permission denied)',
  EPERM: 'the system does not allow writing there',
  EROFS: 'it is on a read-only file system',
  ENOENT: 'its folder could not be made',
  EIO: 'the disk reported an input/output error',
};

/** `err` from writing `store`, as one sentence that says the decision was not saved. */
export function storeWriteError(store: string, err: unknown): Error {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  const why = (code && WHY[code]) ?? (err instanceof Error ? err.message : String(err));
  return new Error(`The label store ${store} could not be written: ${why}${code && WHY[code] ? ` (${code})` : ''}. The decision was not saved.`);
}
