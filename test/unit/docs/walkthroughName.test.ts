// The README names the walkthrough as VS Code lists it (Welcome: Open Walkthrough…), its title in
// package.json: a reader looking for "Get started with Calibration Lens" found nothing by that name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

test("the README calls the walkthrough by package.json's title", () => {
  const walkthroughs = JSON.parse(readFileSync('package.json', 'utf8')).contributes.walkthroughs as { title: string }[];
  assert.deepEqual(walkthroughs.map((w) => w.title), ['Calibration Lens: first steps']);
  const named = [...readFileSync('README.md', 'utf8').matchAll(/walkthrough \*([^*]+)\*/g)].map((m) => m[1]);
  assert.deepEqual(named, ['Calibration Lens: first steps']);
});
