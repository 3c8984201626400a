// A file's sha256, read as a stream: what an export stamps beside its numbers, and what ties an
// annotator's decision to the exact result file it was made on.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
