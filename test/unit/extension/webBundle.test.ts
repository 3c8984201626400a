// The web build (dist/web/extension.js, package.json `browser`) runs in a web worker, where Node's
// modules do not exist: nothing in it may ask for one, whether by `node:` name or bare, and the only
// module it may ask the host for is `vscode`. scripts/test.mjs builds before the tests run.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { test } from 'node:test';

const BUNDLE = 'dist/web/extension.js';
const bundle = existsSync(BUNDLE) ? readFileSync(BUNDLE, 'utf8') : '';

/** Every module the bundle asks for at run time: require("x"), import("x"), and `import … from "x"` starting a line. */
function requested(code: string): string[] {
  const names = new Set<string>();
  const requests = /\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)|^\s*import\s[^;\n]*?\bfrom\s*["']([^"']+)["']/gm;
  for (const m of code.matchAll(requests)) names.add(m[1] ?? m[2] ?? m[3]!);
  return [...names].sort();
}

test('the web bundle is built and is the web build (its own entry, not the Node one)', () => {
  assert.ok(bundle.length > 0, `${BUNDLE} is missing: run node scripts/build.mjs`);
  assert.ok(bundle.includes('the web worker extension host'), 'the host report of src/extension/web/hostReport.ts');
  assert.ok(bundle.includes('calibrationLens.host'), 'the context key that hides what the web build lacks');
});

test('the web bundle asks for vscode and nothing else: no fs, path, worker_threads, child_process or any other Node module', () => {
  assert.deepEqual(requested(bundle), ['vscode']);
  for (const name of ['fs', 'path', 'worker_threads', 'child_process', 'os', 'crypto', ...builtinModules]) {
    for (const spelled of [name, `node:${name}`]) {
      assert.ok(!new RegExp(`require\\(\\s*["'\`]${spelled.replace(/[/]/g, '\\/')}["'\`]\\s*\\)`).test(bundle), `require("${spelled}")`);
    }
  }
});

test('the check finds what it looks for (on a text that has each kind of request)', () => {
  const code = 'require("node:fs"); const p = require(\'path\');\nimport("worker_threads");\nimport x from "child_process";\nconst s = "a" + from + "b";';
  assert.deepEqual(requested(code), ['child_process', 'node:fs', 'path', 'worker_threads']);
});
