// The host's file access over a file system that reads whole files only and has no links
// (vscode.workspace.fs, in the web worker host): each of HostFiles' own reads made of a whole read.
// Pure (no vscode), so the unit tests run it over local disk.
import { sha256OfBytes } from '../../core/files/bytesSha256';
import { readText, type FileAccess, type HostFiles } from '../../core/files/fileAccess';
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
      const text = await readText(files, path);
      return text === null ? null : lineOfText(text, line);
    },
  };
}

/** The text of 1-based `line` (without its line break), or null when the text is shorter. */
function lineOfText(text: string, line: number): string | null {
  let start = 0;
  for (let n = 1; n < line; n++) {
    const end = text.indexOf('\n', start);
    if (end === -1) return null;
    start = end + 1;
  }
  if (start >= text.length) return null;
  const end = text.indexOf('\n', start);
  const found = end === -1 ? text.slice(start) : text.slice(start, end);
  return found.endsWith('\r') ? found.slice(0, -1) : found;
}
