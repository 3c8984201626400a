// The options the editor's benchmarks share (bench:editor, bench:keys), parsed and checked in one place:
// lists of names (`--hosts node,web`, `--steps ...`: any subset, in any order), the build to time
// (`--vsix FILE`, or `--skip-package` to time the one packaged last), `--timeout SECONDS` per action and
// `--profile`. Each script adds its own options; a wrong one prints the usage and exits with 2.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The extension hosts the benchmarks run in. */
export const HOSTS = ['node', 'web'];

/**
 * `script`: its file name; `lists`: name -> the names it takes (`hosts` is added); `options`: parseArgs
 * options of its own; `usage`: its own part of the usage line; `timeout`: the default in seconds.
 * Returns the values, each list as chosen, the timeout in ms, the .vsix to time and `fail` (usage, exit 2).
 */
export function benchOptions({ script, root, lists = {}, options = {}, usage: own = '', timeout }) {
  const allLists = { hosts: HOSTS, ...lists };
  const listUsage = Object.entries(allLists).map(([name, names]) => `[--${name} ${names.join(',')}]`).join(' ');
  const usage = `Usage: node scripts/${script} ${own ? `${own} ` : ''}${listUsage} [--vsix FILE | --skip-package] [--timeout SECONDS] [--profile]`;
  const fail = (message) => {
    console.error(`${message}\n${usage}`);
    process.exit(2);
  };
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        ...options,
        ...Object.fromEntries(Object.entries(allLists).map(([name, names]) => [name, { type: 'string', default: names.join(',') }])),
        vsix: { type: 'string' }, 'skip-package': { type: 'boolean' }, timeout: { type: 'string', default: String(timeout) }, profile: { type: 'boolean' },
      },
    }));
  } catch (err) {
    fail(err.message);
  }
  const chosen = {};
  for (const [name, names] of Object.entries(allLists)) {
    chosen[name] = values[name].split(',').filter(Boolean);
    if (!chosen[name].length || chosen[name].some((n) => !names.includes(n))) fail(`--${name} takes some of: ${names.join(', ')}.`);
  }
  const timeoutMs = Number(values.timeout) * 1000;
  if (!(timeoutMs > 0)) fail('--timeout must be a number of seconds.');
  const vsix = values.vsix ? resolve(values.vsix) : join(root, 'calibration-lens.vsix');
  if (values.vsix && !existsSync(vsix)) fail(`${vsix} does not exist.`);
  return { values, lists: chosen, timeoutMs, vsix, fail };
}
