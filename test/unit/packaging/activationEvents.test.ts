// The extension activates at the window's start in a workspace that holds runs (package.json's
// `workspaceContains:` events), so that the first file opened does not wait for VS Code to activate it
// and load its bundle (docs/performance.md, session 13); elsewhere on a JSON or JSON Lines file, the
// summary panel's restore and the case view's documents. The patterns are the names the discovery
// keeps: every BFCL result and score file, and tau2's simulations/ folders.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseBfclFileName } from '../../../src/core/bfcl/fileNames';
import { BFCL_CATEGORIES } from '../../../src/core/bfcl/categories';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { activationEvents: string[] };
const globs = manifest.activationEvents.filter((e) => e.startsWith('workspaceContains:')).map((e) => e.slice('workspaceContains:'.length));

/** Whether `path` matches one of the `**\/a/b*.json` patterns: its last segments, `*` within a segment. */
function activates(path: string): boolean {
  return globs.some((glob) => {
    assert.ok(glob.startsWith('**/'), glob);
    const tail = glob.slice(3).split('/');
    const segments = path.split('/').slice(-tail.length);
    return segments.length === tail.length && tail.every((t, i) => new RegExp(`^${t.split('*').map((s) => s.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]*')}$`).test(segments[i] ?? ''));
  });
}

test('the activation events', () => {
  assert.deepEqual(manifest.activationEvents, [
    'workspaceContains:**/BFCL_v*_multi_turn_*_result.json',
    'workspaceContains:**/BFCL_v*_multi_turn_*_score.json',
    'workspaceContains:**/simulations/*.json',
    'onLanguage:jsonl',
    'onLanguage:json',
    'onWebviewPanel:calibrationLens.summary',
    'onFileSystem:calibration-lens-case',
  ]);
});

test('every BFCL file the discovery keeps by name activates the extension in its workspace', () => {
  const names = [3, 4].flatMap((v) => BFCL_CATEGORIES.flatMap((c) => ['result', 'score'].map((k) => `BFCL_v${v}_multi_turn_${c}_${k}.json`)));
  assert.equal(names.length, 16);
  for (const name of names) {
    assert.notEqual(parseBfclFileName(name), null, name);
    assert.ok(activates(`runs/result/model/multi_turn/${name}`), name);
  }
  assert.equal(activates('data/multi_turn_func_doc/gorilla_file_system.json'), false);
  assert.equal(activates('BFCL_v4_multi_turn_miss_param_result.jsonl'), false);
});

test("tau2's simulations/ folders activate it; a results file of another name does on its opening", () => {
  assert.equal(activates('tau2-bench/data/simulations/2025-08-10T02-44-06_airline_llm_agent.json'), true);
  assert.equal(activates('runs/airline/simulations/0f3a.json'), true);
  assert.equal(activates('tau2/results/whissle/airline_run1.json'), false);
  assert.equal(activates('tau2/data/tau2/domains/airline/tasks.json'), false);
});
