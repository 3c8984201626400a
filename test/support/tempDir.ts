// Temporary folders for tests, removed when the test file's process exits, whether its tests passed
// or not: a test run must leave nothing behind (the bad-input test alone writes 100 MB).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const made: string[] = [];
process.on('exit', () => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A new empty folder under the system's temporary folder, its name starting with `prefix`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  made.push(dir);
  return dir;
}
