// Agreement between two raters on the items both labelled: raw agreement, Cohen's kappa overall and
// per class (one class against the rest), and the confusion matrix. A kappa whose chance agreement
// is 1 (both raters used one and the same class only) is undefined: null, shown as "unknown".

export interface PairAgreement<L extends string> {
  /** Items both raters labelled. */
  n: number;
  /** Share of those items with the same label, 0-1; null when n is 0. */
  rawAgreement: number | null;
  kappa: number | null;
  /** Per class, that class against all others. */
  kappaPerClass: Record<L, number | null>;
  /** rows: rater A's label, columns: rater B's, in the order of `labels`. */
  confusion: number[][];
  labels: readonly L[];
}

export function pairAgreement<L extends string>(pairs: ReadonlyArray<readonly [L, L]>, labels: readonly L[]): PairAgreement<L> {
  const index = new Map(labels.map((l, i) => [l, i]));
  const confusion = labels.map(() => labels.map(() => 0));
  for (const [a, b] of pairs) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined) throw new Error(`Label ${i === undefined ? a : b} is not one of ${labels.join(', ')}.`);
    confusion[i]![j]! += 1;
  }
  const kappaPerClass = {} as Record<L, number | null>;
  for (const label of labels) {
    kappaPerClass[label] = cohensKappa(pairs.map(([a, b]) => [a === label, b === label] as const));
  }
  const n = pairs.length;
  return {
    n,
    rawAgreement: n ? pairs.filter(([a, b]) => a === b).length / n : null,
    kappa: cohensKappa(pairs),
    kappaPerClass,
    confusion,
    labels,
  };
}

/** (p_o - p_e) / (1 - p_e), with p_e from each rater's own label shares. */
export function cohensKappa<T>(pairs: ReadonlyArray<readonly [T, T]>): number | null {
  const n = pairs.length;
  if (n === 0) return null;
  const countA = new Map<T, number>();
  const countB = new Map<T, number>();
  let agree = 0;
  for (const [a, b] of pairs) {
    countA.set(a, (countA.get(a) ?? 0) + 1);
    countB.set(b, (countB.get(b) ?? 0) + 1);
    if (a === b) agree += 1;
  }
  const observed = agree / n;
  let chance = 0;
  for (const [label, ca] of countA) chance += (ca / n) * ((countB.get(label) ?? 0) / n);
  // Both raters always gave one and the same label: agreement beyond chance cannot be measured.
  if (Math.abs(1 - chance) < 1e-12) return null;
  return (observed - chance) / (1 - chance);
}
