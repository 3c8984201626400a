// A file of a tau2 run opened for its reader, whose bytes it then hands over chunk by chunk (streamed
// from local disk through Node, readInChunks). The web build puts src/extension/web/fileChunks.ts in
// this module's place (vscode.workspace.fs, which reads whole files).
import { openRegular } from '../files/regularFile';
import { readInChunks } from './chunkedRead';

export interface OpenFile {
  /** Every byte of the file, in order; `blocking`: with blocking reads (the command line only). */
  chunks(onChunk: (chunk: Buffer) => void, signal?: AbortSignal, blocking?: boolean): Promise<void>;
  close(): Promise<void>;
}

/** Throws as opening the file does (no such file, no right to read it), and NotAFile for anything but a file. */
export async function openFile(path: string): Promise<OpenFile> {
  const handle = await openRegular(path);
  return {
    chunks: (onChunk, signal, blocking) => readInChunks(handle, onChunk, signal, blocking),
    close: () => handle.close(),
  };
}
