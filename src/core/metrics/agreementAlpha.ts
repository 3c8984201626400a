// Krippendorff's alpha for nominal labels, for more than two raters and items not every rater
// labelled: alpha = 1 - D_o / D_e from the coincidence matrix. Items with fewer than two labels
// cannot be paired and do not count.

export interface AlphaResult {
  alpha: number | null;
  /** Items with at least two labels. */
  units: number;
  /** Labels in those items (the pairable values). */
  values: number;
}

/** `units`: per item, the labels its raters gave (one per rater). */
export function krippendorffAlphaNominal<L>(units: ReadonlyArray<readonly L[]>): AlphaResult {
  const coincidence = new Map<L, Map<L, number>>();
  const add = (c: L, k: L, w: number): void => {
    const row = coincidence.get(c) ?? new Map<L, number>();
    coincidence.set(c, row);
    row.set(k, (row.get(k) ?? 0) + w);
  };
  let pairable = 0;
  let unitCount = 0;
  for (const labels of units) {
    const m = labels.length;
    if (m < 2) continue;
    unitCount += 1;
    pairable += m;
    for (let i = 0; i < m; i++) {
      for (let j = 0; j < m; j++) if (i !== j) add(labels[i]!, labels[j]!, 1 / (m - 1));
    }
  }
  const totals = new Map<L, number>();
  for (const [c, row] of coincidence) totals.set(c, [...row.values()].reduce((s, v) => s + v, 0));
  let observed = 0;
  for (const [c, row] of coincidence) for (const [k, o] of row) if (c !== k) observed += o;
  let expected = 0;
  for (const [c, nc] of totals) for (const [k, nk] of totals) if (c !== k) expected += nc * nk;
  expected /= pairable - 1;
  // Every pairable value the same: there is no variation for disagreement to be measured against.
  const alpha = unitCount === 0 || expected === 0 ? null : 1 - observed / expected;
  return { alpha, units: unitCount, values: pairable };
}
