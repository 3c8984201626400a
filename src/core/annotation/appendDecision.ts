// Appends one decision to a label store on local disk so that it survives a crash and a second writer:
// local disk's O_APPEND append (one write, fsync before the caller may say "saved").
import { hostFiles } from '../files/hostFiles';
import { localDisk } from '../files/localDisk';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';
import type { StoreFiles } from './readStore';
import { storeWriteError } from './storeWriteError';

export async function appendDecision(storePath: string, decision: LabelDecision): Promise<void> {
  // Never write what we would refuse to read back.
  const checked = LabelDecisionSchema.parse(decision);
  try {
    await localDisk().appendLine(storePath, `${JSON.stringify(checked)}\n`);
  } catch (err) {
    throw storeWriteError(storePath, err);
  }
}

/** The store on local disk: streamed (an existing store that cannot be read is an error, not an empty one); written by `appendDecision`'s O_APPEND, which another writer cannot undo. */
export const nodeStoreFiles: StoreFiles = {
  list: (folder) => hostFiles.list(folder),
  stat: (path) => hostFiles.stat(path),
  readBytes: (path) => localDisk().readExisting(path),
  openChunks: (path) => hostFiles.openChunks(path),
};
