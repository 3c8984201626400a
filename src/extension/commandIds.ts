// Command ids as package.json contributes them; features and other views call each other through these.
export const COMMAND = {
  /** Summary panel (owned by the summary feature): args `{ folders?: string[] }`. */
  openSummary: 'calibrationLens.openSummary',
  /** Opens the result file at the case's line and the case view beside it: args `{ file, line, id }`. */
  showCase: 'calibrationLens.showCase',
  /** One case of a baseline and a probe run, their case views side by side: args CasePairArgs. */
  showCasePair: 'calibrationLens.showCasePair',
  /** The case view alone: args `{ file, id }`. */
  openCaseView: 'calibrationLens.openCaseView',
  toggleLabels: 'calibrationLens.toggleLabels',
  /** Alt+Z on a run file: View: Toggle Word Wrap, recorded so the labels can follow (runFileWrap.ts). */
  toggleWordWrap: 'calibrationLens.toggleWordWrap',
  nextViolation: 'calibrationLens.nextViolation',
  previousViolation: 'calibrationLens.previousViolation',
  goToCase: 'calibrationLens.goToCase',
  treeShowViolationsOnly: 'calibrationLens.tree.showViolationsOnly',
  treeShowAll: 'calibrationLens.tree.showAll',
  treeRefresh: 'calibrationLens.tree.refresh',
  /** Tree item menu: the case view of the case node it is called on. */
  treeOpenCaseView: 'calibrationLens.tree.openCaseView',
} as const;

/** Arguments of `calibrationLens.showCase`. */
export interface ShowCaseArgs {
  file: string;
  /** 1-based line of the case in the result file. */
  line: number;
  id: string;
}

/** Arguments of `calibrationLens.showCasePair`: the case in each run's result file, and the editor's title. */
export interface CasePairArgs {
  baseline: OpenCaseViewArgs;
  probe: OpenCaseViewArgs;
  title: string;
}

/** Arguments of `calibrationLens.openCaseView`. */
export interface OpenCaseViewArgs {
  file: string;
  id: string;
}
