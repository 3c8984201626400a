// A file pushed through a scanner for what can be read of it: for views that take values from a run
// the run's reader has already checked and reported on, a cut-off file still gives every value before
// the cut, and its syntax error is not said a second time. The bytes come from fileChunks.ts (streamed
// from local disk, or read whole through vscode.workspace.fs in the web build).
import { openFile } from './fileChunks';
import { JsonSyntaxError, type JsonStructureScanner } from './jsonStructureScanner';

export async function scanReadablePart(file: string, scanner: JsonStructureScanner): Promise<void> {
  const handle = await openFile(file);
  try {
    await handle.chunks((chunk) => scanner.push(chunk));
    scanner.end();
  } catch (e) {
    if (!(e instanceof JsonSyntaxError)) throw e;
  } finally {
    await handle.close();
  }
}
