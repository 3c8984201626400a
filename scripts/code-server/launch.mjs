// Starts code-server on loopback with a fresh profile: its own user-data and extensions folders,
// user settings that keep the workbench quiet and predictable, and the packaged extension unpacked
// into place. Used by the e2e harness, the demo and the open-time benchmark.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeServerBin } from './install.mjs';

/** Settings that remove what would differ between runs: welcome pages, trust prompts, updates, tips. */
export const quietSettings = {
  'workbench.startupEditor': 'none',
  'workbench.welcomePage.walkthroughs.openOnInstall': false,
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'workbench.secondarySideBar.defaultVisibility': 'hidden',
  'security.workspace.trust.enabled': false,
  'update.mode': 'none',
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'extensions.ignoreRecommendations': true,
  'telemetry.telemetryLevel': 'off',
  'git.enabled': false,
  'window.restoreWindows': 'none',
  'files.hotExit': 'off',
  'chat.commandCenter.enabled': false,
  'editor.hover.delay': 150,
};

/** A port the OS reports free on 127.0.0.1, preferring `wanted` and the ports after it when given. */
export async function freePort(wanted = 0) {
  for (let port = wanted; ; port = port === 0 ? 0 : port + 1) {
    const got = await new Promise((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(null));
      probe.listen(port, '127.0.0.1', () => {
        const { port: bound } = probe.address();
        probe.close(() => resolve(bound));
      });
    });
    if (got !== null) return got;
    if (port === 0 || port > wanted + 100) throw new Error(`No free port on 127.0.0.1 from ${wanted} on.`);
  }
}

/** Unpacks a .vsix as `<extensionsDir>/<publisher>.<name>-<version>/`, the layout VS Code scans. */
export function unpackExtension(vsixPath, extensionsDir) {
  if (!existsSync(vsixPath)) throw new Error(`${vsixPath} does not exist: run \`npm run package\` first.`);
  const staging = mkdtempSync(join(extensionsDir, '.unpack-'));
  execFileSync('unzip', ['-q', vsixPath, 'extension/*', '-d', staging]);
  const manifest = JSON.parse(readFileSync(join(staging, 'extension', 'package.json'), 'utf8'));
  const id = `${manifest.publisher}.${manifest.name}`;
  const folder = join(extensionsDir, `${id}-${manifest.version}`);
  renameSync(join(staging, 'extension'), folder);
  rmSync(staging, { recursive: true, force: true });
  return { id, folder };
}

/** Copies an unpacked extension folder (a test fixture) into place the same way. */
export function copyExtension(folder, extensionsDir) {
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const id = `${manifest.publisher}.${manifest.name}`;
  const target = join(extensionsDir, `${id}-${manifest.version}`);
  cpSync(folder, target, { recursive: true });
  return { id, folder: target };
}

async function waitUntilServing(url, server, logPath, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${url}healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  const log = existsSync(logPath) ? readFileSync(logPath, 'utf8').split('\n').slice(-20).join('\n') : '';
  throw new Error(
    `code-server did not answer on ${url} within ${timeoutMs / 1000} s` +
      `${server.exitCode !== null ? ` (it exited with code ${server.exitCode})` : ''}. Its log (${logPath}):\n${log}`,
  );
}

/**
 * Starts code-server and resolves once it answers. Options: workspace (folder to open), vsix
 * (packaged extension to install), extensionFolders (unpacked extensions to add), settings (merged over quietSettings), port (wanted port; the
 * next free one is taken), keepProfile (leave the temp folders for inspection), openFile (a file the
 * folder's address opens in the editor).
 */
export async function launchCodeServer({ workspace, vsix, extensionFolders = [], settings = {}, port = 0, keepProfile = false, timeoutMs = 30_000, openFile = null }) {
  if (!existsSync(codeServerBin)) throw new Error(`code-server is not installed: run \`node scripts/code-server/install.mjs\`.`);
  const profileDir = mkdtempSync(join(tmpdir(), 'calibration-lens-vscode-'));
  const userDataDir = join(profileDir, 'user-data');
  const extensionsDir = join(profileDir, 'extensions');
  mkdirSync(join(userDataDir, 'User'), { recursive: true });
  mkdirSync(extensionsDir, { recursive: true });
  writeFileSync(join(userDataDir, 'User', 'settings.json'), JSON.stringify({ ...quietSettings, ...settings }, null, 2));
  const extension = vsix ? unpackExtension(vsix, extensionsDir) : null;
  for (const folder of extensionFolders) copyExtension(folder, extensionsDir);

  const boundPort = await freePort(port);
  const url = `http://127.0.0.1:${boundPort}/`;
  const logPath = join(profileDir, 'code-server.log');
  // Its own config file: otherwise it reads (and on first run writes) ~/.config/code-server/config.yaml.
  const configPath = join(profileDir, 'config.yaml');
  writeFileSync(configPath, 'auth: none\ncert: false\n');
  const logFd = openSync(logPath, 'a');
  // Its own process group, so that stopping it also stops the extension host and file watcher.
  const server = spawn(
    codeServerBin,
    [
      '--config', configPath, '--auth', 'none', '--bind-addr', `127.0.0.1:${boundPort}`,
      '--user-data-dir', userDataDir, '--extensions-dir', extensionsDir,
      '--disable-telemetry', '--disable-update-check', '--disable-workspace-trust',
      '--disable-getting-started-override', workspace,
    ],
    // VSCODE_IPC_HOOK_CLI (set in a VS Code terminal) would make it hand the folder to that window.
    { detached: true, stdio: ['ignore', logFd, logFd], env: { ...process.env, VSCODE_IPC_HOOK_CLI: undefined } },
  );
  closeSync(logFd);
  const killGroup = (signal) => {
    try {
      process.kill(-server.pid, signal);
    } catch {
      // already gone
    }
  };
  // A runner that ends or is interrupted (Ctrl+C) must not leave a server behind: it runs in its own
  // process group, so the terminal's signal does not reach it.
  const onExit = () => killGroup('SIGKILL');
  // Then the signal goes on to the other listeners (the demo's, Playwright's), or, with none, does
  // what it would have done without this one.
  const onSignal = (signal) => {
    killGroup('SIGKILL');
    process.off(signal, onSignal);
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  process.on('exit', onExit);
  for (const signal of signals) process.on(signal, onSignal);

  let stopped;
  const stop = () => (stopped ??= (async () => {
    if (server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      killGroup('SIGTERM');
      const timer = setTimeout(() => killGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    killGroup('SIGKILL'); // children that outlived the leader
    process.off('exit', onExit);
    for (const signal of signals) process.off(signal, onSignal);
    if (!keepProfile) rmSync(profileDir, { recursive: true, force: true });
  })());

  try {
    await waitUntilServing(url, server, logPath, timeoutMs);
  } catch (err) {
    await stop();
    throw err;
  }
  return {
    url,
    folderUrl: `${url}?folder=${encodeURIComponent(workspace)}${openFile ? openFileQuery(openFile, boundPort) : ''}`,
    port: boundPort,
    pid: server.pid,
    profileDir,
    userDataDir,
    extensionsDir,
    extension,
    logPath,
    stop,
  };
}

/** The workbench's `payload` query that opens a file of the server's disk (as VS Code for the web reads it). */
function openFileQuery(file, port) {
  const uri = `vscode-remote://127.0.0.1:${port}${encodeURI(file)}`;
  return `&payload=${encodeURIComponent(JSON.stringify([['openFile', uri]]))}`;
}
