// The web worker host's fileChunks.ts (scripts/build.mjs puts it in the core's one's place): the file
// read whole through vscode.workspace.fs when it is opened, handed over as one chunk.
import { hostFiles } from '../../core/files/hostFiles';
import { ReadCancelled } from '../../core/files/readCancelled';
import type { OpenFile } from '../../core/tau2/fileChunks';

export type { OpenFile };

export async function openFile(path: string): Promise<OpenFile> {
  const bytes = await hostFiles.readBytes(path);
  if (bytes === null) throw new Error(`${path} could not be read.`);
  return {
    async chunks(onChunk, signal) {
      if (signal?.aborted) throw new ReadCancelled();
      onChunk(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
    close: () => Promise.resolve(),
  };
}
