// What a decision is made on besides its run file, when the run's format keeps each case in a file of
// its own (a tau2 dir layout's simulations/<id>.json: FormatAdapter.caseFileOf). The decision records
// that file's sha256 too (`caseFile`), so changing the case's file makes the decisions on it stale.
import { sha256File } from '../files/fileHash';
import { formats } from '../formats/registry';
import type { LabelDecision } from './decisionSchema';
import { runRelativePath } from '../document/labelledRun';

/** The file of its own that case `caseId` of `resultFile` is read from, as its format says; null: none. */
async function caseFileOf(resultFile: string, caseId: string): Promise<string | null> {
  for (const format of formats()) {
    const file = await format.caseFileOf(resultFile, caseId);
    if (file) return file;
  }
  return null;
}

/** `decision` with the file its case was read from and that file's sha256, on a dir layout (kept when it has one: an undo restores the earlier line as it was). */
export async function withCaseFile<D extends LabelDecision>(decision: D, resultFile: string, runFolder: string): Promise<D> {
  if (decision.caseFile) return decision;
  const file = await caseFileOf(resultFile, decision.case);
  if (!file) return decision;
  return { ...decision, caseFile: { path: runRelativePath(runFolder, file), sha256: await sha256File(file) } };
}
