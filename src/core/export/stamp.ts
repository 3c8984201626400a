// What an exported table carries so it can be traced: the tool and rules that made it, and the sha256
// of every file it was computed from (hashed when the runs are loaded, so the hashes match the numbers).
import { CLASSIFIER_RULES_VERSION } from '../classify/rulesVersion';
import { sha256File } from '../files/fileHash';
import type { RunSummary } from '../metrics/types';

export interface InputFile {
  path: string;
  /** Hex digest; null when the file could not be read (then `error` says why). */
  sha256: string | null;
  error?: string;
}

export interface ExportStamp {
  extensionVersion: string;
  rulesVersion: string;
  /** ISO 8601, UTC. */
  exportedAt: string;
  inputs: InputFile[];
}

/**
 * Every file behind the runs, each once, in table order: each row's result and score file, and the
 * file of each case kept elsewhere (tau2's dir layout: simulations/<id>.json). A run whose groups have
 * no gold rows (tau2 telecom) still has its cases, in its results file unless they name another.
 */
export function inputPaths(runs: readonly RunSummary[]): string[] {
  const paths = new Set<string>();
  for (const run of runs) {
    for (const group of run.groups) {
      paths.add(group.resultFile);
      if (group.scoreFile) paths.add(group.scoreFile);
      for (const c of group.cases) if (c.file) paths.add(c.file);
    }
    for (const totals of run.totals ?? []) for (const c of totals.cases ?? []) paths.add(c.file ?? run.results);
  }
  return [...paths];
}

/** `sha256Of`: a file's hash (the summary's load gives one that hashes a kept run's files once). */
export async function hashInputs(runs: readonly RunSummary[], sha256Of: (path: string) => Promise<string> = sha256File): Promise<InputFile[]> {
  return Promise.all(
    inputPaths(runs).map(async (path): Promise<InputFile> => {
      try {
        return { path, sha256: await sha256Of(path) };
      } catch (err) {
        return { path, sha256: null, error: err instanceof Error ? err.message : String(err) };
      }
    }),
  );
}

export function makeStamp(extensionVersion: string, inputs: InputFile[], now: Date = new Date()): ExportStamp {
  return { extensionVersion, rulesVersion: CLASSIFIER_RULES_VERSION, exportedAt: now.toISOString(), inputs };
}
