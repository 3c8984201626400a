// What the run-health checks need of a BFCL case's emissions, kept by the readers even when they keep
// no turns (`gar` reads only classes): how its steps are shaped, and the calls the grader decodes.
// A dozen numbers and a few names a case, so a 1 GB run still fits.

/** A decoded call and its place in `result`. */
export interface CallFact {
  turn: number;
  step: number;
  name: string;
  /** Arguments given an empty or placeholder value ("", "<…>", "YOUR_…", "N/A", …): name, value. */
  placeholders: Array<[string, string]>;
}

export interface CaseFacts {
  turns: number;
  steps: number;
  /** Steps that are an empty list `[]`: what BFCL's OpenAI-compatible handler stores for a text reply. */
  emptyListSteps: number;
  /** Turns whose last step is an empty list. */
  turnsEndingEmpty: number;
  /** Steps holding text that is not a call (a string, or Claude's list of strings). */
  textSteps: number;
  /** Steps that are an API handler's call list (`[{fn: "<JSON arguments>"}]`): a function-calling run. */
  apiCallSteps: number;
  calls: CallFact[];
  /** The user's words per turn as the run recorded them (runHealth/recordedQuestions.ts); absent when it recorded none. */
  asked?: string[];
}
