// What a V8 heap snapshot (a .heapsnapshot of `npm run bench:editor -- --heap-snapshot`, or one saved
// from DevTools) holds: its nodes' own sizes summed by kind and constructor, the largest, and the
// largest strings with their first characters, which is where a file's text held twice shows.
//   node scripts/bench/heapSummary.mjs FILE [--top N]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '20' } } });
if (positionals.length !== 1) {
  console.error('Usage: node scripts/bench/heapSummary.mjs FILE [--top N]');
  process.exit(2);
}
const top = Number(values.top);
const { snapshot: { meta }, nodes, strings } = JSON.parse(readFileSync(positionals[0], 'utf8'));
const fields = meta.node_fields;
const width = fields.length;
const [TYPE, NAME, SIZE] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f));
const types = meta.node_types[TYPE];
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const byKind = new Map();
const largest = [];
let total = 0;
for (let i = 0; i < nodes.length; i += width) {
  const type = types[nodes[i + TYPE]];
  const size = nodes[i + SIZE];
  total += size;
  const name = type === 'object' || type === 'native' || type === 'closure' ? `${type} ${strings[nodes[i + NAME]]}` : type;
  const kind = byKind.get(name) ?? { count: 0, size: 0 };
  kind.count++;
  kind.size += size;
  byKind.set(name, kind);
  if (size >= 256 * 1024) largest.push({ type, size, name: strings[nodes[i + NAME]] });
}
console.log(`${positionals[0]}: ${nodes.length / width} nodes, ${mb(total)} of own sizes.\n`);
console.log('| kind (constructor) | nodes | own size |\n|---|---:|---:|');
for (const [name, kind] of [...byKind].sort((a, b) => b[1].size - a[1].size).slice(0, top)) {
  console.log(`| ${name.slice(0, 80).replaceAll('|', '\\|')} | ${kind.count} | ${mb(kind.size)} |`);
}
console.log(`\nNodes of 256 KB or more (${largest.length}), largest first:\n`);
for (const node of largest.sort((a, b) => b.size - a.size).slice(0, top)) {
  console.log(`  ${mb(node.size).padStart(9)}  ${node.type}  ${JSON.stringify(node.name.slice(0, 100))}`);
}
