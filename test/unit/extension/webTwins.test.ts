// The web twins that tsc holds to their Node modules' shapes (webTwinShapes.ts, read here from its
// imports) are the ones scripts/build.mjs puts in the web bundle: a twin added to the build without its
// check fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

test('every web twin of the build is type-checked against the Node module it replaces', () => {
  const build = readFileSync('scripts/build.mjs', 'utf8');
  const inBuild = Object.fromEntries([...build.matchAll(/'(src\/[^']+\.ts)': '(src\/(?:extension|env)\/web\/[^']+\.ts)'/g)].map((m) => [m[1], m[2]]));
  const shapes = readFileSync('test/unit/extension/webTwinShapes.ts', 'utf8');
  const imported = (side: string) => new Map([...shapes.matchAll(new RegExp(`import type \\* as ${side}(\\d+) from '\\.\\./\\.\\./\\.\\./([^']+)';`, 'g'))].map((m) => [m[1], `${m[2]}.ts`]));
  const node = imported('Node');
  const web = imported('Web');
  const checked = Object.fromEntries([...node].map(([i, path]) => [path, web.get(i)]));
  assert.equal(Object.keys(inBuild).length, 5);
  assert.deepEqual(checked, inBuild);
  assert.equal((shapes.match(/Twin<typeof Node\d+, typeof Web\d+>/g) ?? []).length, node.size);
});
