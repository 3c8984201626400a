// Command ids of the annotation feature, as package.json contributes them.
export const ANNOTATION_COMMAND = {
  /** Quick pick of the class, then an optional rationale. Args: DecideArgs, or none for the cursor's emission. */
  decideEmission: 'calibrationLens.annotation.decideEmission',
  /** Straight to the store without asking (keys 1-5 and 0 in the case view). Args: `{ cls }` plus DecideArgs. */
  decideAs: 'calibrationLens.annotation.decideAs',
  /** A verdict on the case, with its bound violation beside it. Args: DecideArgs or none. */
  decideCase: 'calibrationLens.annotation.decideCase',
  /** Confirm or correct one rubric item. Args: `{ file, id, item, value }`. */
  decideRubric: 'calibrationLens.annotation.decideRubric',
  undo: 'calibrationLens.annotation.undo',
  /** A rationale for the decision just made in this window (key r in the case view). */
  rationale: 'calibrationLens.annotation.rationale',
  exportDecisions: 'calibrationLens.annotation.exportDecisions',
  /** Stale decisions on the active result file appended again where their own text is unchanged. */
  carryOver: 'calibrationLens.annotation.carryOver',
} as const;

/** Commands of the Review view. */
export const REVIEW_COMMAND = {
  refresh: 'calibrationLens.review.refresh',
  createSample: 'calibrationLens.review.createSample',
  nextUnreviewed: 'calibrationLens.review.nextUnreviewed',
  nextDisagreement: 'calibrationLens.review.nextDisagreement',
  nextViolation: 'calibrationLens.review.nextViolationWithoutVerdict',
  nextSample: 'calibrationLens.review.nextSampleItem',
  /** Opens a review item in the case view and makes its queue the current one. Args: ReviewTarget, QueueKind. Not in the palette. */
  reveal: 'calibrationLens.review.reveal',
  /** The keyboard loop (reviewLoop.ts): j and k, keys 1-5 and 0 (args `{ cls }`), a, u. */
  nextItem: 'calibrationLens.review.nextItem',
  previousItem: 'calibrationLens.review.previousItem',
  decideAndNext: 'calibrationLens.review.decideAndNext',
  acceptAndNext: 'calibrationLens.review.acceptAndNext',
  undoAndBack: 'calibrationLens.review.undoAndBack',
  /** v: a verdict on the case in front, then the next item. */
  verdictAndNext: 'calibrationLens.review.verdictAndNext',
  /** Decision keys act in the case view (annotatingMode.ts); starting a queue starts it too. */
  startAnnotating: 'calibrationLens.review.startAnnotating',
  stopAnnotating: 'calibrationLens.review.stopAnnotating',
  /** Every key of the case view and the rationale box (args: the text it types after r, the loop command it runs otherwise). Not in the palette. */
  key: 'calibrationLens.review.key',
} as const;
