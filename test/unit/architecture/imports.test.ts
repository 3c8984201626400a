// The shape of the import graph: no circle anywhere in the project's own code, no two feature folders
// of the editor layer leaning on each other, and inside src/core every arrow following the data from
// the file to the views. A new arrow that breaks one of these fails here, naming the files.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { importCircles, importGraph, sourceFiles } from './importGraph';

const root = fileURLToPath(new URL('../../../', import.meta.url));
// test/ (tests and their fixtures) is not scanned; generated tables are data and import nothing.
const skip = (path: string): boolean => /\.generated\.ts$/.test(path);
const files = sourceFiles(root, ['src', 'webview', 'tools', 'scripts'], skip);
const { edges, unresolved } = importGraph(root, files);

/**
 * src/core's layers, each a list of folders, in the order of the imports: a folder imports only itself
 * and the folders of the layers before it (docs/development.md, Layout, says the same in words). The
 * data runs the other way up the list: a format's files become the neutral model, which the neutral
 * layers below it classify, count and lay out, and `load/` joins them for the hosts. Every file of
 * src/core sits in one of these folders; nothing is placed file by file.
 */
const CORE_LAYERS: ReadonlyArray<{ layer: string; folders: readonly string[] }> = [
  // Bytes, lines, paths, Python/JSON values and the seeded random generator: no benchmark's meaning.
  { layer: 'file', folders: ['text', 'path', 'files', 'pyvalue', 'random'] },
  // An emission's action class from its text or value.
  { layer: 'classifier', folders: ['classify'] },
  // The neutral model every format reads its files into, and what readers hand the metrics.
  { layer: 'model', folders: ['model'] },
  // How a case's calls align with its gold calls, in any format.
  { layer: 'gold path', folders: ['goldPath'] },
  // Numbers from the model: GAR, Acc, Wilson, emit rates, comparisons, Cohen's kappa.
  { layer: 'metrics', folders: ['metrics'] },
  // The neutral model of one run file as every view reads it: its cases, rows and line index.
  { layer: 'document', folders: ['document'] },
  // One folder per benchmark format: its files read into the model, its gold and grader facts, its
  // own views. A format does not import another.
  { layer: 'formats', folders: ['bfcl', 'tau2'] },
  // The one list of the formats' adapters: what the layers below ask of a format, they ask here.
  { layer: 'format registry', folders: ['formats'] },
  // The runs under a folder, of every format.
  { layer: 'discovery', folders: ['discovery'] },
  // Checks over a run that make its numbers wrong (harness traps, known-bad items).
  { layer: 'health', folders: ['runHealth'] },
  // The annotators' decisions: the label store, the runs it names, the numbers with human labels.
  { layer: 'annotation', folders: ['annotation'] },
  // What a person reads: exported tables and documents.
  { layer: 'views', folders: ['export'] },
  // A path or a document's text to its whole model and summaries.
  { layer: 'load', folders: ['load'] },
  // Searches over a loaded model (the panel's `text:` filter reads what the models said).
  { layer: 'search', folders: ['search'] },
];

const CORE = 'src/core/';

/** The folder of src/core a file sits in (its first path segment there), or undefined at core's root. */
function folderOf(file: string): string | undefined {
  const m = /^src\/core\/([^/]+)\//.exec(file);
  return m?.[1];
}

function layerOf(file: string): number | undefined {
  const folder = folderOf(file);
  const rank = CORE_LAYERS.findIndex(({ folders }) => folder !== undefined && folders.includes(folder));
  return rank === -1 ? undefined : rank;
}

/** A file at the root of src/extension stands alone; one in a folder stands for its feature folder. */
function featureOf(file: string): string | undefined {
  const m = /^src\/extension\/([^/]+)(\/)?/.exec(file);
  return m ? (m[2] ? `${m[1]}/` : m[1]) : undefined;
}

// Arrows into generated tables are left out with the tables: they are data, not a layer's code.
const arrows = [...edges].flatMap(([from, targets]) => [...targets].filter((to) => edges.has(to)).map((to) => ({ from, to })));

test('the scan reads real files and resolves every relative import', () => {
  assert.ok(files.includes('src/extension/main.ts') && files.includes('tools/synthetic/generate.ts') && files.includes('webview/summary/main.ts'));
  assert.ok(arrows.length > 500, `only ${arrows.length} imports found`);
  assert.deepEqual(unresolved, []);
});

test('no import circle anywhere in src, webview, tools and scripts', () => {
  const circles = importCircles(edges).map((c) => c.join(' -> '));
  assert.deepEqual(circles, [], `Import circles:\n  ${circles.join('\n  ')}`);
});

