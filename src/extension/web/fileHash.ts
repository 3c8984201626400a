// The web worker host's fileHash.ts (scripts/build.mjs puts it in the core's one's place): the file
// read whole through vscode.workspace.fs and hashed by Web Crypto (the worker has no node:crypto).
import { sha256OfBytes } from '../../core/files/bytesSha256';
import { hostFiles } from '../../core/files/hostFiles';

export async function sha256File(path: string): Promise<string> {
  const bytes = await hostFiles.readBytes(path);
  if (bytes === null) throw new Error(`${path} could not be read.`);
  return sha256OfBytes(bytes);
}
