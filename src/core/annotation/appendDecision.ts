// Appends one decision so that it survives a crash and a second writer: the file is opened with
// O_APPEND, the whole line goes out in one write (the kernel keeps one append's bytes together on a
// local file), and fsync returns before the caller may say "saved".
import { mkdirSync } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { nodeFiles } from '../../env/node/nodeFiles';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';
import type { StoreFiles } from './readStore';
import { storeWriteError } from './storeWriteError';

export async function appendDecision(storePath: string, decision: LabelDecision): Promise<void> {
  // Never write what we would refuse to read back.
  const checked = LabelDecisionSchema.parse(decision);
  try {
    mkdirSync(dirname(storePath), { recursive: true });
    const handle = await open(storePath, 'a+');
    try {
      // A crash may have cut the last line: start on a fresh line so the new decision stays whole.
      const line = `${(await endsMidLine(handle)) ? '\n' : ''}${JSON.stringify(checked)}\n`;
      const bytes = Buffer.from(line, 'utf8');
      const { bytesWritten } = await handle.write(bytes, 0, bytes.length, null);
      if (bytesWritten !== bytes.length) throw new Error(`only ${bytesWritten} of ${bytes.length} bytes of the decision were written (the disk may be full)`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw storeWriteError(storePath, err);
  }
}

async function endsMidLine(handle: import('node:fs/promises').FileHandle): Promise<boolean> {
  const { size } = await handle.stat();
  if (size === 0) return false;
  const last = Buffer.alloc(1);
  await handle.read(last, 0, 1, size - 1);
  return last[0] !== 0x0a;
}

/** The store on local disk: read whole (an existing store that cannot be read is an error, not an empty one); written by `appendDecision`'s O_APPEND, which another writer cannot undo. */
export const nodeStoreFiles: StoreFiles = {
  list: nodeFiles.list,
  stat: nodeFiles.stat,
  readBytes: (path) => readFile(path).then(
    (bytes) => bytes,
    (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? null : Promise.reject(e)),
  ),
};
