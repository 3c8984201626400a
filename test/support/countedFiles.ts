// Local disk through the file-access interface with every call counted, and the files read with how
// often: what a test of the web build's reads sets as the host's file access (memoryHostFiles.ts).
import type { FileAccess } from '../../src/core/files/fileAccess';
import { nodeFiles } from '../../src/env/node/nodeFiles';

export interface CountedFiles {
  files: FileAccess;
  calls: Record<'stat' | 'list' | 'read', number>;
  /** Each file read, by path, with how often. */
  reads: Map<string, number>;
}

/** Local disk with every call counted; it has no partial reads and writes nothing, as the summary needs neither. */
export function countedFiles(): CountedFiles {
  const calls = { stat: 0, list: 0, read: 0 };
  const reads = new Map<string, number>();
  const files: FileAccess = {
    stat: (path) => (calls.stat++, nodeFiles.stat(path)),
    list: (folder) => (calls.list++, nodeFiles.list(folder)),
    head: () => Promise.reject(new Error('the web host has no partial reads')),
    readBytes: (path) => {
      calls.read++;
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return nodeFiles.readBytes(path);
    },
    writeBytes: () => Promise.reject(new Error('the summary writes nothing')),
  };
  return { files, calls, reads };
}
