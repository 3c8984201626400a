// The web twins that tsc holds to their Node modules' shapes (webTwinShapes.ts) are the ones
// scripts/build.mjs puts in the web bundle: a twin added to the build without its check fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TWINS } from './webTwinShapes';

test('every web twin of the build is type-checked against the Node module it replaces', () => {
  const build = readFileSync('scripts/build.mjs', 'utf8');
  const inBuild = Object.fromEntries([...build.matchAll(/'(src\/[^']+\.ts)': '(src\/extension\/web\/[^']+\.ts)'/g)].map((m) => [m[1], m[2]]));
  assert.equal(Object.keys(inBuild).length, 11);
  assert.deepEqual(TWINS, inBuild);
});
