// What a read of a run file found, said in a few words for the extension's log (either host).
import type { FileModel } from '../document/fileModel';
import { countOf } from '../text/countOf';

/** What a read found, said in a few words (for a log). */
export function foundInFile(model: FileModel): string {
  if (model.kind === 'score') return `${model.read.failures.size} failures`;
  if (model.tau2) return `tau2, ${model.read.cases.length} simulations, ${model.read.problems.length} problems`;
  return `${countOf(model.read.cases.length, 'case')}, ${countOf(model.read.problems.length, 'unreadable line')}`;
}
