// The command line's bundles load with a V8 code cache kept beside each (src/cli/codeCache.ts): made
// on the first run, used after, made again when it does not fit, never a change in what is printed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const DIST = resolve(__dirname, '../../../dist');

test('the code cache is made on the first run, used on the next, and made again when it does not fit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-cache-'));
  try {
    for (const f of ['cli.js', 'cli-main.js', 'cli-commands.js']) copyFileSync(join(DIST, f), join(dir, f));
    const help = () => {
      const r = spawnSync(process.execPath, [join(dir, 'cli.js'), '--help'], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stderr, '');
      return r.stdout;
    };
    const caches = () => readdirSync(dir).filter((f) => f.endsWith('.v8cache')).sort();

    const first = help();
    assert.match(first, /^Usage: calibration-lens <command>/);
    const named = (bundle: string) => `${bundle}.${statSync(join(dir, bundle)).size}-${statSync(join(dir, bundle)).mtimeMs}-${process.version}.v8cache`;
    assert.deepEqual(caches(), [named('cli-commands.js'), named('cli-main.js')]);
    const cache = named('cli-commands.js');
    const made = readFileSync(join(dir, cache));
    const mainMade = readFileSync(join(dir, named('cli-main.js')));

    assert.equal(help(), first);
    assert.deepEqual(readFileSync(join(dir, cache)), made, 'a cache that fits is read, not written again');
    assert.deepEqual(readFileSync(join(dir, named('cli-main.js'))), mainMade);

    // A cache V8 rejects (here: other bytes of the same length) is replaced, and nothing else changes.
    writeFileSync(join(dir, cache), Buffer.alloc(made.length, 7));
    assert.equal(help(), first);
    assert.notDeepEqual(readFileSync(join(dir, cache)), Buffer.alloc(made.length, 7));

    // Another build of a bundle gets a cache of its own name, even at the same length (which would
    // pass V8's own check).
    const later = new Date(statSync(join(dir, 'cli-commands.js')).mtimeMs + 1000);
    utimesSync(join(dir, 'cli-commands.js'), later, later);
    assert.equal(help(), first);
    assert.equal(caches().length, 3);
    assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.tmp')), [], 'no temporary file is left behind');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
