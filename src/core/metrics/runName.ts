// A run's name as every view shows it: the model, and the release it came from when the folder held
// several releases (two releases may hold the same model).
import type { RunSummary } from './types';

export function runName(run: Pick<RunSummary, 'model' | 'release'>): string {
  return run.release ? `${run.model} (${run.release})` : run.model;
}
