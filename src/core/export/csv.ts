// The summary (and a comparison) as CSV for spreadsheets and scripts: the header is the first row (pandas,
// Excel and Python's csv read it as it is), machine names, numbers unrounded. What traces the numbers
// (versions, export time, sha256 of every input) is not in the table: it goes to the sidecar (sources.ts).
// Text cells are untrusted: csvTable.ts (the one CSV writer) defuses formulas.
import { ACTION_CLASSES } from '../classify/actionClass';
import { TRANSITION_KINDS, type RunComparison } from '../metrics/compare';
import type { RunSummary } from '../metrics/types';
import { comparisonNote } from '../metrics/comparisonNote';
import { rowMarksText } from '../metrics/rowMarks';
import { csvDocument, type Cell } from './csvTable';
import { runLabels } from './runLabels';
import { emitClassesOf } from './emitClasses';
import { inShownOrder, summaryRows } from './summaryRows';

/** `order`: the rows as the panel shows them (indexes into summaryRows), else as read. */
export function summaryCsv(runs: readonly RunSummary[], order?: readonly number[]): string {
  const header = [
    'run', 'model', 'results', 'scores', 'category', 'gold_class', 'n', 'gold_hits', 'gar', 'gar_ci95_low',
    'gar_ci95_high', 'acc', 'gar_minus_acc', 'bound_violation', ...ACTION_CLASSES.map((c) => `emit_${c}`),
    'violating_cases', 'failed_cases', 'overall_acc', 'caveat_codes', 'caveats',
  ];
  const rows = inShownOrder(summaryRows(runs, emitClassesOf), order).map((r): Cell[] => [
    r.run, r.model, runs[r.runIndex]?.results ?? null, runs[r.runIndex]?.scores ?? null, r.group, r.source.subset === undefined ? r.goldClass : `${r.goldClass}:${r.source.subset}`,
    // No interval without a GAR (no gold, or no case): empty, never 0-0.
    r.n, r.hits, r.gar, r.gar === null ? null : r.garCi95[0], r.gar === null ? null : r.garCi95[1], r.acc, r.garMinusAcc, r.boundViolation,
    ...ACTION_CLASSES.map((c) => r.emitRates?.[c] ?? null), r.violatingCases, r.failedCases, r.overallAcc,
    // What the panel marks on the row (Acc over other cases than GAR, run-health findings): a row never leaves without it.
    r.marks.map((m) => m.code).join(' '), rowMarksText(r.marks),
  ]);
  return csvDocument(header, rows);
}

/** One row per category; each transition's case ids in one cell, space-separated (BFCL ids hold no spaces). */
export function comparisonCsv(comparison: RunComparison): string {
  const [baseLabel, probeLabel] = runLabels([comparison.baseline, comparison.probe]);
  const header = [
    'baseline', 'probe', 'category', 'gold_class', 'n_baseline', 'n_probe', 'gar_baseline', 'gar_probe',
    'gar_change', 'acc_baseline', 'acc_probe', 'acc_change',
    ...TRANSITION_KINDS.map((k) => snake(k)), ...TRANSITION_KINDS.map((k) => `${snake(k)}_ids`), 'note',
  ];
  const rows = comparison.groups.map((c): Cell[] => [
    baseLabel ?? null, probeLabel ?? null, c.group, c.subset === undefined ? c.goldClass : `${c.goldClass}:${c.subset}`, c.baseline?.n ?? null, c.probe?.n ?? null,
    c.baseline?.gar ?? null, c.probe?.gar ?? null, c.garChange, c.baseline?.acc ?? null, c.probe?.acc ?? null,
    c.accChange, ...TRANSITION_KINDS.map((k) => c.transitions[k].length),
    ...TRANSITION_KINDS.map((k) => c.transitions[k].map((t) => t.id).join(' ')), comparisonNote(comparison, c),
  ]);
  return csvDocument(header, rows);
}

function snake(name: string): string {
  return name.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
}
