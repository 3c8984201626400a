// What the label store asks of tau2's files (core/document/formatAdapter.ts): which files are a run's own,
// so never a label store, and what a decision on a dir-layout run is made on: its simulation's own file
// (simulations/<id>.json, which tau2 names by the simulation id), not only results.json. The decision
// records that file's sha256 too, so changing the simulation makes the decisions on it stale.
import { join } from 'node:path';
import type { FileAccess, FileStat } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { dirLayoutOf, runOfSimulationFile } from './readResults';
import { isTau2File } from './tau2FileSniff';

/** Why `path` is a tau2 run's own file (a results file, or a simulation file of the run beside it); null when it is not, or is no file. */
export async function tau2RunFileNote(path: string, at: FileStat | null, files: FileAccess): Promise<string | null> {
  if (at?.kind !== 'file') return null;
  if (await isTau2File(path, files)) return `${path} is a tau2 results file, a run's own file, not a label store.`;
  if (await runOfSimulationFile(path)) return `${path} is a tau2 simulation file of the run beside it, a run's own file, not a label store.`;
  return null;
}

/** The simulation file of `caseId` when `resultFile` is a dir layout's results.json; null otherwise. */
export async function simulationFileOf(resultFile: string, caseId: string): Promise<string | null> {
  const dir = await dirLayoutOf(resultFile);
  if (!dir || dir.results !== resultFile) return null;
  const file = join(dir.simulations, `${caseId}.json`);
  return (await hostFiles.stat(file))?.kind === 'file' ? file : null;
}
