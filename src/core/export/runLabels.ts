// Names for runs that tell them apart: the model alone when it is unique, else the model and the part of
// its results path that differs (a baseline and a probe run of one model sit in different folders).
import { runName } from '../metrics/runName';
import type { RunSummary } from '../metrics/types';

export function runLabels(runs: readonly Pick<RunSummary, 'model' | 'release' | 'results'>[]): string[] {
  return runs.map((run) => {
    const twins = runs.filter((other) => runName(other) === runName(run));
    if (twins.length < 2) return runName(run);
    return `${runName(run)} (${distinguishingPart(run.results, twins.map((t) => t.results))})`;
  });
}

/** The first segment of `path` that is not shared by all of `paths` ("baseline" in /runs/baseline/result/m). */
function distinguishingPart(path: string, paths: string[]): string {
  const split = (p: string) => p.split(/[\\/]+/).filter(Boolean);
  const own = split(path);
  let shared = 0;
  while (shared < own.length && paths.every((p) => split(p)[shared] === own[shared])) shared++;
  return own[shared] ?? own[own.length - 1] ?? path;
}
