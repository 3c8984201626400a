// Loads a bundle of the command line with V8's code cache: compiling dist/cli-commands.js (0.7 MB,
// mostly zod) took some 30-60 ms of each tau2 run before its first byte was read, and the functions
// of dist/cli-main.js that a `gar` run calls are compiled again by every run. Node 20 has no compile
// cache of its own (module.enableCompileCache is Node 22), so this keeps one beside each bundle, made
// when the first run exits (so that it holds every function that run compiled, not only the top
// level). Any failure falls back to a plain require.
import { readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';

/** The exports of the bundle `name` in the folder of the running bundle. */
export function requireBundle(name: string): unknown {
  const file = join(__dirname, name);
  let source: string;
  let cacheFile: string;
  try {
    source = readFileSync(file, 'utf8');
    // V8 checks a cache against the source's length only, so its name says which build of the bundle
    // it was made from: its size and time of writing (a hash of the content would load node:crypto,
    // some forty modules, on every run), and Node's version.
    const { size, mtimeMs } = statSync(file);
    cacheFile = `${file}.${size}-${mtimeMs}-${process.version}.v8cache`;
  } catch {
    return require(file);
  }
  let cachedData: Buffer | undefined;
  try {
    cachedData = readFileSync(cacheFile);
  } catch {
    cachedData = undefined;
  }
  const script = new Script(Module.wrap(source), { filename: file, cachedData });
  if (cachedData === undefined || script.cachedDataRejected) process.once('exit', () => writeCache(cacheFile, script));
  const module = new Module(file);
  module.filename = file;
  module.paths = [];
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  module.loaded = true;
  return module.exports;
}

/** Written as the process exits, with what the run compiled; atomic, as runs may overlap. */
function writeCache(cacheFile: string, script: Script): void {
  try {
    const temporary = `${cacheFile}.${process.pid}.tmp`;
    writeFileSync(temporary, script.createCachedData());
    renameSync(temporary, cacheFile);
  } catch {
    // A read-only install: every run compiles, as it did before.
  }
}
