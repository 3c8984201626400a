// The review queue, and how it is kept across a window reload: which queue, its items as they were
// when it started, which of them are still to do, where the annotator is, and whether they were
// annotating. Read back at activation, the case view VS Code restores shows its position at once and the
// next key goes on from there, before the Review view has read the runs again. The items are kept as
// their keys (file, case, place), which is all the loop needs to open them, written once when the queue
// starts; the place on every move. VS Code sends an extension's whole memento (every key of it) to the
// window on each update, so the items go to the global state (under this workspace's key) and the
// workspace state, written on every key, holds only the place: with the items beside it, a key on a
// 200-case category sent them again (9,000 items, about a megabyte), serialized, compressed and taken
// in by the window each time (docs/performance.md, session 11). No vscode import: pinned by unit tests.
import * as z from 'zod';
import type { QueueKind } from '../../core/annotation/queuePosition';
import { targetKey, type ReviewTarget } from './nextTarget';

/** Where builds before session 11 kept the items: in the workspace state (moved out when found). */
export const SAVED_ITEMS_KEY = 'calibrationLens.reviewQueue.items';
export const SAVED_PLACE_KEY = 'calibrationLens.reviewQueue.place';

/** The global state's key of the items of this workspace's queue (`workspace`: its file or folders). */
export function savedItemsKey(workspace: string): string {
  return `${SAVED_ITEMS_KEY}@${workspace}`;
}

/**
 * How many workspaces' queues the global state keeps. Every window's extension host holds the whole
 * global state, and a queue left running in a workspace never opened again would stay there for good
 * (up to about a megabyte each): the queues started longest ago go first.
 */
export const KEPT_QUEUES = 10;

/**
 * The global state's keys of queues to drop: of other workspaces' queues, all but the KEPT_QUEUES - 1
 * started last (this workspace's is kept whatever its age); an entry that is not a queue this build can
 * read is dropped too.
 */
export function droppedQueueKeys(keys: readonly string[], get: (key: string) => unknown, own: string): string[] {
  const started = keys
    .filter((k) => k.startsWith(`${SAVED_ITEMS_KEY}@`) && k !== own)
    .map((key) => {
      const items = SavedItemsSchema.safeParse(get(key));
      return { key, at: items.success ? Number(items.data.id) : Number.NaN };
    });
  const readable = started.filter((q) => Number.isFinite(q.at)).sort((a, b) => b.at - a.at);
  return [...started.filter((q) => !Number.isFinite(q.at)), ...readable.slice(KEPT_QUEUES - 1)].map((q) => q.key);
}

const KIND = z.enum(['unreviewed', 'disagreement', 'violation', 'sample']);

/** Written when a queue starts: its items, by file. */
export const SavedItemsSchema = z.object({
  id: z.string(),
  kind: KIND,
  runId: z.string(),
  run: z.string(),
  files: z.array(z.string()),
  /** [index into files, case id, place key or null for a case, run id, run name]. */
  items: z.array(z.tuple([z.number().int().nonnegative(), z.string(), z.string().nullable(), z.string(), z.string()])),
});
export type SavedItems = z.infer<typeof SavedItemsSchema>;

const INDEX = z.number().int().nonnegative();

/**
 * Written on every move: where the annotator is in the queue of `id`, and what is still to do: indices,
 * a run of consecutive ones as [first, last] (a queue just started is one run, however long).
 */
export const SavedPlaceSchema = z.object({
  id: z.string(),
  index: INDEX,
  pending: z.array(z.union([INDEX, z.tuple([INDEX, INDEX])])),
  annotating: z.boolean(),
});
export type SavedPlace = z.infer<typeof SavedPlaceSchema>;

/**
 * The review queue, as the loop (reviewLoop.ts) goes through it and as the workspace state keeps it:
 * the items as they were when it started (the sample: whole), so that positions stay put while
 * deciding, and which of them are still to do, by their index.
 */
export interface QueueState {
  /** Names the queue in the workspace state. */
  id: string;
  kind: QueueKind;
  runId: string;
  run: string;
  items: ReviewTarget[];
  index: number;
  /** Indices of the items still to do: to do when the queue started, less those decided since. */
  pending: Set<number>;
}

/** The index of the item with this key (targetKey) in the queue; -1 when it holds none. */
export function indexOfKey(q: QueueState, key: string): number {
  return q.items.findIndex((t) => targetKey(t) === key);
}

export function savedItems(q: Pick<QueueState, 'id' | 'kind' | 'runId' | 'run' | 'items'>): SavedItems {
  const files: string[] = [];
  const fileIndex = new Map<string, number>();
  const items = q.items.map((t): SavedItems['items'][number] => {
    let f = fileIndex.get(t.file);
    if (f === undefined) fileIndex.set(t.file, (f = files.push(t.file) - 1));
    return [f, t.caseId, t.at, t.runId, t.run];
  });
  return { id: q.id, kind: q.kind, runId: q.runId, run: q.run, files, items };
}

export function savedPlace(q: QueueState, annotating: boolean): SavedPlace {
  return { id: q.id, index: q.index, pending: indexRuns([...q.pending].sort((a, b) => a - b)), annotating };
}

/** Sorted indices with each run of two or more consecutive ones as [first, last]. */
function indexRuns(sorted: number[]): SavedPlace['pending'] {
  const runs: SavedPlace['pending'] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    runs.push(j > i ? [sorted[i]!, sorted[j]!] : sorted[i]!);
    i = j + 1;
  }
  return runs;
}

function indicesOf(runs: SavedPlace['pending']): number[] {
  return runs.flatMap((r) => (typeof r === 'number' ? [r] : Array.from({ length: r[1] - r[0] + 1 }, (_, k) => r[0] + k)));
}

/**
 * The queue read back, and whether the annotator was annotating; null when either entry is missing or
 * unreadable, or they are of two queues. Its items know their file, case, place and run, not their
 * line: they are opened by case and place.
 */
export function restoredQueue(items: unknown, place: unknown): { queue: QueueState; annotating: boolean } | null {
  const i = SavedItemsSchema.safeParse(items);
  const p = SavedPlaceSchema.safeParse(place);
  if (!i.success || !p.success || i.data.id !== p.data.id) return null;
  const { files } = i.data;
  const n = i.data.items.length;
  // Checked before a run is spelt out: an unreadable entry never makes a huge set.
  if (i.data.items.some(([f]) => f >= files.length) || p.data.index >= n || p.data.pending.some((r) => (typeof r === 'number' ? r >= n : r[0] > r[1] || r[1] >= n))) return null;
  const pending = indicesOf(p.data.pending);
  const targets = i.data.items.map(([f, caseId, at, runId, run]): ReviewTarget => ({
    file: files[f]!, document: files[f]!, line: 0, span: { start: 0, end: 0 }, caseId, at, place: null, runId, run,
  }));
  const queue: QueueState = { id: i.data.id, kind: i.data.kind, runId: i.data.runId, run: i.data.run, items: targets, index: p.data.index, pending: new Set(pending) };
  return { queue, annotating: p.data.annotating };
}
