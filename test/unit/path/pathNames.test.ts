// The core's own file names and folders (no Node `path` in the web worker host): what Node's basename
// and dirname give for the paths of files, POSIX and Windows alike.
import assert from 'node:assert/strict';
import { posix, win32 } from 'node:path';
import { test } from 'node:test';
import { fileNameOf, folderOf, relativePath } from '../../../src/core/path/pathNames';

const POSIX_FILES = [
  '/work/sample/result/demo-baseline/multi_turn/BFCL_v4_multi_turn_base_result.json',
  'sample/score/demo-probe/BFCL_v3_multi_turn_base_score.json',
  './results.json',
  '../shared/data/tau2/results/whissle/airline_run1.json',
  'airline_run1.json',
  '/results.json',
];
const WINDOWS_FILES = ['C:\\runs\\result\\m\\BFCL_v4_multi_turn_base_result.json', 'C:\\results.json', 'runs\\m/BFCL_v3_multi_turn_base_result.json'];

test("a file's name and folder as Node's posix path gives them", () => {
  for (const file of POSIX_FILES) {
    assert.equal(fileNameOf(file), posix.basename(file), file);
    assert.equal(folderOf(file), posix.dirname(file), file);
  }
});

test("a Windows file's name and folder as Node's win32 path gives them", () => {
  for (const file of WINDOWS_FILES) {
    assert.equal(fileNameOf(file), win32.basename(file), file);
    assert.equal(folderOf(file), win32.dirname(file), file);
  }
});

test('exact names and folders', () => {
  assert.deepEqual(
    ['/a/b/c.json', 'c.json', '/c.json', 'C:\\c.json'].map((p) => [fileNameOf(p), folderOf(p)]),
    [['c.json', '/a/b'], ['c.json', '.'], ['c.json', '/'], ['c.json', 'C:\\']],
  );
});

test("a file's path from a folder as Node's posix relative gives it (a tau2 run's other files, said in Problems)", () => {
  const pairs: Array<[string, string]> = [
    ['/runs/airline', '/runs/airline/simulations/0.json'],
    ['/runs/airline/simulations', '/runs/airline/results.json'],
    ['/runs/airline', '/runs/retail/results.json'],
    ['/runs/airline', '/runs/airline/results.json'],
    ['/', '/runs/results.json'],
  ];
  for (const [folder, file] of pairs) assert.equal(relativePath(folder, file), posix.relative(folder, file), `${folder} -> ${file}`);
  assert.equal(relativePath('C:\\runs\\airline', 'C:\\runs\\airline\\simulations\\0.json'), win32.relative('C:\\runs\\airline', 'C:\\runs\\airline\\simulations\\0.json'));
});
