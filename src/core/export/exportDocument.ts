// The one document an export writes: the table of all runs, or the comparison of two of them, as
// Markdown or CSV, stamped. The panel's export commands call this; so do the tests.
import { compareRuns } from '../metrics/compare';
import type { RunSummary } from '../metrics/types';
import { comparisonCsv, summaryCsv } from './csv';
import { comparisonMarkdown, summaryMarkdown } from './markdown';
import { inputPaths, makeStamp, type InputFile } from './stamp';

export interface ExportChoice {
  format: 'markdown' | 'csv';
  /** Indexes into `runs`; null for the table of all runs. */
  compare: { baseline: number; probe: number } | null;
}

export function exportDocument(
  runs: readonly RunSummary[],
  inputs: InputFile[],
  choice: ExportChoice,
  extensionVersion: string,
  now: Date = new Date(),
): string {
  const baseline = choice.compare ? runs[choice.compare.baseline] : undefined;
  const probe = choice.compare ? runs[choice.compare.probe] : undefined;
  if (baseline && probe) {
    // A comparison is traced to the files of its two runs only.
    const own = new Set(inputPaths([baseline, probe]));
    const stamp = makeStamp(extensionVersion, inputs.filter((f) => own.has(f.path)), now);
    const comparison = compareRuns(baseline, probe);
    return choice.format === 'markdown' ? comparisonMarkdown(comparison, stamp) : comparisonCsv(comparison, stamp);
  }
  const stamp = makeStamp(extensionVersion, inputs, now);
  return choice.format === 'markdown' ? summaryMarkdown(runs, stamp) : summaryCsv(runs, stamp);
}
