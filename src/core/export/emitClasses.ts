// The classes a benchmark's detector can give, in priority order (as the editor's labels list them),
// as its format says (BFCL all five; tau2 no OTHER, so its OTHER emit rate is not defined, not 0).
import type { ActionClass } from '../classify/actionClass';
import { formatOf } from '../formats/registry';
import type { Benchmark } from '../model/model';

export function emitClassesOf(benchmark: Benchmark): readonly ActionClass[] {
  return formatOf(benchmark).emitClasses;
}

/** The emit classes of each benchmark among the runs: what the page is told with them (it has no format's code). */
export function emitClassesOfRuns(runs: readonly { benchmark: Benchmark }[]): Record<string, ActionClass[]> {
  return Object.fromEntries([...new Set(runs.map((r) => r.benchmark))].map((b) => [b, [...emitClassesOf(b)]]));
}
