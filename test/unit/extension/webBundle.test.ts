// The web build (dist/web/extension.js, package.json `browser`) runs in a web worker, where Node's
// modules do not exist: nothing in it may ask for one, whether by `node:` name or bare, and the only
// module it may ask the host for is `vscode`. Nor are Node's globals there (process, Buffer, global,
// __dirname, setImmediate, ...): the bundle may name none of them, neither free nor through globalThis
// or self, but for the host check `globalThis.process?.versions?.node` (hostReport.ts). TypeScript reads
// the bundle as a script of a web worker (the ES2022 and WebWorker libraries, no @types/node) and says
// which names it cannot find. scripts/test.mjs builds before the tests run.
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';
import ts from 'typescript';
import { tempDir } from '../../support/tempDir';

const BUNDLE = 'dist/web/extension.js';
const bundle = existsSync(BUNDLE) ? readFileSync(BUNDLE, 'utf8') : '';

/** Every module the bundle asks for at run time: require("x"), import("x"), and `import … from "x"` starting a line. */
function requested(code: string): string[] {
  const names = new Set<string>();
  const requests = /\brequire\(\s*["'`]([^"'`]+)["'`]\s*\)|\bimport\s*\(\s*["'`]([^"'`]+)["'`]\s*\)|^\s*import\s[^;\n]*?\bfrom\s*["']([^"']+)["']/gm;
  for (const m of code.matchAll(requests)) names.add(m[1] ?? m[2] ?? m[3]!);
  return [...names].sort();
}

/** Node's globals that a web worker lacks; a CommonJS bundle's own `module`, `exports` and `require` are checked apart. */
const NODE_GLOBALS = new Set(['process', 'Buffer', 'global', '__dirname', '__filename', 'setImmediate', 'clearImmediate', 'require', 'module', 'exports']);

/**
 * Where a script reaches past a web worker: each name it uses that neither it nor a web worker has,
 * each Node global read through globalThis, self or global (but `globalThis.process?.versions?.node`),
 * and each `require` that is not `require("vscode")`; sorted, each once.
 */
function nodeReach(file: string): string[] {
  const program = ts.createProgram([file], {
    allowJs: true, checkJs: true, noEmit: true, skipLibCheck: true, types: [],
    lib: ['lib.es2022.d.ts', 'lib.webworker.d.ts'], target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.CommonJS,
  });
  const source = program.getSourceFile(file)!;
  const found = new Set<string>();
  for (const d of program.getSemanticDiagnostics(source)) {
    const missing = /^Cannot find name '([^']+)'/.exec(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (missing) found.add(missing[1]!);
  }
  const isHostCheck = (access: ts.Node) => {
    const versions = access.parent;
    return ts.isPropertyAccessExpression(versions) && versions.name.text === 'versions' &&
      ts.isPropertyAccessExpression(versions.parent) && versions.parent.name.text === 'node';
  };
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && node.text === 'require') {
      const call = node.parent;
      const toVscode = ts.isCallExpression(call) && call.expression === node && call.arguments.length === 1 &&
        ts.isStringLiteralLike(call.arguments[0]!) && call.arguments[0].text === 'vscode';
      if (!toVscode) found.add(ts.isCallExpression(call) && call.expression === node ? `require(${call.arguments.map((a) => a.getText(source)).join(', ')})` : 'require');
    }
    const access = ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) ? node : null;
    const owner = access?.expression;
    if (access && owner && ts.isIdentifier(owner) && ['globalThis', 'self', 'global'].includes(owner.text)) {
      const key = ts.isPropertyAccessExpression(access) ? access.name : access.argumentExpression;
      const name = ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? key.text : null;
      if (name !== null && NODE_GLOBALS.has(name) && !(owner.text === 'globalThis' && name === 'process' && isHostCheck(node))) found.add(`${owner.text}.${name}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...found].sort();
}

test('the web bundle is built with its web twins: the core reaches files through vscode.workspace.fs', () => {
  assert.ok(bundle.length > 0, `${BUNDLE} is missing: run node scripts/build.mjs`);
  assert.ok(bundle.includes('the web worker extension host'), 'the host report of src/extension/hostReport.ts');
  // src/extension/web/workspaceFiles.ts in the place of src/core/files/hostFiles.ts.
  for (const call of ['.fs.readDirectory(', '.fs.readFile(', '.fs.writeFile(', '.fs.stat(']) assert.ok(bundle.includes(call), call);
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

test('the web bundle reaches no Node global and requires nothing but vscode (the host check aside)', () => {
  assert.ok(bundle.length > 0, `${BUNDLE} is missing: run node scripts/build.mjs`);
  assert.deepEqual(nodeReach(BUNDLE), []);
  // The one Node name it holds is the host check, which reads it through globalThis.
  assert.equal(bundle.match(/globalThis\.process\?\.versions\?\.node/g)?.length, 1);
});

test('the Node-global check finds what it looks for, and lets the host check and require("vscode") be', () => {
  const file = join(tempDir('cl-web-bundle-'), 'probe.js');
  writeFileSync(file, [
    'const vscode = require("vscode");',
    'const host = globalThis.process?.versions?.node;',
    'const name = "fs"; const fs = require(name);',
    'const env = process.env.HOME; const b = Buffer.from("x"); const here = __dirname;',
    'setImmediate(() => undefined); const cwd = globalThis.process.cwd(); const g = self["Buffer"];',
    'const fine = [setTimeout, TextDecoder, crypto.subtle, atob, self.postMessage, globalThis.fetch];',
    'module.exports = { vscode, host, fs, env, b, here, cwd, g, fine };',
  ].join('\n'));
  assert.deepEqual(nodeReach(file), ['Buffer', '__dirname', 'globalThis.process', 'process', 'require(name)', 'self.Buffer', 'setImmediate']);
});
