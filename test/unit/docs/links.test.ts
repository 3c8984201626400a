// Every relative link of the README, the changelog, docs/ and sample/README.md resolves in a fresh
// clone: the file exists inside the repository (never ../shared, which a clone lacks), and a `#anchor`
// names a heading of the target as GitHub slugs it. The Problems entries' codes link to README
// anchors too: each code the extension reports has its heading under Diagnostics.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { githubSlug, isRelative, readMarkdown } from '../../support/markdownDoc';

const root = resolve(__dirname, '..', '..', '..');
const documents = ['README.md', 'CHANGELOG.md', join('sample', 'README.md'), ...readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => join('docs', f))];

describe('the documentation links', () => {
  it('slugs headings as GitHub does', () => {
    assert.equal(githubSlug('One case, turn by turn: calibration-lens case'), 'one-case-turn-by-turn-calibration-lens-case');
    assert.equal(githubSlug('tau2-bench runs: gar and confirm'), 'tau2-bench-runs-gar-and-confirm');
    assert.equal(githubSlug('Human decisions: label, labels, agreement'), 'human-decisions-label-labels-agreement');
  });

  for (const document of documents) {
    it(`${document}: every relative link and image resolves inside the repository`, () => {
      const doc = readMarkdown(join(root, document));
      const broken: string[] = [];
      for (const target of [...doc.links, ...doc.images].filter(isRelative)) {
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const file = path === '' ? join(root, document) : resolve(root, dirname(document), decodeURIComponent(path));
        if (relative(root, file).startsWith('..')) broken.push(`${target}: outside the repository (a fresh clone lacks it)`);
        else if (!existsSync(file)) broken.push(`${target}: no such file`);
        else if (anchor !== undefined && file.endsWith('.md') && !readMarkdown(file).anchors.has(anchor)) broken.push(`${target}: no heading with that anchor`);
      }
      assert.deepEqual(broken, []);
    });
  }

  it('keeps the README to what a new user reads: at most 250 lines', () => {
    const lines = readFileSync(join(root, 'README.md'), 'utf8').split('\n').length - 1;
    assert.ok(lines <= 250, `README.md has ${lines} lines; move details to docs/`);
  });

  it('has a README heading under Diagnostics for every code a Problems entry links to', () => {
    // The codes are read from the sources (they import vscode, which unit tests cannot load).
    const sources = ['src/extension/diagnostics/diagnosticCodes.ts', 'src/extension/goldPath/divergenceDiagnostics.ts'].map((f) => readFileSync(join(root, f), 'utf8'));
    const codes = [
      ...[...sources[0]!.matchAll(/^\s+\w+: '([a-z-]+)',$/gm)].map((m) => m[1]!),
      ...[...sources[1]!.matchAll(/GOLD_DIVERGENCE_CODE = '([a-z-]+)'/g)].map((m) => m[1]!),
    ];
    assert.equal(codes.length, 13);
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const diagnostics = readme.slice(readme.indexOf('\n## Diagnostics\n'));
    assert.deepEqual(codes.filter((code) => !diagnostics.includes(`\n### ${code}\n`)), []);
  });
});
