// The .vsix holds every file the extension names: package.json's entries and contributions (the
// walkthrough's pages, icons), the pictures those pages and the README show, and the files the code
// loads from the extension's folder (the summary panel's script, styles and icons, the README the
// Problems entries link to). .vscodeignore once left the walkthrough's pages out: VS Code showed the
// walkthrough empty ("Error reading markdown document ... nonexistent file"). The test packs the
// extension as `npm run package` does (vsce, no dependencies) from the build scripts/test.mjs makes.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { before, test } from 'node:test';
import { tempDir } from '../../support/tempDir';
import { zipEntryNames } from '../../support/zipEntries';

const manifest = JSON.parse(readFileSync('package.json', 'utf8'));

/** Paths in package.json's contributions: strings with a folder and an extension, no space, wildcard or scheme. */
function contributedFiles(value: unknown): string[] {
  if (typeof value === 'string') return /^[^\s*:$]+\/[^\s*:$]+\.[a-z0-9]+$/i.test(value) ? [value] : [];
  if (value && typeof value === 'object') return Object.values(value).flatMap(contributedFiles);
  return [];
}

/** Relative pictures and links of a Markdown file, as paths from the extension's folder. */
function linkedFiles(markdownPath: string): string[] {
  const text = readFileSync(markdownPath, 'utf8');
  return [...text.matchAll(/!?\[[^\]]*\]\(([^)\s#]+)[^)]*\)/g)]
    .map((m) => m[1]!)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && /\.(png|svg|gif|jpe?g)$/i.test(target))
    .map((target) => posix.normalize(posix.join(dirname(markdownPath), target)));
}

/** What the code asks of the extension's folder: `joinPath(….extensionUri, 'a', 'b')` and the summary panel's `asset('a', 'b')`. */
function loadedFiles(): string[] {
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? sources(join(dir, name)) : name.endsWith('.ts') ? [join(dir, name)] : []));
  const out: string[] = [];
  for (const file of sources('src/extension')) {
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/joinPath\(\s*[\w.]*extensionUri\s*,((?:\s*'[^']+'\s*,?)+)\)|\basset\(((?:\s*'[^']+'\s*,?)+)\)/g)) {
      out.push([...(m[1] ?? m[2]!).matchAll(/'([^']+)'/g)].map((p) => p[1]).join('/'));
    }
  }
  return [...new Set(out)].sort();
}

let packed: Set<string>;
before(() => {
  const vsix = join(tempDir('cl-vsix-'), 'calibration-lens.vsix');
  // No standard input: vsce must never stop to ask a question.
  execFileSync(process.execPath, ['node_modules/@vscode/vsce/vsce', 'package', '--no-dependencies', '--out', vsix], { stdio: ['ignore', 'ignore', 'inherit'] });
  packed = new Set(zipEntryNames(vsix).filter((n) => n.startsWith('extension/')).map((n) => n.slice('extension/'.length)));
});

/** What is not in the .vsix; a path without an extension is a folder (a webview's resource root), there when a file in it is. */
const missing = (paths: string[]) =>
  paths.map((p) => p.replace(/^\.\//, '')).filter((p) => (/\.[a-z0-9]+$/i.test(p) ? !packed.has(p) : ![...packed].some((f) => f.startsWith(`${p}/`))));

test("the entries of package.json (Node and web bundles, the icon) are in the .vsix", () => {
  assert.deepEqual(missing([manifest.main, manifest.browser, manifest.icon]), []);
});

test('the five walkthrough pages, and every file a contribution names, are in the .vsix', () => {
  const named = contributedFiles(manifest.contributes);
  assert.deepEqual(named.filter((p) => p.startsWith('media/walkthrough/')), [
    'media/walkthrough/open-run.md',
    'media/walkthrough/read-label.md',
    'media/walkthrough/open-panel.md',
    'media/walkthrough/decide-label.md',
    'media/walkthrough/debug-case.md',
  ]);
  assert.deepEqual(missing(named), []);
});

test('the pictures the walkthrough pages and the README show are in the .vsix', () => {
  const pages = contributedFiles(manifest.contributes).filter((p) => p.endsWith('.md'));
  const pictures = [...pages, 'README.md'].flatMap(linkedFiles);
  assert.ok(pictures.includes('media/screenshots/case-view.png'), `the README's pictures: ${pictures.join(', ')}`);
  assert.deepEqual(missing(pictures), []);
});

test('the files the code loads from the extension folder are in the .vsix, the README under the name vsce gives it', () => {
  const loaded = loadedFiles();
  assert.deepEqual(loaded, ['README.md', 'dist/webview', 'dist/webview/chunk.js', 'dist/webview/summary.js', 'media', 'media/summary-dark.svg', 'media/summary-light.svg', 'media/summary.css', 'readme.md']);
  // vsce stores README.md as readme.md; README.md is the name in a development copy (diagnosticCodes.ts).
  assert.ok(!packed.has('README.md'));
  assert.deepEqual(missing(loaded.filter((p) => p !== 'README.md')), []);
});
