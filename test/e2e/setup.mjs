// Set-up of the e2e suite, run by scripts/test.mjs before the tests: a real VS Code (Debian packages
// and code-server, cached in .vscode-test/) and the packaged extension (calibration-lens.vsix).
import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { ensureCodeServer } from '../../scripts/code-server/install.mjs';

function fail(message) {
  console.error(`\ne2e set-up failed: ${message}\n`);
  process.exit(1);
}

let started = Date.now();
try {
  ensureCodeServer();
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}
console.log(`e2e set-up: code-server ready (${((Date.now() - started) / 1000).toFixed(1)} s)`);

started = Date.now();
try {
  // No standard input: vsce must never stop to ask a question in CI.
  execFileSync('npm', ['run', 'package'], { stdio: ['ignore', 'inherit', 'inherit'] });
} catch {
  fail('`npm run package` did not produce calibration-lens.vsix (its output is above). The e2e tests install that file.');
}
if (!existsSync('calibration-lens.vsix') || statSync('calibration-lens.vsix').mtimeMs < started - 1000) {
  fail('`npm run package` succeeded but calibration-lens.vsix was not written.');
}
console.log(`e2e set-up: calibration-lens.vsix packaged (${((Date.now() - started) / 1000).toFixed(1)} s)`);
