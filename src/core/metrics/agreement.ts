// Agreement between two raters on the items both labelled: raw agreement, Cohen's kappa overall and
// per class (one class against the rest), and the confusion matrix. A kappa whose chance agreement
// is 1 (both raters used one and the same class only) is undefined: null, shown as "unknown".

export interface PairAgreement<L extends string, C extends string = L> {
  /** Items both raters labelled. */
  n: number;
  /** Share of those items with the same label, 0-1; null when n is 0. */
  rawAgreement: number | null;
  kappa: number | null;
  /** Per class, that class against all others. */
  kappaPerClass: Record<C, number | null>;
  /** rows: rater A's label, columns: rater B's, in the order of `labels`. */
  confusion: number[][];
  labels: readonly L[];
}

/**
 * `labels`: the values an item can take (its rows and columns). `classes` and `has`: what the per-class
 * kappas are about, by default each label against the rest; for labels that are sets of classes
 * (a tau2 message's), each class against the rest is whether the set holds it.
 */
export function pairAgreement<L extends string, C extends string = L>(
  pairs: ReadonlyArray<readonly [L, L]>,
  labels: readonly L[],
  classes: readonly C[] = labels as unknown as readonly C[],
  has: (label: L, cls: C) => boolean = (label, cls) => (label as string) === cls,
): PairAgreement<L, C> {
  const index = new Map(labels.map((l, i) => [l, i]));
  const confusion = labels.map(() => labels.map(() => 0));
  for (const [a, b] of pairs) {
    const i = index.get(a);
    const j = index.get(b);
    if (i === undefined || j === undefined) throw new Error(`Label ${i === undefined ? a : b} is not one of ${labels.join(', ')}.`);
    confusion[i]![j]! += 1;
  }
  const kappaPerClass = {} as Record<C, number | null>;
  for (const cls of classes) {
    kappaPerClass[cls] = cohensKappa(pairs.map(([a, b]) => [has(a, cls), has(b, cls)] as const));
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
