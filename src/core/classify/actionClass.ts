// The five action classes of the method, and the order in which they win within one text.

export const ACTION_CLASSES = ['tool_call', 'ask', 'refuse', 'confirm', 'other'] as const;
export type ActionClass = (typeof ACTION_CLASSES)[number];

/** Within one text and within one turn: TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER. */
export const CLASS_PRIORITY: readonly ActionClass[] = ['tool_call', 'refuse', 'ask', 'confirm', 'other'];

export function classLabel(cls: ActionClass): string {
  return cls.toUpperCase();
}

/** The highest-priority class among `classes`, or null when there is none. */
export function topClass(classes: Iterable<ActionClass | null>): ActionClass | null {
  let best: ActionClass | null = null;
  for (const cls of classes) {
    if (cls !== null && (best === null || CLASS_PRIORITY.indexOf(cls) < CLASS_PRIORITY.indexOf(best))) best = cls;
  }
  return best;
}

const BY_NAME = [...ACTION_CLASSES].sort();

/** Sorted by name, as the JSON output lists them (once each). */
export function sortedClasses(classes: Iterable<ActionClass>): ActionClass[] {
  const set = classes instanceof Set ? (classes as ReadonlySet<ActionClass>) : new Set(classes);
  return BY_NAME.filter((cls) => set.has(cls));
}
