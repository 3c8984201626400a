// A result file's sha256 (what a decision is tied to) from its bytes, with Web Crypto's digest, which
// Node and a web worker both have built in: the web worker host and virtual workspaces read the file
// through vscode.workspace.fs, where there is no stream to hash (core/fileHash.ts streams from disk).
import type { FileAccess } from '../files/fileAccess';

export async function sha256OfBytes(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** The file's sha256 as `files` reads it whole; null when there is no such file. */
export async function fileSha256(files: Pick<FileAccess, 'readBytes'>, path: string): Promise<string | null> {
  const bytes = await files.readBytes(path);
  return bytes === null ? null : sha256OfBytes(bytes);
}
