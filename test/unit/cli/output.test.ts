// Every byte of the command's output reaches a pipe, however slowly it is read; a pipe closed early
// ends the command quietly. The run is large enough (about 1 MB of `--json --cases`) to overflow the
// 64 KiB a pipe holds many times over.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');

function largeRun(): string {
  const dir = tempDir('cl-output-');
  mkdirSync(join(dir, 'm'));
  const lines = Array.from({ length: 3000 }, (_, i) => JSON.stringify({ id: `multi_turn_base_${i}`, result: [[[{ ls: '{}' }]], ['Done, I listed the files.']] }));
  writeFileSync(join(dir, 'm', 'BFCL_v4_multi_turn_base_result.json'), `${lines.join('\n')}\n`);
  return dir;
}

const args = (run: string) => [CLI, 'gar', '--results', run, '--json', '--cases'];

test('a reader that waits before reading gets every byte, as many as a file gets', async () => {
  const run = largeRun();
  const file = join(run, 'out.json');
  const fd = openSync(file, 'w');
  const toFile = spawnSync(process.execPath, args(run), { stdio: ['ignore', fd, 'pipe'] });
  closeSync(fd);
  assert.equal(toFile.status, 0);
  const size = statSync(file).size;
  assert.ok(size > 16 * 65536, `only ${size} bytes: too small to test a pipe`);

  const child = spawn(process.execPath, args(run), { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  child.stdout.pause();
  // The command has written its first 64 KiB and waits on the pipe; a slow reader comes back later.
  await sleep(1000);
  let bytes = 0;
  child.stdout.on('data', (chunk: Buffer) => (bytes += chunk.length));
  child.stdout.resume();
  const ended = new Promise((done) => child.stdout.on('end', done));
  assert.equal(await exited, 0);
  await ended;
  assert.equal(bytes, size);
});

test('a reader that closes the pipe early (`| head -c 10`): no stack trace, the status of a closed pipe', () => {
  const run = largeRun();
  const command = [process.execPath, ...args(run)].map((a) => `'${a}'`).join(' ');
  const shell = spawnSync('bash', ['-c', `${command} | head -c 10; echo " \${PIPESTATUS[0]}"`], { encoding: 'utf8' });
  // Only the warning written before the pipe closed; no stack trace.
  assert.equal(shell.stderr, 'warning: m: No score files were found for this run (no score/ folder beside its results): Acc, pass and fail are unknown.\n');
  assert.equal(shell.stdout, '{\n  "warni 141\n');
});
