// What package.json contributes, as each host shows it: the Node build (`main`) and the web build
// (`browser`, VS Code for the Web) bundle the same entry, src/extension/main.ts, so every command, view,
// menu item and key is there in both, and none is hidden by the host (the context key
// calibrationLens.host only says which one it is: src/extension/hostReport.ts).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));
const contributes = manifest.contributes;

test('the web entry beside the Node one, the bundle packaged, virtual workspaces supported', () => {
  assert.equal(manifest.main, './dist/extension.js');
  assert.equal(manifest.browser, './dist/web/extension.js');
  assert.match(readFileSync('.vscodeignore', 'utf8'), /^!dist\/web\/extension\.js$/m);
  assert.equal(manifest.capabilities.virtualWorkspaces, true);
});

test('both builds bundle the one entry', () => {
  const build = readFileSync('scripts/build.mjs', 'utf8');
  const entries = [...build.matchAll(/entryPoints: \['(src\/extension\/[^']+)'\],\s+outfile: '([^']+)'/g)].map((m) => `${m[2]} <- ${m[1]}`);
  assert.deepEqual(entries, ['dist/extension.js <- src/extension/main.ts', 'dist/web/extension.js <- src/extension/main.ts']);
});

test('no command, view, menu item or key is hidden by the host', () => {
  const when = [
    ...Object.values(contributes.views).flat(),
    ...Object.values(contributes.menus).flat(),
    ...contributes.keybindings,
  ].map((e) => (e as { when?: string }).when ?? '');
  assert.deepEqual(when.filter((w) => w.includes('calibrationLens.host')), []);
});

test('every command in the palette is registered by the entry both builds share', () => {
  const main = readFileSync('src/extension/main.ts', 'utf8');
  for (const register of ['registerSummaryPanel', 'registerAnnotation', 'registerCaseTree', 'registerCaseViewCommands', 'registerGoToCase', 'registerViolationNavigation', 'registerDivergenceNavigation', 'registerToggleLabels', 'registerHostReport']) {
    assert.match(main, new RegExp(`\\b${register}\\(`), register);
  }
});
