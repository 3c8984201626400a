// The gold of the tasks a run embeds, kept by each task's text. A results file embeds every task it
// ran (50-114 of a few KB each) and each read of it (the editor's at every open and edit, the panel's,
// the discovery's) parsed, checked and printed them again: two SHA-256 prints a task, a tenth of a warm
// read of the whissle file. The same bytes give the same task, so the same gold; a task whose text
// does not pass the schema is never kept (its problem is said with its place on every read).
import type { TaskGold } from './taskGold';

/** More texts than any workspace's runs embed; past it the memory is dropped and built again. */
const MOST = 1000;
const known = new Map<string, { id: string; gold: TaskGold }>();

export function knownTaskGold(text: string): { id: string; gold: TaskGold } | undefined {
  return known.get(text);
}

export function rememberTaskGold(text: string, id: string, gold: TaskGold): void {
  if (known.size >= MOST) known.clear();
  known.set(text, { id, gold });
}
