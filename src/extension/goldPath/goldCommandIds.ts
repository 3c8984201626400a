// Command ids of the gold path features, as package.json contributes them.
export const GOLD_COMMAND = {
  /** Case view: the next / previous turn that leaves the gold path. */
  nextDivergence: 'calibrationLens.caseView.nextDivergence',
  previousDivergence: 'calibrationLens.caseView.previousDivergence',
  /** Result file: the next failed case, at its first divergence. */
  nextFailedCaseDivergence: 'calibrationLens.nextFailedCaseDivergence',
} as const;
