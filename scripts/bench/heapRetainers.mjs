// Who holds what in a V8 heap snapshot: each object's retained size (what would go if it went: its
// dominator subtree, weak references left out, as DevTools computes it), the largest of them with the
// path from the roots that holds each, and the largest strings with theirs. Where heapSummary.mjs says
// what kinds of objects fill a heap, this says which of them keep the rest alive.
// --under ID: instead, what the object of that snapshot id (the @number DevTools shows) holds, its
// largest dominated objects, each with its path from it.
//   node scripts/bench/heapRetainers.mjs FILE [--top N] [--min MB] [--under ID]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '30' }, min: { type: 'string', default: '1' }, under: { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('Usage: node scripts/bench/heapRetainers.mjs FILE [--top N] [--min MB] [--under ID]');
  process.exit(2);
}
const top = Number(values.top);
const minBytes = Number(values.min) * 1024 * 1024;
const { snapshot: { meta, node_count: count }, nodes, edges, strings } = JSON.parse(readFileSync(positionals[0], 'utf8'));
const nodeWidth = meta.node_fields.length;
const edgeWidth = meta.edge_fields.length;
const [TYPE, NAME, ID, SIZE, EDGES] = ['type', 'name', 'id', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f));
const [E_TYPE, E_NAME, E_TO] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
const nodeTypes = meta.node_types[TYPE];
const edgeTypes = meta.edge_types[E_TYPE];
const WEAK = edgeTypes.indexOf('weak');
const SHORTCUT = edgeTypes.indexOf('shortcut');
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

// Each node's first edge, and the edges that retain (weak ones and the synthetic shortcuts do not).
const firstEdge = new Uint32Array(count + 1);
for (let n = 0, e = 0; n < count; n++) {
  firstEdge[n] = e;
  e += nodes[n * nodeWidth + EDGES] * edgeWidth;
  firstEdge[n + 1] = e;
}
const retains = (e) => edges[e + E_TYPE] !== WEAK && edges[e + E_TYPE] !== SHORTCUT;
const target = (e) => edges[e + E_TO] / nodeWidth;

// Depth-first postorder from the root (node 0), iteratively; then the predecessors of each node.
const post = new Int32Array(count).fill(-1);
const order = new Uint32Array(count);
let reached = 0;
{
  const stack = new Uint32Array(count);
  const cursor = new Uint32Array(count);
  const seen = new Uint8Array(count);
  let top = 0;
  stack[0] = 0;
  seen[0] = 1;
  cursor[0] = firstEdge[0];
  while (top >= 0) {
    const n = stack[top];
    if (cursor[n] < firstEdge[n + 1]) {
      const e = cursor[n];
      cursor[n] += edgeWidth;
      if (!retains(e)) continue;
      const t = target(e);
      if (seen[t]) continue;
      seen[t] = 1;
      cursor[t] = firstEdge[t];
      stack[++top] = t;
    } else {
      post[n] = reached;
      order[reached++] = n;
      top--;
    }
  }
}
const predStart = new Uint32Array(count + 1);
for (let n = 0; n < count; n++) {
  if (post[n] < 0) continue;
  for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeWidth) if (retains(e) && post[target(e)] >= 0) predStart[target(e) + 1]++;
}
for (let n = 0; n < count; n++) predStart[n + 1] += predStart[n];
const preds = new Uint32Array(predStart[count]);
{
  const fill = predStart.slice(0, count);
  for (let n = 0; n < count; n++) {
    if (post[n] < 0) continue;
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeWidth) if (retains(e) && post[target(e)] >= 0) preds[fill[target(e)]++] = n;
  }
}