test('no two feature folders of src/extension import each other', () => {
  const between = new Map<string, string>();
  for (const { from, to } of arrows) {
    const a = featureOf(from);
    const b = featureOf(to);
    if (a && b && a !== b && !between.has(`${a} ${b}`)) between.set(`${a} ${b}`, `${from} -> ${to}`);
  }
  const pairs = [...between]
    .filter(([key]) => {
      const [a, b] = key.split(' ');
      return a! < b! && between.has(`${b} ${a}`);
    })
    .map(([key, arrow]) => `${arrow} and ${between.get(key.split(' ').reverse().join(' '))}`);
  assert.deepEqual(pairs, [], `Feature folders importing each other:\n  ${pairs.join('\n  ')}`);
});

test('every file of src/core sits in a folder of a layer', () => {
  const unplaced = files.filter((f) => f.startsWith(CORE) && layerOf(f) === undefined);
  assert.deepEqual(unplaced, [], 'Move these into a folder of CORE_LAYERS (or give their folder a layer)');
});

test('inside src/core no arrow runs from a folder to a later layer, nor between two folders of one layer', () => {
  const name = (f: string) => `${folderOf(f)}/ (${CORE_LAYERS[layerOf(f)!]!.layer})`;
  const against = arrows
    .filter(({ from, to }) => from.startsWith(CORE) && to.startsWith(CORE) && folderOf(from) !== folderOf(to) && layerOf(from)! <= layerOf(to)!)
    .map(({ from, to }) => `${name(from)} -> ${name(to)}: ${from} -> ${to}`);
  assert.deepEqual(against, [], `Arrows against the layers:\n  ${against.join('\n  ')}`);
});

/** The folders of src/core that are a format's own: every other folder is neutral and imports none of them (the registry aside). */
const FORMAT_FOLDERS = ['bfcl', 'tau2'];
const REGISTRY_FOLDER = 'formats';

test("no neutral file of src/core imports a format's folder; only the registry does", () => {
  const neutral = (f: string) => f.startsWith(CORE) && !FORMAT_FOLDERS.includes(folderOf(f) ?? '') && folderOf(f) !== REGISTRY_FOLDER;
  const against = arrows.filter(({ from, to }) => neutral(from) && to.startsWith(CORE) && FORMAT_FOLDERS.includes(folderOf(to) ?? '')).map(({ from, to }) => `${from} -> ${to}`);
  assert.deepEqual(against, [], `Neutral files importing a format (ask formats/registry.ts instead):\n  ${against.join('\n  ')}`);
  // The scan does see the formats' files, and the registry importing them.
  assert.ok(arrows.some(({ from, to }) => folderOf(from) === REGISTRY_FOLDER && folderOf(to) === 'bfcl') && arrows.some(({ from, to }) => folderOf(from) === REGISTRY_FOLDER && folderOf(to) === 'tau2'));
});

test('no circle among the folders of src/core', () => {
  // The layer rule above forbids every circle; this says it folder by folder, should a layer ever hold two folders that may import each other.
  const folders = new Map<string, Set<string>>();
  for (const { from, to } of arrows) {
    const a = from.startsWith(CORE) ? folderOf(from) : undefined;
    const b = to.startsWith(CORE) ? folderOf(to) : undefined;
    if (a === undefined || b === undefined || a === b) continue;
    (folders.get(a) ?? folders.set(a, new Set()).get(a)!).add(b);
  }
  assert.ok(folders.get('load')?.has('document') && folders.get('document')?.has('model'), 'the folder graph holds the arrows load -> document -> model');
  const circles = importCircles(folders).map((c) => c.join(' -> '));
  assert.deepEqual(circles, [], `Folder circles:\n  ${circles.join('\n  ')}`);
});

test('the circle finder names a circle, and only one', () => {
  const graph = new Map([
    ['a.ts', new Set(['b.ts'])],
    ['b.ts', new Set(['c.ts', 'd.ts'])],
    ['c.ts', new Set(['a.ts'])],
    ['d.ts', new Set<string>()],
    ['e.ts', new Set(['e.ts'])],
  ]);
  assert.deepEqual(importCircles(graph), [['a.ts', 'b.ts', 'c.ts', 'a.ts'], ['e.ts', 'e.ts']]);
  graph.get('c.ts')!.delete('a.ts');
  graph.get('e.ts')!.clear();
  assert.deepEqual(importCircles(graph), []);
});
