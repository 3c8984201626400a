// The command line's second bundle loads with a V8 code cache kept beside it (src/cli/codeCache.ts):
// made on the first run, used after, made again when it does not fit, never a change in what is printed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'node:test';

const DIST = resolve(__dirname, '../../../dist');

test('the code cache is made on the first run, used on the next, and made again when it does not fit', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cli-cache-'));
  try {
    for (const f of ['cli.js', 'cli-commands.js']) copyFileSync(join(DIST, f), join(dir, f));
    const help = () => {
      const r = spawnSync(process.execPath, [join(dir, 'cli.js'), '--help'], { encoding: 'utf8' });
      assert.equal(r.status, 0, r.stderr);
      assert.equal(r.stderr, '');
      return r.stdout;
    };
    const caches = () => readdirSync(dir).filter((f) => f.endsWith('.v8cache')).sort();

    const first = help();
    assert.match(first, /^Usage: calibration-lens <command>/);
    const [cache] = caches();
    assert.match(cache ?? '', /^cli-commands\.js\.[0-9a-f]{16}\.v8cache$/);
    const made = readFileSync(join(dir, cache!));

    assert.equal(help(), first);
    assert.deepEqual(readFileSync(join(dir, cache!)), made, 'a cache that fits is read, not written again');

    // A cache V8 rejects (here: other bytes of the same length) is replaced, and nothing else changes.
    writeFileSync(join(dir, cache!), Buffer.alloc(made.length, 7));
    assert.equal(help(), first);
    assert.notDeepEqual(readFileSync(join(dir, cache!)), Buffer.alloc(made.length, 7));

    // Another bundle (a new build) gets a cache of its own name: one of the same length would pass V8's check.
    appendFileSync(join(dir, 'cli-commands.js'), '\n// another build\n');
    assert.equal(help(), first);
    assert.equal(caches().length, 2);
    assert.deepEqual(readdirSync(dir).filter((f) => f.endsWith('.tmp')), [], 'no temporary file is left behind');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
