// The one test command (`npm test`): installs what is missing, builds, type-checks, then runs every
// suite in a single `node --test` run so that its closing summary counts all of them.
// `npm test -- unit` (or webview, e2e) runs one suite only.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const suites = ['unit', 'webview', 'e2e'];
const wanted = process.argv.slice(2).filter((a) => suites.includes(a));
const selected = wanted.length ? wanted : suites;

function run(cmd, args, opts = {}) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  execFileSync(cmd, args, { stdio: 'inherit', ...opts });
}

if (!existsSync('node_modules/.bin/tsc')) run('npm', ['ci', '--no-audit', '--no-fund']);
run('node', ['scripts/build.mjs']);
run('npx', ['tsc', '--noEmit', '-p', '.']);

// Suites may need set-up (a packaged extension, a VS Code, a browser); each names it in test/<suite>/setup.mjs.
for (const suite of selected) {
  const setup = join('test', suite, 'setup.mjs');
  if (existsSync(setup)) run('node', [setup]);
}

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.ts$/.test(name) ? [path] : [];
  });
}
const files = selected.flatMap((s) => testFiles(join('test', s))).sort();
if (files.length === 0) {
  console.error('No test files found.');
  process.exit(2);
}
mkdirSync('test-artifacts', { recursive: true });
const tapFile = join('test-artifacts', 'results.tap');
const result = spawnSync(
  process.execPath,
  [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tapFile}`,
    ...files,
  ],
  { stdio: 'inherit' },
);
// A plain closing line that any CI can read, whatever the reporter above printed.
const tap = existsSync(tapFile) ? readFileSync(tapFile, 'utf8') : '';
const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? 0);
console.log(`${count('pass')} passed, ${count('fail')} failed, ${count('skipped')} skipped`);
process.exit(result.status ?? 1);
