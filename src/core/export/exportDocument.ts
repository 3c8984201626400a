// What an export writes: the table of all runs, or the comparison of two of them, as Markdown (stamped
// in the document) or CSV (header first, the stamp in a sidecar), with paths as the user reads them
// (relative to the workspace). The panel's export commands call this; so do the tests.
import { compareRuns } from '../metrics/compare';
import type { RunSummary } from '../metrics/types';
import { comparisonCsv, summaryCsv } from './csv';
import { comparisonMarkdown, summaryMarkdown } from './markdown';
import { sourcesJson } from './sources';
import { inputPaths, makeStamp, type InputFile } from './stamp';

export interface ExportChoice {
  format: 'markdown' | 'csv';
  /** Indexes into `runs`; null for the table of all runs. */
  compare: { baseline: number; probe: number } | null;
  /** The table's rows in the order the panel shows them (indexes into summaryRows(runs)); absent: as read. */
  rowOrder?: readonly number[];
}

export interface ExportedFiles {
  /** The Markdown document, or the CSV table. */
  document: string;
  /** CSV only: versions, export time and every input's sha256, as JSON for the sidecar file. */
  sources: string | null;
}

export interface ExportContext {
  extensionVersion: string;
  now?: Date;
  /** How a path is written (the extension: relative to the workspace folder that holds it). */
  pathText?: (path: string) => string;
  /** The name the CSV is saved under, for its sidecar to name it. */
  tableName?: string;
}

export function exportDocument(runs: readonly RunSummary[], inputs: InputFile[], choice: ExportChoice, ctx: ExportContext): ExportedFiles {
  const pathText = ctx.pathText ?? ((p: string) => p);
  const shown = runs.map((run) => withPaths(run, pathText));
  const baseline = choice.compare ? shown[choice.compare.baseline] : undefined;
  const probe = choice.compare ? shown[choice.compare.probe] : undefined;
  // A comparison is traced to the files of its two runs only.
  const own = baseline && probe ? new Set(inputPaths([runs[choice.compare!.baseline]!, runs[choice.compare!.probe]!])) : null;
  const stamp = makeStamp(ctx.extensionVersion, inputs.filter((f) => !own || own.has(f.path)).map((f) => ({ ...f, path: pathText(f.path) })), ctx.now);
  const comparison = baseline && probe ? compareRuns(baseline, probe) : null;
  if (choice.format === 'markdown') {
    return { document: comparison ? comparisonMarkdown(comparison, stamp) : summaryMarkdown(shown, stamp, choice.rowOrder), sources: null };
  }
  const table = comparison ? comparisonCsv(comparison) : summaryCsv(shown, choice.rowOrder);
  return { document: table, sources: sourcesJson(stamp, ctx.tableName ?? (comparison ? 'calibration-comparison.csv' : 'calibration-summary.csv')) };
}

/** The run with the paths an export writes (its folders and each group's files) as `pathText` gives them. */
function withPaths(run: RunSummary, pathText: (path: string) => string): RunSummary {
  return {
    ...run,
    results: pathText(run.results),
    scores: run.scores === null ? null : pathText(run.scores),
    groups: run.groups.map((g) => ({ ...g, resultFile: pathText(g.resultFile), scoreFile: g.scoreFile === null ? null : pathText(g.scoreFile) })),
  };
}
