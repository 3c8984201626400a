// A test's entry bundled as scripts/build.mjs bundles the web worker host's build: the web twins in the
// place of the Node modules, the host's file access a test sets (memoryHostFiles.ts), then loaded.
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import * as esbuild from 'esbuild';
import { tempDir } from './tempDir';

/** The web twins the core reaches (scripts/build.mjs), and the host's file access a test sets. */
const TWINS: Record<string, string> = {
  'src/core/files/hostFiles.ts': 'test/support/memoryHostFiles.ts',
  'src/core/annotation/labelRunAccess.ts': 'src/extension/web/labelRunAccess.ts',
};

/** `entry` (a path from the repository's root) bundled with the web twins, and its exports. */
export async function webBundle<T>(entry: string, prefix: string): Promise<T> {
  const byPath = new Map(Object.entries(TWINS).map(([node, twin]) => [resolve(node), resolve(twin)]));
  const out = join(tempDir(prefix), 'bundle.cjs');
  await esbuild.build({
    entryPoints: [entry], bundle: true, outfile: out, platform: 'node', format: 'cjs', target: 'node20', logLevel: 'silent',
    // node_modules is a link in a worktree: its packages are read where the link is.
    preserveSymlinks: true,
    plugins: [{
      name: 'web-twins',
      setup: (build) => build.onResolve({ filter: /^\./ }, (args) => {
        const twin = byPath.get(resolve(args.resolveDir, `${args.path}.ts`));
        return twin ? { path: twin } : undefined;
      }),
    }],
  });
  return createRequire(import.meta.url)(out) as T;
}
