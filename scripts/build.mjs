// Bundles the three programs: the extension (vscode external), the command-line tool, the webview.
import * as esbuild from 'esbuild';

const production = process.argv.includes('--production');
const watch = process.argv.includes('--watch');

const common = {
  bundle: true,
  sourcemap: !production,
  minify: production,
  logLevel: 'warning',
};

const builds = [
  {
    ...common,
    entryPoints: ['src/extension/main.ts'],
    outfile: 'dist/extension.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    external: ['vscode'],
  },
  // The command line as ES modules split into chunks: each command loads only the code it runs
  // (start-up is most of a small run's time). dist/cli.js is the stable entry that loads them.
  {
    ...common,
    entryPoints: { main: 'src/cli/main.ts' },
    outdir: 'dist/cli',
    outExtension: { '.js': '.mjs' },
    chunkNames: '[name]-[hash]',
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
  },
  {
    ...common,
    entryPoints: ['webview/summary/main.ts'],
    outfile: 'dist/webview/summary.js',
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  },
];

const { existsSync: existing, rmSync } = await import('node:fs');
// A production build starts from an empty dist/, so no stale bundle or source map gets packaged.
if (production) rmSync('dist', { recursive: true, force: true });
// Chunk names carry a hash: old ones (and the former single-file bundle's map) would pile up.
rmSync('dist/cli', { recursive: true, force: true });
rmSync('dist/cli.js.map', { force: true });
const active = builds.filter((b) => Object.values(b.entryPoints).every((e) => existing(e)));
if (watch) {
  for (const b of active) await (await esbuild.context(b)).watch();
} else {
  await Promise.all(active.map((b) => esbuild.build(b)));
  const { chmodSync, writeFileSync } = await import('node:fs');
  if (existing('dist/cli/main.mjs')) {
    writeFileSync('dist/cli.js', "#!/usr/bin/env node\n// The command line: see src/cli/main.ts.\nimport('./cli/main.mjs');\n");
    chmodSync('dist/cli.js', 0o755);
  }
}
