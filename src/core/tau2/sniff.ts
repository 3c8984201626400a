// Whether a JSON text is a tau2 results file, from its first bytes only, as cheaply as tau2 itself
// tells (its loaders look at the top-level keys): the first key of the top object is one tau2 writes.
// A simulation file of the dir layout starts like any object with "id"; its place tells (readResults).

export const TAU2_TOP_KEYS: ReadonlySet<string> = new Set(['timestamp', 'info', 'tasks', 'simulations', 'simulation_index', 'format_version']);

/** How much of a file the sniff reads. */
export const SNIFF_BYTES = 4096;

/** The first key of the JSON object the text starts with, or null when it does not start with one. */
export function firstKeyOf(head: string): string | null {
  const m = /^\uFEFF?\s*\{\s*"((?:[^"\\]|\\.)*)"/.exec(head);
  return m ? m[1]! : null;
}

export function isTau2ResultsHead(head: string): boolean {
  const key = firstKeyOf(head);
  return key !== null && TAU2_TOP_KEYS.has(key);
}
