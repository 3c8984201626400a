// How a run is named to people wherever an emission of it is listed (the review view, the case view's
// queue header, the sample list): its model, and where it came from when two runs share a model (the
// release folder of a BFCL run, the file of a tau2 run), so one case id is never ambiguous.
import { runWhere } from '../path/runWhere';

export { runWhere };

export interface NamedRun {
  /** The model folder (BFCL) or the results file (tau2). */
  id: string;
  model: string;
}

/** Run id -> `demo-baseline`, or `gpt-4.1 (2025-12-16)` when another run has the same model. */
export function runDisplayNames(runs: readonly NamedRun[]): Map<string, string> {
  const perModel = new Map<string, number>();
  for (const r of runs) perModel.set(r.model, (perModel.get(r.model) ?? 0) + 1);
  return new Map(runs.map((r) => [r.id, perModel.get(r.model)! > 1 ? `${r.model} (${runWhere(r.id)})` : r.model]));
}
