// The synthetic BFCL runs of the benchmarks (`npm run bench`) and of scripts/cli-bytes.mjs: a full-size
// run of one model and ten copies of it under other model names, generated once per generator version
// into bench-data/ (gitignored).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const RUN = { model: 'synthetic-model', cases: 200, seed: '1', longContextKb: 60 };
export const TEN = 10;

const walk = (d) => readdirSync(d).sort().flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));
export const runFiles = (dir) => ['result', 'score'].flatMap((kind) => walk(join(dir, kind))).filter((f) => f.endsWith('.json'));

// ---- the synthetic runs, generated once per generator version ----------------------------------
function generatorKey(root) {
  const hash = createHash('sha256').update(JSON.stringify(RUN));
  for (const file of walk(join(root, 'tools', 'synthetic'))) hash.update(relative(root, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

export function syntheticRuns(root, regenerate) {
  const benchData = join(root, 'bench-data');
  const key = generatorKey(root);
  const one = join(benchData, `bfcl-${key}`);
  const ten = join(benchData, `bfcl-${key}-ten`);
  if (existsSync(join(one, 'complete')) && existsSync(join(ten, 'complete')) && !regenerate) {
    console.log(`Using the synthetic runs cached in ${relative(root, one)} and ${relative(root, ten)} (delete them or pass --regenerate to rebuild).`);
    return { one, ten };
  }
  // Runs made by an older generator only take space; so do half-made ones.
  const keep = regenerate ? [] : [`bfcl-${key}`].filter((name) => existsSync(join(benchData, name, 'complete')));
  if (existsSync(benchData)) for (const old of readdirSync(benchData)) if (old.startsWith('bfcl-') && !keep.includes(old)) rmSync(join(benchData, old), { recursive: true, force: true });
  const started = performance.now();
  if (!keep.length) {
    console.log(`Generating the synthetic run (${RUN.cases} cases x 4 categories, long_context lines >= ${RUN.longContextKb} KB) ...`);
    const gen = spawnSync(process.execPath, ['--import', 'tsx', 'tools/synthetic/generate.ts', '--out', `${one}.partial`, '--models', RUN.model,
      '--cases', String(RUN.cases), '--seed', RUN.seed, '--long-context-kb', String(RUN.longContextKb), '--quiet'], { cwd: root, stdio: 'inherit' });
    if (gen.status !== 0) throw new Error('The synthetic run could not be generated (see the messages above).');
    renameSync(`${one}.partial`, one);
    writeFileSync(join(one, 'complete'), `${new Date().toISOString()}\n`);
  }
  // Ten models: the same files under ten model names, each its own copy on disk (no links).
  for (const file of runFiles(one)) {
    for (let m = 1; m <= TEN; m++) {
      const to = join(`${ten}.partial`, relative(one, file).replace(`/${RUN.model}/`, `/${RUN.model}-${String(m).padStart(2, '0')}/`));
      mkdirSync(join(to, '..'), { recursive: true });
      copyFileSync(file, to);
    }
  }
  renameSync(`${ten}.partial`, ten);
  writeFileSync(join(ten, 'complete'), `${new Date().toISOString()}\n`);
  console.log(`Made in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  return { one, ten };
}

