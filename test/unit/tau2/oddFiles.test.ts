// Files of a tau2 run as they come off other machines: a UTF-8 BOM before the results file or a
// simulation file (read as without it), simulations/<id>.json that is a folder, a link in a loop or a
// named pipe (said at its path, never opened, the other simulations read), text after the document
// (the simulations before it counted right).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { test } from 'node:test';
import { readTau2Run } from '../../../src/core/tau2/readResults';
import { tempDir } from '../../support/tempDir';

const CLI = resolve(__dirname, '../../../dist/cli.js');
const BOM = '\uFEFF';
const dir = tempDir('tau2-odd-');

const sim = (id: string, taskId: string, content: string) => ({
  id, task_id: taskId, termination_reason: 'user_stop', trial: 0, reward_info: { reward: 1.0 },
  messages: [{ role: 'assistant', content }],
});
const SIMS = [sim('s1', '1', 'Could you give your id?'), sim('s2', '2', 'I cannot help with that.'), sim('s3', '3', 'Done.')];
const INFO = { environment_info: { domain_name: 'airline' }, agent_info: { llm: 'm' }, num_trials: 1 };

function monolithic(name: string, prefix = '', suffix = ''): string {
  const path = join(dir, name);
  writeFileSync(path, `${prefix}${JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulations: SIMS }, null, 2)}${suffix}`);
  return path;
}

/** A dir-layout run of SIMS in `dir/name`: results.json with simulation_index, simulations/<id>.json. */
function dirLayout(name: string): { folder: string; simulation: (id: string) => string } {
  const folder = join(dir, name);
  mkdirSync(join(folder, 'simulations'), { recursive: true });
  const simulation_index = SIMS.map((s) => ({ id: s.id, task_id: s.task_id, trial: 0, reward: 1.0, termination_reason: 'user_stop' }));
  writeFileSync(join(folder, 'results.json'), JSON.stringify({ timestamp: 't', info: INFO, tasks: [], simulation_index }, null, 2));
  for (const s of SIMS) writeFileSync(join(folder, 'simulations', `${s.id}.json`), JSON.stringify(s, null, 2));
  return { folder, simulation: (id) => join(folder, 'simulations', `${id}.json`) };
}

const classes = (run: Awaited<ReturnType<typeof readTau2Run>>) => run.simulations.map((s) => [s.id, s.emitSet]);
const EVERY = [['s1', ['ask']], ['s2', ['refuse']], ['s3', []]];

test('a UTF-8 BOM before a results file: the run is read as without it, columns counted from after it', async () => {
  const plain = await readTau2Run(monolithic('plain.json'));
  const withBom = await readTau2Run(monolithic('bom.json', BOM));
  assert.equal(withBom.isTau2, true);
  assert.deepEqual(withBom.problems, []);
  assert.deepEqual(classes(withBom), EVERY);
  assert.deepEqual(classes(withBom), classes(plain));
  assert.equal(withBom.domain, 'airline');
  // A break right after the BOM is at line 1, column 1, as an editor shows it.
  const broken = await readTau2Run(monolithic('bom-broken.json', `${BOM}x`));
  assert.deepEqual(broken.problems.map((p) => [p.line, p.column]), [[1, 1]]);
});

test('a UTF-8 BOM before a simulation file of the dir layout: that simulation is read', async () => {
  const run = dirLayout('bom-dir');
  writeFileSync(run.simulation('s2'), `${BOM}${JSON.stringify(SIMS[1], null, 2)}`);
  const read = await readTau2Run(run.folder);
  assert.deepEqual(read.problems, []);
  assert.deepEqual(read.warnings, []);
  assert.deepEqual(classes(read), EVERY);
});

test('BOM split across chunks: the scanner skips it byte by byte, and a lone BOM start is still an error', async () => {
  const { JsonStructureScanner } = await import('../../../src/core/tau2/jsonStructureScanner');
  const seen: string[] = [];
  const scanner = new JsonStructureScanner({ onValue: (s) => void seen.push(`${s.path.join('/')}@${s.line}:${s.column}`) }, 2);
  for (const byte of Buffer.from(`${BOM}{"a": 1}`)) scanner.push(Buffer.from([byte]));
  scanner.end();
  assert.deepEqual(seen, ['@1:1', 'a@1:7']);
  const broken = new JsonStructureScanner({ onValue: () => undefined }, 2);
  assert.throws(() => broken.push(Buffer.from([0xef, 0x7b])), /not valid JSON: the file starts with a broken byte order mark/);
});

const fifo = (path: string) => execFileSync('mkfifo', [path]);

test('simulations/<id>.json that is a folder, a link in a loop or a named pipe: said at its path, never opened, the others read', async () => {
  const cases: Array<[string, (path: string) => void, string]> = [
    ['folder', (p) => mkdirSync(p), 'This simulation entry is a folder, so it was not opened and was left out. The other simulations were read.'],
    ['loop', (p) => symlinkSync(p, p), 'This simulation entry is not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing), so it was not opened and was left out. The other simulations were read.'],
    ['fifo', fifo, 'This simulation entry is not a regular file (a named pipe, a socket, a device, or a link in a loop or to nothing), so it was not opened and was left out. The other simulations were read.'],
  ];
  for (const [name, make, message] of cases) {
    const run = dirLayout(`entry-${name}`);
    rmSync(run.simulation('s2'));
    make(run.simulation('s2'));
    const read = await readTau2Run(run.folder);
    assert.deepEqual(read.problems.map((p) => [p.file, p.line, p.message]), [[run.simulation('s2'), 1, message]], name);
    assert.deepEqual(classes(read), [EVERY[0], EVERY[2]], name);
    // The command line: no stack trace, no wait, the problem on stderr and exit status 1.
    const cli = spawnSync(process.execPath, [CLI, 'gar', '--results', run.folder, '--json'], { encoding: 'utf8', timeout: 20_000 });
    assert.equal(cli.signal, null, `${name}: the command did not finish`);
    assert.equal(cli.status, 1, name);
    assert.ok(cli.stderr.includes(`${run.simulation('s2')}:1:1: ${message}`), cli.stderr);
    assert.ok(!cli.stderr.includes('unexpected error'), cli.stderr);
  }
});

test('a results file that is a named pipe is refused without waiting for a writer', async () => {
  const run = dirLayout('results-fifo');
  rmSync(join(run.folder, 'results.json'));
  fifo(join(run.folder, 'results.json'));
  await assert.rejects(readTau2Run(join(run.folder, 'results.json')), /it is a named pipe \(FIFO\), not a file, so it was not opened/);
});

test('text after the document: every simulation before it is counted as read', async () => {
  const read = await readTau2Run(monolithic('after.json', '', '\n{"more": 1}\n'));
  assert.deepEqual(classes(read), EVERY);
  assert.deepEqual(read.problems.map((p) => p.message), ['Not valid JSON: unexpected text after the end of the document. The 3 simulations before it were read.']);
});
