// A file's sha256, read through the host's file access (streamed from local disk, or the bytes read
// whole in the web build): what an export stamps beside its numbers, and what ties an annotator's
// decision to the exact result file it was made on.
import { hostFiles } from './hostFiles';

export function sha256File(path: string): Promise<string> {
  return hostFiles.sha256(path);
}
