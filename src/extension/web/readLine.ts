// The web worker host's caseView/readLine.ts (scripts/build.mjs puts it in the Node one's place): the
// file read whole through vscode.workspace.fs (which reads no part of a file), its line taken.
import { readText } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';

/** The text of 1-based `line` (without its line break), or null when the file is shorter or cannot be read. */
export async function readLineFromDisk(path: string, line: number): Promise<string | null> {
  const text = await readText(hostFiles, path);
  if (text === null) return null;
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
