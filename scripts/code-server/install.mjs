// Installs what a real VS Code needs on these machines, from npm and Debian only (see
// ../shared/docs/vscode-in-tests.md): the Debian packages (browser, ripgrep, native-build
// libraries) and code-server, cached in .vscode-test/. A marker written last makes a repeated run
// a no-op; a folder without its marker is an interrupted install and is redone.
//   node scripts/code-server/install.mjs        (also called by test/e2e/setup.mjs and the demo)
import { execFileSync } from 'node:child_process';
import {
  appendFileSync, copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CODE_SERVER_VERSION = '4.100.3';
// Raised whenever the steps below change, so that caches made by older steps are redone.
const RECIPE = 2;
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const cacheDir = join(projectRoot, '.vscode-test', `code-server-${CODE_SERVER_VERSION}`);
export const codeServerBin = join(cacheDir, 'node_modules', '.bin', 'code-server');
export const chromiumPath = '/usr/bin/chromium';
const markerFile = join(cacheDir, '.installed');
const logFile = join(projectRoot, '.vscode-test', `code-server-${CODE_SERVER_VERSION}-install.log`);

// Build tools and headers for the native modules code-server rebuilds (node-pty, kerberos, ...).
const debianPackages = [
  'chromium', 'ripgrep', 'fonts-dejavu-core', 'unzip',
  'build-essential', 'python3', 'pkg-config', 'libkrb5-dev', 'libsecret-1-dev', 'libxkbfile-dev', 'libx11-dev',
];

export class InstallError extends Error {}

function say(message) {
  console.log(`[code-server install] ${message}`);
}

/** Runs a command with its output in the install log; on failure, shows the log's tail. */
function step(title, cmd, args, opts = {}) {
  const started = Date.now();
  appendFileSync(logFile, `\n$ (${opts.cwd ?? process.cwd()}) ${cmd} ${args.join(' ')}\n`);
  try {
    const out = execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28, ...opts });
    appendFileSync(logFile, out);
  } catch (err) {
    appendFileSync(logFile, `${err.stdout ?? ''}${err.stderr ?? ''}\n${err.message}\n`);
    const tail = readFileSync(logFile, 'utf8').split('\n').slice(-25).join('\n');
    throw new InstallError(
      `${title} failed (\`${cmd} ${args.join(' ')}\`). Last lines of ${logFile}:\n${tail}\n` +
        `Fix the cause above and run \`node scripts/code-server/install.mjs\` again.`,
    );
  }
  say(`${title}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function isInstalled(pkg) {
  try {
    return execFileSync('dpkg-query', ['-W', '-f=${db:Status-Status}', pkg], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString() === 'installed';
  } catch {
    return false;
  }
}

export function ensureDebianPackages() {
  const missing = debianPackages.filter((p) => !isInstalled(p));
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new InstallError(
      `Debian packages missing: ${missing.join(' ')}. Install them as root: ` +
        `apt-get update && apt-get install -y ${missing.join(' ')}`,
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another suite's set-up may be installing too: wait for apt's lock rather than fail.
  const wait = ['-o', 'DPkg::Lock::Timeout=600'];
  step('apt-get update', 'apt-get', [...wait, 'update'], { env });
  step(`apt-get install ${missing.join(' ')}`, 'apt-get', [...wait, 'install', '-y', '--no-install-recommends', ...missing], { env });
}

/** npm as a child of `npm test` inherits variables that describe this project's run; drop those. */
function npmEnv(extra = {}) {
  const ofParentRun = /^npm_(package_|lifecycle_|command$|execpath$|config_local_prefix$)/i;
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !ofParentRun.test(k)));
  // node-gyp would download Node's headers; the ones installed beside this node serve.
  const nodePrefix = resolve(dirname(process.execPath), '..');
  if (existsSync(join(nodePrefix, 'include', 'node', 'common.gypi'))) env.npm_config_nodedir = nodePrefix;
  return { ...env, npm_config_yes: 'true', npm_config_audit: 'false', npm_config_fund: 'false', ...extra };
}

function installCodeServer() {
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(cacheDir, { recursive: true });
  // Without its own package.json, npm would climb up and install into this project.
  writeFileSync(join(cacheDir, 'package.json'), JSON.stringify({ name: 'code-server-cache', private: true }) + '\n');
  const env = npmEnv();
  const vscodeDir = join(cacheDir, 'node_modules', 'code-server', 'lib', 'vscode');
  step(`npm install code-server@${CODE_SERVER_VERSION}`, 'npm',
    ['install', `code-server@${CODE_SERVER_VERSION}`, '--ignore-scripts'], { cwd: cacheDir, env });
  step('npm rebuild argon2', 'npm', ['rebuild', 'argon2'], { cwd: cacheDir, env });
  step('npm install (VS Code server modules)', 'npm', ['install', '--omit=dev', '--ignore-scripts'], { cwd: vscodeDir, env });
  step('npm rebuild (native modules)', 'npm',
    ['rebuild', 'node-pty', '@parcel/watcher', '@vscode/spdlog', 'kerberos', 'native-watchdog'], { cwd: vscodeDir, env });
  // @vscode/ripgrep's own postinstall downloads a binary; Debian's ripgrep serves instead.
  const rgDir = join(vscodeDir, 'node_modules', '@vscode', 'ripgrep', 'bin');
  mkdirSync(rgDir, { recursive: true });
  copyFileSync('/usr/bin/rg', join(rgDir, 'rg'));
  linkIfMissing('node_modules', join(vscodeDir, 'node_modules.asar'));
  linkIfMissing('code-linux.sh', join(vscodeDir, 'bin', 'remote-cli', 'code-server'));
  linkIfMissing('browser-linux.sh', join(vscodeDir, 'bin', 'helpers', 'browser.sh'));
  step('npm install (built-in extensions)', 'npm', ['install', '--omit=dev', '--ignore-scripts'],
    { cwd: join(vscodeDir, 'extensions'), env });
  step('code-server --version', codeServerBin, ['--version'], { env });
  writeFileSync(markerFile, JSON.stringify({ version: CODE_SERVER_VERSION, recipe: RECIPE, installedAt: new Date().toISOString() }) + '\n');
}

function isComplete() {
  try {
    return JSON.parse(readFileSync(markerFile, 'utf8')).recipe === RECIPE && existsSync(codeServerBin);
  } catch {
    return false;
  }
}

function linkIfMissing(target, path) {
  if (!existsSync(path)) symlinkSync(target, path);
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

/** Runs `body` while holding the install lock: two test runs in one tree must not install at once. */
function withInstallLock(body) {
  const lock = `${cacheDir}.lock`;
  const pidFile = join(lock, 'pid');
  const deadline = Date.now() + 15 * 60_000;
  let told = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(pidFile, String(process.pid));
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
    }
    const owner = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8')) : null;
    const abandoned = owner === null ? Date.now() - statSync(lock).mtimeMs > 30_000 : !isAlive(owner);
    if (abandoned) {
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new InstallError(`Gave up waiting for the code-server install of process ${owner} (lock ${lock}).`);
    if (!told) say(`waiting for process ${owner}, which is installing code-server`);
    told = true;
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_000);
  }
  try {
    body();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Everything the e2e tests and the demo need; returns at once when it is already in place. */
export function ensureCodeServer() {
  mkdirSync(dirname(logFile), { recursive: true });
  const started = Date.now();
  ensureDebianPackages();
  if (!isComplete()) withInstallLock(() => {
    if (isComplete()) return; // installed by the process we waited for
    writeFileSync(logFile, `install of code-server ${CODE_SERVER_VERSION} started ${new Date().toISOString()}\n`);
    say(`installing code-server ${CODE_SERVER_VERSION} into ${cacheDir} (a few minutes, once; log: ${logFile})`);
    installCodeServer();
    say(`installed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  });
  return { codeServerBin, chromiumPath };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureCodeServer();
    say(`ready: ${codeServerBin}`);
  } catch (err) {
    console.error(err instanceof InstallError ? err.message : err);
    process.exit(1);
  }
}
