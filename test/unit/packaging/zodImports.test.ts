// zod is imported as a namespace (`import * as z from 'zod'`) or by name, never as its `z` or default export: esbuild
// keeps only the parts of a namespace import that the code names, but the `z` export is a whole namespace
// object, which brings every part of zod into the bundle, its 60-odd locales among them (the extension's
// bundle: 961 KB minified with them, 607 KB without; docs/performance.md, session 12).
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith('.ts') ? [path] : [];
  });
}

test('no source file imports zod\'s `z` or default export (its types may be)', () => {
  const whole = /^import\s+(?!type\b)(\w+|\{[^}]*\bz\b[^}]*\})\s+from\s+'zod(\/[^']*)?';/m;
  const offenders = ['src', 'webview'].flatMap(tsFiles).filter((f) => whole.test(readFileSync(f, 'utf8')));
  assert.deepEqual(offenders, []);
});
