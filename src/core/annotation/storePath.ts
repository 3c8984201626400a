// Where a run's decisions live by default: beside the run, never inside the benchmark's own files.
import { join } from 'node:path';

export const DEFAULT_STORE = join('.calibration-lens', 'labels.jsonl');

export function defaultStorePath(runFolder: string): string {
  return join(runFolder, DEFAULT_STORE);
}
