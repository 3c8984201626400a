// Where the e2e tests find the project, the packaged extension and their artefact folder.
import { join, resolve } from 'node:path';

export const projectRoot = resolve(__dirname, '..', '..', '..');

/** Written by `npm run package`, which test/e2e/setup.mjs runs before the tests. */
export const packagedExtension = join(projectRoot, 'calibration-lens.vsix');

export function artifactsDir(testName: string): string {
  return join(projectRoot, 'test-artifacts', 'e2e', testName);
}
