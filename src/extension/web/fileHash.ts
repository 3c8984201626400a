// The web worker host's fileHash.ts (scripts/build.mjs puts it in the core's one's place): the file
// read whole through vscode.workspace.fs and hashed by Web Crypto (the worker has no node:crypto).
import { hostFiles } from '../../core/files/hostFiles';

export async function sha256File(path: string): Promise<string> {
  const bytes = await hostFiles.readBytes(path);
  if (bytes === null) throw new Error(`${path} could not be read.`);
  // workspace.fs hands over bytes of an ArrayBuffer, never of a shared one.
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}
