// `npm run demo`: the main job on the bundled sample run. Builds and packages the extension, then
// opens it on sample/ in a real VS Code: the desktop `code` command when it is installed, otherwise
// code-server on 127.0.0.1 (port 8080 or the next free one), installed and cached by
// scripts/code-server/install.mjs. Runs until Ctrl+C.   `npm run demo -- --browser` forces code-server.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_FILE, demoSettings } from './demo-workspace.mjs';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(projectRoot);

function run(cmd, args) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

function fail(message) {
  console.error(`\nThe demo could not start: ${message}`);
  process.exit(1);
}

/** The sample run folder, or an empty folder (with a warning) when the sample has not been generated. */
function workspaceFolder() {
  const sample = join(projectRoot, 'sample');
  if (existsSync(sample) && readdirSync(sample).length > 0) return sample;
  const empty = mkdtempSync(join(tmpdir(), 'calibration-lens-demo-'));
  console.warn(`sample/ is missing or empty: opening the empty folder ${empty} instead. Open a BFCL result folder from there.`);
  return empty;
}

function hasDesktopCode() {
  if (process.argv.includes('--browser')) return false;
  return spawnSync('code', ['--version'], { stdio: 'ignore' }).status === 0;
}

try {
  if (!existsSync('node_modules/.bin/vsce')) run('npm', ['ci', '--no-audit', '--no-fund']);
  run('npm', ['run', 'package']);
} catch {
  fail('the build or the packaging failed (see the output above).');
}
const workspace = workspaceFolder();
// The window opens on a result file of the sample with its labels, and the summary beside it.
const demoFile = existsSync(join(workspace, DEMO_FILE)) ? join(workspace, DEMO_FILE) : null;

/** Desktop VS Code takes window settings from a workspace file: one in a temp folder, on the sample. */
function demoWorkspaceFile() {
  const file = join(mkdtempSync(join(tmpdir(), 'calibration-lens-demo-')), 'calibration-lens-demo.code-workspace');
  writeFileSync(file, JSON.stringify({ folders: [{ path: workspace }], settings: demoSettings }, null, 2));
  return file;
}

if (hasDesktopCode()) {
  console.log(`\nOpening ${workspace} in VS Code with the extension loaded from ${projectRoot}.`);
  const targets = demoFile ? [demoWorkspaceFile(), demoFile] : [workspace];
  const code = spawn('code', ['--new-window', `--extensionDevelopmentPath=${projectRoot}`, ...targets], { stdio: 'inherit' });
  code.on('exit', (status) => process.exit(status ?? 0));
} else {
  const { ensureCodeServer } = await import('./code-server/install.mjs');
  const { launchCodeServer } = await import('./code-server/launch.mjs');
  let server;
  try {
    ensureCodeServer();
    server = await launchCodeServer({ workspace, vsix: join(projectRoot, 'calibration-lens.vsix'), port: 8080, settings: demoSettings, openFile: demoFile });
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
  console.log(
    `\nCalibration Lens is running in VS Code (code-server) on the sample run ${workspace}.\n` +
      `Open this address in a browser on this machine:\n\n    ${server.folderUrl}\n\n` +
      `It opens on ${DEMO_FILE} with its labels and the Calibration Summary beside it. Then hover a label, ` +
      `open the Calibration Lens view in the Explorer, or follow the walkthrough ("Welcome: Open Walkthrough…", ` +
      `then "Calibration Lens: first steps").\n` +
      `From another machine, forward the port first, e.g. ssh -L ${server.port}:127.0.0.1:${server.port} <this host>.\n` +
      `Press Ctrl+C to stop.`,
  );
  const stop = async () => {
    console.log('\nStopping code-server.');
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
