// What a decision on a tau2 dir-layout run is made on: its simulation's own file (simulations/<id>.json,
// which tau2 names by the simulation id), not only results.json. The decision records that file's
// sha256 too (`caseFile`), so changing the simulation makes the decisions on it stale.
import { join } from 'node:path';
import { sha256File } from '../files/fileHash';
import { hostFiles } from '../files/hostFiles';
import { dirLayoutOf } from '../tau2/readResults';
import type { LabelDecision } from './decisionSchema';
import { runRelativePath } from './runContext';

/** The simulation file of `caseId` when `resultFile` is a dir layout's results.json; null otherwise. */
export async function simulationFileOf(resultFile: string, caseId: string): Promise<string | null> {
  const dir = await dirLayoutOf(resultFile);
  if (!dir || dir.results !== resultFile) return null;
  const file = join(dir.simulations, `${caseId}.json`);
  return (await hostFiles.stat(file))?.kind === 'file' ? file : null;
}

/** `decision` with the file its case was read from and that file's sha256, on a dir layout (kept when it has one: an undo restores the earlier line as it was). */
export async function withCaseFile<D extends LabelDecision>(decision: D, resultFile: string, runFolder: string): Promise<D> {
  if (decision.caseFile) return decision;
  const file = await simulationFileOf(resultFile, decision.case);
  if (!file) return decision;
  return { ...decision, caseFile: { path: runRelativePath(runFolder, file), sha256: await sha256File(file) } };
}
