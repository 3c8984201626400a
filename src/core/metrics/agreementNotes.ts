// What a reader needs beside kappa when the items are few or do not vary: kappa is then undefined
// (both raters gave one and the same label to every item: no variance to measure agreement beyond
// chance against) or unstable (a handful of items), and "unknown" alone would read as missing data.
// Shared by the CLI's table and the panel's Agreement tab, so both say the same.
import { pyFixed } from '../text/pyFixed';

/** Below this many items labelled by both raters, kappa is read with a small-sample note. */
export const SMALL_SAMPLE = 10;

export interface PairFigures {
  n: number;
  rawAgreement: number | null;
  kappa: number | null;
  kappaPerClass: Record<string, number | null>;
  labels: readonly string[];
  /** rows: rater A's label, columns: rater B's. */
  confusion: readonly (readonly number[])[];
}

/** A kappa cell: three decimals; with no items "unknown"; with items but no variance "no variance". */
export function kappaText(kappa: number | null, n: number): string {
  if (kappa !== null) return pyFixed(kappa, 3);
  return n === 0 ? 'unknown' : 'no variance';
}

/** The notes under a pair's figures, in reading order; none when n is 0 (nothing was labelled by both) or the figures need none. */
export function agreementNotes(g: PairFigures, labelText: (label: string) => string = (l) => l): string[] {
  if (g.n === 0) return [];
  const notes: string[] = [];
  if (g.kappa === null) {
    const only = g.labels.find((_, i) => g.confusion[i]![i] === g.n);
    notes.push(`Kappa is undefined here, not missing: both raters gave every one of the ${g.n} items the same label${only ? ` (${labelText(only)})` : ''}, so there is no variance for agreement beyond chance to be measured against; raw agreement is ${pyFixed(g.rawAgreement ?? 0, 3)}.`);
  }
  if (g.n < SMALL_SAMPLE) {
    notes.push(`Small sample: ${g.n} ${g.n === 1 ? 'item' : 'items'} labelled by both (fewer than ${SMALL_SAMPLE}); one item more or less can move kappa a lot, so read it beside the raw agreement and the confusion matrix.`);
  }
  const flat = Object.entries(g.kappaPerClass).filter(([, k]) => k === null).map(([c]) => labelText(c));
  if (flat.length) notes.push(`Kappa per class is undefined (no variance) for ${flat.join(', ')}: neither rater gave the class to any item, or both gave it to every item.`);
  return notes;
}
