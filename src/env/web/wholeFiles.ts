// The host's file access over a file system that reads whole files only and has no links
// (vscode.workspace.fs, in the web worker host): each of HostFiles' own reads made of a whole read.
// Pure (no vscode), so the unit tests run it over local disk.
import { sha256OfBytes } from '../../core/files/bytesSha256';
import type { FileAccess, HostFiles } from '../../core/files/fileAccess';
import { ReadCancelled } from '../../core/files/readCancelled';

export function wholeFiles(files: FileAccess): HostFiles {
  const bytesOf = async (path: string): Promise<Uint8Array> => {
    const bytes = await files.readBytes(path);
    if (bytes === null) throw new Error(`${path} could not be read.`);
    return bytes;
  };
  return {
    stat: (path) => files.stat(path),
    head: (path, bytes) => files.head(path, bytes),
    readBytes: (path) => files.readBytes(path),
    writeBytes: (path, bytes) => files.writeBytes(path, bytes),
    list: (folder) => files.list(folder),
    local: null,
    // A path names a folder by one path only, so the path is the folder.
    realFolder: (folder) => Promise.resolve(folder),
    // Web Crypto: a web worker has no node:crypto.
    sha256: async (path) => sha256OfBytes(await bytesOf(path)),
    // The file read whole when it is opened, handed over as one chunk.
    async openChunks(path) {
      const bytes = await bytesOf(path);
      return {
        async chunks(onChunk, signal) {
          if (signal?.aborted) throw new ReadCancelled();
          onChunk(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
        },
        close: () => Promise.resolve(),
      };
    },
    async lineOf(path, line) {
      const bytes = await files.readBytes(path);
      return bytes === null ? null : lineOfBytes(bytes, line);
    },
  };
}

const NEWLINE = 0x0a;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * The UTF-8 text of 1-based `line` (without its line break, \n or \r\n), or null when the file is
 * shorter: the line's bytes found and only they decoded. Decoding the whole file instead gave a
 * string of twice its size per call (the gold path asks a line of the score file for every case), and
 * the line, a slice of it, kept all of it alive for as long as the line was held. A \n byte is never
 * part of a multi-byte sequence, so the line decodes as it does within the whole text.
 */
function lineOfBytes(bytes: Uint8Array, line: number): string | null {
  // The decoder drops a byte order mark at the start of the text.
  let start = UTF8_BOM.every((b, i) => bytes[i] === b) ? UTF8_BOM.length : 0;
  for (let n = 1; n < line; n++) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end === -1) return null;
    start = end + 1;
  }
  if (start >= bytes.length) return null;
  const newline = bytes.indexOf(NEWLINE, start);
  const end = newline === -1 ? bytes.length : newline;
  const found = new TextDecoder().decode(bytes.subarray(start, end));
  return found.endsWith('\r') ? found.slice(0, -1) : found;
}
