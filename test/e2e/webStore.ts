// What the web build wrote for a label store (src/core/annotation/appendThrough.ts): nothing in the store
// file itself, one file per window in `<store>.d/` named by author and window, each holding whole
// lines, and the decisions every reader takes from them all (readStore.ts, as the command line reads).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nodeStoreFiles } from '../../src/core/annotation/appendDecision';
import type { LabelDecision } from '../../src/core/annotation/decisionSchema';
import { readStore } from '../../src/core/annotation/readStore';

export interface WebStoreWrites {
  /** The windows' files, by name, with their text. */
  windows: Array<{ path: string; text: string }>;
  /** Every decision, as readers merge them. */
  decisions: LabelDecision[];
}

/** Every decision of a store as readers merge them (the store and its windows' files), whichever host wrote them; none when there is no store. */
export async function storedDecisions(store: string): Promise<Array<Record<string, unknown>>> {
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(read.warnings, []);
  return read.decisions.map((d) => d.decision);
}

export async function webStoreWrites(store: string, author: string): Promise<WebStoreWrites> {
  assert.equal(existsSync(store), false, `the web build wrote ${store} itself`);
  const folder = `${store}.d`;
  const names = readdirSync(folder).sort();
  for (const name of names) assert.match(name, new RegExp(`^${author}-\\d{8}T\\d{6}Z-[0-9a-f]{16}\\.jsonl$`));
  const read = await readStore(store, nodeStoreFiles);
  assert.deepEqual(read.warnings, []);
  return {
    windows: names.map((name) => ({ path: join(folder, name), text: readFileSync(join(folder, name), 'utf8') })),
    decisions: read.decisions.map((d) => d.decision),
  };
}
