// Bundles the programs: the extension (vscode external) for the Node host and for the web worker host,
// the command-line tool, the webview.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import * as esbuild from 'esbuild';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

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
    plugins: [oneVscodeNamespace()],
  },
  // The web worker host's extension (VS Code for the Web): no Node module. The core's file access
  // (core/files/hostFiles.ts) becomes the web one (src/env/web/hostFiles.ts: vscode.workspace.fs), and
  // each module that still reaches local disk or the OS through Node is replaced by its web twin;
  // Node's `path` by its POSIX half (a Uri's path is POSIX), and the readers' Buffer by `buffer`.
  {
    ...common,
    entryPoints: ['src/extension/main.ts'],
    outfile: 'dist/web/extension.js',
    platform: 'browser',
    format: 'cjs',
    target: 'es2022',
    external: ['vscode'],
    inject: ['src/extension/web/bufferGlobal.ts', 'src/extension/web/processCwd.ts'],
    define: { 'process.cwd': 'webProcessCwd' },
    plugins: [oneVscodeNamespace(), webTwins({
      'src/core/files/hostFiles.ts': 'src/env/web/hostFiles.ts',
      'src/extension/runDocuments.ts': 'src/extension/web/runDocuments.ts',
      // The settings' files, Uris.
      'src/extension/settingPaths.ts': 'src/extension/web/settingPaths.ts',
      'src/extension/hostUris.ts': 'src/extension/web/hostUris.ts',
      // Annotation: where the runs of the label stores are found.
      'src/core/annotation/labelRunAccess.ts': 'src/extension/web/labelRunAccess.ts',
    })],
  },
  // The command line, minified (start-up is most of a small run's time): the command (dist/cli.js),
  // which loads the code of `gar` on BFCL runs (dist/cli-main.js, from start.ts) with V8's code cache, which loads
  // every other command (src/cli/commands.ts) the same way, only when asked for.
  {
    ...common,
    minify: true,
    entryPoints: ['src/cli/bin.ts'],
    outfile: 'dist/cli.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    ...common,
    minify: true,
    entryPoints: ['src/cli/start.ts'],
    outfile: 'dist/cli-main.js',
    define: { CALIBRATION_LENS_VERSION: JSON.stringify(version) },
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // require(), not import(): Node would first scan the whole second bundle for its exports.
    supported: { 'dynamic-import': false },
    // `./commands` becomes the second bundle, `./plotCommand` the third, each loaded with V8's code
    // cache (src/cli/codeCache.ts).
    plugins: [{
      name: 'commands-bundle',
      setup: (build) => {
        const bundles = { './commands': 'cli-commands.js', './plotCommand': 'cli-plot.js' };
        build.onResolve({ filter: /^\.\/(commands|plotCommand)$/ }, (args) => ({ path: bundles[args.path], namespace: 'commands-bundle' }));
        build.onLoad({ filter: /.*/, namespace: 'commands-bundle' }, (args) => ({
          contents: `module.exports = require('./codeCache').requireBundle(${JSON.stringify(args.path)});`,
          resolveDir: 'src/cli',
          loader: 'js',
        }));
      },
    }],
  },
  // The reading worker `gar` starts on a run big enough to read on two threads (src/cli/parallelReads.ts).
  {
    ...common,
    minify: true,
    entryPoints: ['src/cli/readWorker.ts'],
    outfile: 'dist/cli-reader.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  },
  {
    ...common,
    minify: true,
    entryPoints: ['src/cli/commands.ts'],
    outfile: 'dist/cli-commands.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  },
  // `plot`: the chart (Plot, d3), linkedom and resvg's WebAssembly build; its .wasm and fonts are
  // copied beside it (copyPlotAssets).
  {
    ...common,
    minify: true,
    entryPoints: ['src/cli/plotCommand.ts'],
    outfile: 'dist/cli-plot.js',
    platform: 'node',
    format: 'cjs',
    target: 'node20',
  },
  // The summary webview: dist/webview/summary.js, and the Profile tab's chart (Observable Plot, half
  // the code) split into a file of its own that the page imports when the tab is first drawn. What the
  // two share is dist/webview/chunk.js, by a fixed name: the page names it beside the bundle, so that
  // both are fetched at once (SUMMARY_CHUNK, checked after the build).
  {
    ...common,
    entryPoints: [{ in: 'webview/summary/main.ts', out: 'summary' }],
    outdir: 'dist/webview',
    splitting: true,
    chunkNames: '[name]',
    metafile: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
  },
];

/**
 * One copy of the \`vscode\` API's namespace for the whole extension bundle: esbuild gives each module
 * that imports the (external, CommonJS) \`vscode\` module a namespace object of its own, a getter for
 * every name of the API copied onto it as the bundle loads (84 modules: 0.1 s of a cold activation in the
 * profiles, docs/performance.md session 10); through this one module, the copy is made once.
 */
function oneVscodeNamespace() {
  return {
    name: 'one-vscode-namespace',
    setup: (build) => {
      build.onResolve({ filter: /^vscode$/ }, (args) => (args.namespace === 'vscode-api' ? { path: 'vscode', external: true } : { path: 'vscode', namespace: 'vscode-api' }));
      build.onLoad({ filter: /.*/, namespace: 'vscode-api' }, () => ({ contents: "export * from 'vscode';", loader: 'js' }));
    },
  };
}

/**
 * Puts a web twin in the place of a Node module, for every import of it (both export the same names),
 * path-browserify (POSIX) in the place of Node's `path`, and src/env/web/nodeBuffer.ts in that of
 * Node's `buffer` (the BFCL readers' UTF-8 check).
 */
function webTwins(twins) {
  const byPath = new Map(Object.entries(twins).map(([node, web]) => [resolve(node), resolve(web)]));
  const posixPath = createRequire(import.meta.url).resolve('path-browserify');
  return {
    name: 'web-twins',
    setup: (build) => {
      build.onResolve({ filter: /^(node:)?path$/ }, () => ({ path: posixPath }));
      build.onResolve({ filter: /^node:buffer$/ }, () => ({ path: resolve('src/env/web/nodeBuffer.ts') }));
      build.onResolve({ filter: /^\./ }, (args) => {
        const twin = byPath.get(resolve(args.resolveDir, `${args.path}.ts`));
        return twin ? { path: twin } : undefined;
      });
    },
  };
}

/**
 * The summary page fetches its bundle and the one chunk it imports side by side (src/extension/summary/html.ts
 * names dist/webview/chunk.js): a bundle that imports anything else would wait for it a round trip later.
 */
function summaryImportsChecked(metafile) {
  if (!metafile) return;
  const imports = metafile.outputs['dist/webview/summary.js']?.imports.filter((i) => i.kind === 'import-statement').map((i) => i.path) ?? [];
  if (imports.join() !== 'dist/webview/chunk.js') {
    throw new Error(`dist/webview/summary.js imports ${imports.join(', ') || 'no chunk'}, where its page preloads dist/webview/chunk.js alone: name what it imports in src/extension/summary/html.ts.`);
  }
}

/** resvg's .wasm and the font of `plot`'s PNGs, beside dist/cli-plot.js (src/cli/plotPng.ts names them). */
function copyPlotAssets() {
  const require = createRequire(import.meta.url);
  const assets = {
    'resvg.wasm': '@resvg/resvg-wasm/index_bg.wasm',
    'fonts/IBMPlexSans-Regular.ttf': '@expo-google-fonts/ibm-plex-sans/400Regular/IBMPlexSans_400Regular.ttf',
    'fonts/IBMPlexSans-Bold.ttf': '@expo-google-fonts/ibm-plex-sans/700Bold/IBMPlexSans_700Bold.ttf',
  };
  mkdirSync('dist/fonts', { recursive: true });
  for (const [to, from] of Object.entries(assets)) copyFileSync(require.resolve(from), `dist/${to}`);
}

const { existsSync: existing, rmSync, mkdirSync, copyFileSync } = await import('node:fs');
// A production build starts from an empty dist/, so no stale bundle or source map gets packaged.
if (production) rmSync('dist', { recursive: true, force: true });
// The command line was once split into ES module chunks under dist/cli/: they would only take space.
rmSync('dist/cli', { recursive: true, force: true });
// Code caches of the bundles being replaced (src/cli/codeCache.ts makes new ones on first use).
if (existing('dist')) for (const f of (await import('node:fs')).readdirSync('dist')) if (f.endsWith('.v8cache')) rmSync(`dist/${f}`);
// The webview's chunks are named by their hash: the old ones go.
rmSync('dist/webview', { recursive: true, force: true });
const active = builds.filter((b) => existing(b.entryPoints[0].in ?? b.entryPoints[0]));
if (watch) {
  for (const b of active) await (await esbuild.context(b)).watch();
} else {
  const results = await Promise.all(active.map((b) => esbuild.build(b)));
  summaryImportsChecked(results.find((r) => r.metafile)?.metafile);
  const { chmodSync } = await import('node:fs');
  if (existing('dist/cli.js')) chmodSync('dist/cli.js', 0o755);
  copyPlotAssets();
}
