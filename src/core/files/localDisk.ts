// Local disk's fast paths in the host's file access (blocking reads, the O_APPEND append, git), for the
// command line and the desktop's own modules: no caller of it runs in the web worker host, which has none.
import type { LocalDisk } from './fileAccess';
import { hostFiles } from './hostFiles';

export function localDisk(): LocalDisk {
  if (hostFiles.local === null) throw new Error('This host has no local disk.');
  return hostFiles.local;
}
