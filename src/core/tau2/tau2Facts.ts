// The facts of a tau2 file that BFCL has no counterpart for: the run as read, which view of it this
// document gives, where gold and judgments came from, and the files of the settings that failed.
import type { Judgment } from './confirmJudgments';
import type { Tau2Run } from './types';

/** How a document shows its run: all of it (monolithic), its index (dir-layout results.json), or one simulation file. */
export type Tau2View = 'run' | 'index' | 'simulation';

export interface Tau2FileFacts {
  run: Tau2Run;
  view: Tau2View;
  goldSource: string | null;
  /** The domain's write tools; null when the domain has none known here. */
  writeTools: ReadonlySet<string> | null;
  judgmentsFile: string | null;
  /** Judged writes by simulation id, from calibrationLens.tau2JudgmentsFile; null without it. */
  judgments: ReadonlyMap<string, Judgment[]> | null;
  /** Files of the settings that could not be read, said as sentences. */
  settingProblems: string[];
}

// tau2's slot in the neutral file model (core/document/fileModel.ts, ResultModelFormatSlots).
declare module '../document/fileModel' {
  interface ResultModelFormatSlots {
    /** tau2 only: the run, the view this document gives of it, and the facts only tau2 has. */
    tau2?: Tau2FileFacts;
  }
}
