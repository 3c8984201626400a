// A file of a tau2 run opened for its reader, whose bytes it then hands over chunk by chunk, through
// the host's file access (streamed from local disk; read whole in the web build).
import type { OpenFile } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';

export type { OpenFile };

/** Throws as opening the file does (no such file, no right to read it), and NotAFile for anything but a file. */
export function openFile(path: string): Promise<OpenFile> {
  return hostFiles.openChunks(path);
}
