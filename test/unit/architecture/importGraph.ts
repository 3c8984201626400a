// The project's own import graph, read from the source text: which file imports which, relative
// imports only (packages and node: built-ins are not ours). TypeScript's own pre-processor finds the
// imports, so `import type`, `export ... from` and dynamic `import()` all count, and comments do not.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const codeFile = /\.(ts|tsx|mts|mjs|js)$/;
const extensions = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts'];

export interface ImportGraph {
  /** Every scanned file, as a path from the root with `/` separators, to the files it imports. */
  edges: Map<string, Set<string>>;
  /** Relative imports that name no file: the scan would otherwise miss an arrow without saying so. */
  unresolved: string[];
}

/** Files under `dirs` (paths from `root`), skipping what `skip` matches and declaration files. */
export function sourceFiles(root: string, dirs: string[], skip: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(join(root, dir)).sort()) {
      const path = dir ? `${dir}/${name}` : name;
      if (skip(path) || name === 'node_modules') continue;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (codeFile.test(name) && !/\.d\.m?ts$/.test(name)) out.push(path);
    }
  };
  for (const dir of dirs) if (existsSync(join(root, dir))) walk(dir);
  return out;
}

function resolveImport(root: string, from: string, spec: string): string | undefined {
  const base = resolve(root, dirname(from), spec);
  const candidates = [base, ...extensions.map((e) => base + e)];
  // Bundler resolution lets `./x.js` name `./x.ts`.
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'));
  const hit = candidates.find((c) => existsSync(c) && statSync(c).isFile());
  return hit === undefined ? undefined : relative(root, hit).split(sep).join('/');
}

export function importGraph(root: string, files: string[]): ImportGraph {
  const edges = new Map<string, Set<string>>();
  const unresolved: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(root, file), 'utf8');
    const targets = new Set<string>();
    for (const { fileName: spec } of ts.preProcessFile(text, true, true).importedFiles) {
      if (!spec.startsWith('.')) continue;
      const target = resolveImport(root, file, spec);
      if (target === undefined) unresolved.push(`${file} imports '${spec}'`);
      else if (codeFile.test(target)) targets.add(target);
    }
    edges.set(file, targets);
  }
  return { edges, unresolved };
}

/** Every import circle, each as the files around it with the first repeated at the end. */
export function importCircles(edges: Map<string, Set<string>>): string[][] {
  // Tarjan's strongly connected components; each component with more than one file (or a file
  // importing itself) holds at least one circle, and one is printed per component.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string): void => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) === order.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || edges.get(v)?.has(v)) components.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!order.has(v)) visit(v);
  return components.map((c) => shortestCircle(edges, c[0]!, new Set(c))).sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The shortest way from `start` back to itself inside one component (breadth first). */
function shortestCircle(edges: Map<string, Set<string>>, start: string, inside: Set<string>): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of [...(edges.get(v) ?? [])].sort()) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}
