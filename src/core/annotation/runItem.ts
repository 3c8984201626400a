// Where an item an annotator goes through sits: its run, group, files and case. Shared by the review
// queue's items and the spot-check sample's emissions.
export interface RunItem {
  /** The run's id (RunContext.id: the model folder, or the tau2 results file). */
  runId: string;
  model: string;
  /** The BFCL category or tau2 domain. */
  group: string;
  /** Absolute path of the result file. */
  file: string;
  /** The file the case's lines are in: the result file, or a dir-layout tau2 simulation's own file. */
  document: string;
  caseId: string;
  /** 1-based line of the case. */
  line: number;
}