// Dominators (Cooper, Harvey, Kennedy: "A Simple, Fast Dominance Algorithm"), on postorder numbers.
const idom = new Int32Array(reached).fill(-1);
const rootPost = post[0];
idom[rootPost] = rootPost;
for (let changed = true; changed;) {
  changed = false;
  for (let i = reached - 1; i >= 0; i--) {
    if (i === rootPost) continue;
    const n = order[i];
    let dom = -1;
    for (let p = predStart[n]; p < predStart[n + 1]; p++) {
      let other = post[preds[p]];
      if (idom[other] < 0) continue;
      if (dom < 0) {
        dom = other;
        continue;
      }
      let a = dom;
      while (a !== other) {
        while (a < other) a = idom[a];
        while (other < a) other = idom[other];
      }
      dom = a;
    }
    if (dom >= 0 && idom[i] !== dom) {
      idom[i] = dom;
      changed = true;
    }
  }
}
// Retained sizes: each node's own size added to its dominator's, children (lower postorder) first.
const retained = new Float64Array(reached);
for (let i = 0; i < reached; i++) retained[i] += nodes[order[i] * nodeWidth + SIZE];
for (let i = 0; i < reached; i++) if (i !== rootPost) retained[idom[i]] += retained[i];

// Paths through retaining edges from `from`, breadth first (the shortest): each node's parent and edge.
function pathsFrom(from) {
  const parentEdge = new Int32Array(count).fill(-1);
  const parent = new Int32Array(count).fill(-1);
  const queue = new Uint32Array(count);
  let head = 0;
  let tail = 0;
  queue[tail++] = from;
  parent[from] = from;
  while (head < tail) {
    const n = queue[head++];
    for (let e = firstEdge[n]; e < firstEdge[n + 1]; e += edgeWidth) {
      const t = target(e);
      if (!retains(e) || parent[t] >= 0) continue;
      parent[t] = n;
      parentEdge[t] = e;
      queue[tail++] = t;
    }
  }
  return (n) => {
    const steps = [];
    for (let at = n; at !== from && parent[at] >= 0 && steps.length < 14; at = parent[at]) steps.push(`${edgeName(parentEdge[at])} ${nameOf(at)}`);
    return steps.reverse().map((s) => `      ${s}`).join('\n');
  };
}
const nameOf = (n) => {
  const type = nodeTypes[nodes[n * nodeWidth + TYPE]];
  const name = strings[nodes[n * nodeWidth + NAME]];
  const shown = type === 'string' || type === 'concatenated string' || type === 'sliced string' ? `${type} ${JSON.stringify(name.slice(0, 40))}` : `${type} ${name.slice(0, 60)}`;
  return `${shown} @${nodes[n * nodeWidth + ID]}`;
};
const edgeName = (e) => {
  const type = edgeTypes[edges[e + E_TYPE]];
  return type === 'element' || type === 'hidden' ? `[${edges[e + E_NAME]}]` : `.${strings[edges[e + E_NAME]]}`;
};

// From the root, or from the object --under names: the objects it holds (dominates) of at least --min
// (not the roots' synthetic nodes), largest first, each with its shortest path from it.
let from = 0;
if (values.under !== undefined) {
  from = -1;
  for (let n = 0; n < count; n++) if (nodes[n * nodeWidth + ID] === Number(values.under)) from = n;
  if (from < 0 || post[from] < 0) {
    console.error(`No object @${values.under} is reachable in ${positionals[0]}.`);
    process.exit(1);
  }
}
const inside = new Uint8Array(reached);
for (let i = reached - 1; i >= 0; i--) inside[i] = i === post[from] || (i !== rootPost && inside[idom[i]]) ? 1 : 0;
const pathTo = pathsFrom(from);
console.log(`${positionals[0]}: ${count} nodes, ${mb(retained[rootPost])} reachable${from ? `; ${nameOf(from)} retains ${mb(retained[post[from]])}` : ''}.\n`);
const big = [];
for (let i = 0; i < reached; i++) {
  const n = order[i];
  if (inside[i] && n !== from && retained[i] >= minBytes && nodeTypes[nodes[n * nodeWidth + TYPE]] !== 'synthetic') big.push(i);
}
big.sort((a, b) => retained[b] - retained[a]);
console.log(`Objects retaining ${values.min} MB or more (${big.length}), largest first, with the shortest path that holds each:\n`);
for (const i of big.slice(0, top)) {
  const n = order[i];
  console.log(`  ${mb(retained[i]).padStart(9)} retained, ${mb(nodes[n * nodeWidth + SIZE]).padStart(8)} own: ${nameOf(n)}\n${pathTo(n)}`);
}
