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
 * src/core's layers in the data's direction, each importing only itself and the layers before it.
 * The model's types come before the readers that build them (types several layers share sit with
 * their lowest user), and the classifier before the model, since every Emission is labelled as it is
 * read. A path names a folder (`x/`) or a file; the longest one that matches a file gives its layer.
 */
const CORE_LAYERS: ReadonlyArray<{ layer: string; paths: readonly string[] }> = [
  // Bytes, lines and Python/JSON values, and the shape of a tau2 file: no benchmark's meaning yet; and
  // the seeded random generator every layer may draw from.
  {
    layer: 'file',
    paths: [
      'text/', 'path/', 'files/', 'format/', 'pyvalue/', 'readCancelled.ts', 'settingPath.ts', 'problem.ts', 'fileHash.ts', 'seededRandom.mjs',
      'tau2/schema.ts', 'tau2/jsonStructureScanner.ts', 'tau2/closingQuote.ts',
    ],
  },
  // An emission's action class from its text or value; tau2's message classes are the paper's detector.
  { layer: 'classifier', paths: ['classify/', 'tau2/messageClasses.ts'] },
  // The neutral model and what readers hand the metrics; tau2's simulations and their gold are its parts.
  { layer: 'model', paths: ['model.ts', 'caseFacts.ts', 'runCases.ts', 'caseSpans.ts', 'tau2/types.ts', 'tau2/taskGold.ts', 'tau2/askSubsets.ts', 'tau2/confirmWindow.ts'] },
  // Finding, reading and joining each benchmark's files into the model (BFCL's test data too).
  // The grader's decode of a step is read with the step: the run-health facts keep the calls that ran.
  {
    layer: 'reader',
    paths: [
      'bfcl/', 'tau2/', 'discovery/', 'bfcl/goldPath/testData.ts', 'bfcl/goldPath/schemas.ts', 'bfcl/goldPath/graderDecode.ts',
      'bfcl/goldPath/toolCall.ts', 'goldPath/callAlignment.ts',
    ],
  },
  // The annotators' decisions, read from their store and placed on the runs' emissions.
  { layer: 'annotation', paths: ['annotation/'] },
  // Checks over a run that make its numbers wrong (harness traps, known-bad items, versions that meet);
  // before the metrics, whose summaries carry the findings to every view.
  { layer: 'health', paths: ['runHealth/'] },
  // Numbers from the model (and the decisions): GAR, Acc, agreement, the paper's tau2 breakdown.
  { layer: 'metrics', paths: ['metrics/', 'tau2/metrics.ts', 'tau2/heuristicAgreement.ts'] },
  // What a person reads: exported tables, the case view's text, gold paths and where they diverge.
  {
    layer: 'views',
    paths: [
      'export/', 'goldPath/', 'bfcl/goldPath/', 'bfcl/caseDocument.ts', 'annotation/exportDecisions.ts', 'annotation/tau2EmissionTexts.ts',
      'tau2/caseViewDocument.ts', 'tau2/goldPath.ts', 'tau2/goldPathText.ts', 'tau2/divergence.ts',
    ],
  },
  // A path or a document's text to its whole model and summaries: may use every layer.
  { layer: 'load', paths: ['load/'] },
  // Searches over a loaded model (the panel's `text:` filter reads what the models said).
  { layer: 'search', paths: ['search/'] },
];

const CORE = 'src/core/';

function layerOf(file: string): number | undefined {
  const inCore = file.slice(CORE.length);
  let best: { rank: number; length: number } | undefined;
  CORE_LAYERS.forEach(({ paths }, rank) => {
    for (const p of paths) {
      const hit = p.endsWith('/') ? inCore.startsWith(p) : inCore === p;
      if (hit && (!best || p.length > best.length)) best = { rank, length: p.length };
    }
  });
  return best?.rank;
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

test('every file of src/core has a layer', () => {
  const unplaced = files.filter((f) => f.startsWith(CORE) && layerOf(f) === undefined);
  assert.deepEqual(unplaced, [], 'Give these a layer in CORE_LAYERS');
});

test('inside src/core no arrow runs from a layer to a later one', () => {
  const name = (f: string) => CORE_LAYERS[layerOf(f)!]!.layer;
  const against = arrows
    .filter(({ from, to }) => from.startsWith(CORE) && to.startsWith(CORE) && layerOf(from)! < layerOf(to)!)
    .map(({ from, to }) => `${from} (${name(from)}) -> ${to} (${name(to)})`);
  assert.deepEqual(against, [], `Arrows against the data's direction:\n  ${against.join('\n  ')}`);
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
