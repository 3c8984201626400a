// The audit rubric's items (classifier.md section 7, the paper's App. F: B1a, B1b, B3, B4, B5) and what a
// format computes of them for one case: the values the files give, or why the case has none. A format
// that has a rubric fills it from its own files (core/document/formatAdapter.ts, auditRubric); the
// label store records the annotators' decisions on the same items.
export const RUBRIC_ITEMS = ['B1a', 'B1b', 'B3', 'B4', 'B5'] as const;
export type RubricItem = (typeof RUBRIC_ITEMS)[number];

/** Each item's value from the files (null: they cannot tell), and the turn the gold action is due at. */
export type AuditRubric = Record<RubricItem, boolean | null> & { goldTurn: number | null };

/** A case's rubric: its values and the test data folder they were read with (null: none), or why it has none. */
export type CaseRubric = { values: AuditRubric; dataFolder: string | null } | { unavailable: string };
