// tau2's runs as the tree shows them: each results file a run of its own, by path, named by its folder
// until the run is read and names its agent.
import { basename, dirname } from 'node:path';
import type { ShownRun } from '../document/formatAdapter';
import type { ResultModel } from '../document/fileModel';

export function tau2ShownRuns(files: readonly string[]): ShownRun[] {
  return [...files].sort().map((file) => ({ folder: file, model: basename(dirname(file)), where: whereOf(file), resultFiles: [file] }));
}

/** The agent the run names: its LLM, else the agent; null when the file does not say. */
export function tau2RunName(model: ResultModel): string | null {
  return model.tau2?.run.info?.agentLlm ?? model.tau2?.run.info?.agent ?? null;
}

/** `airline_run1.json`; a dir-layout run by its folder. */
function whereOf(file: string): string {
  return basename(file) === 'results.json' ? basename(dirname(file)) : basename(file);
}
