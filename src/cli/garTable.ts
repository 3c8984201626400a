// The text output of `calibration-lens gar`: the reference's table, column for column and width for
// width, with the GAR interval appended on the right so the reference's columns stay where they are.
import { classLabel } from '../core/classify/actionClass';
import { pyFixed } from '../core/text/pyFixed';
import { leftOutText, populationNote } from '../core/metrics/population';
import { runName } from '../core/metrics/runName';
import type { GroupSummary, RunSummary } from '../core/metrics/types';

const left = (s: string, w: number): string => s.padEnd(w);
const right = (s: string, w: number): string => s.padStart(w);

export function garTable(run: RunSummary, withCases: boolean): string {
  const lines = [
    runName(run),
    `${left('category', 14)}${left('gold', 11)}${right('n', 5)}${right('GAR', 8)}${right('Acc', 8)}${right('GAR-Acc', 9)}  GAR 95% CI`,
  ];
  for (const c of run.groups) lines.push(categoryRow(c));
  if (run.overallAcc !== null) lines.push(`${left('overall Acc', 30)}${right(pyFixed(run.overallAcc, 2), 8)}`);
  if (withCases) for (const c of run.groups) lines.push('', ...caseRows(c));
  return lines.join('\n');
}

function categoryRow(c: GroupSummary): string {
  const gar = c.gar === null ? '-' : pyFixed(c.gar, 1);
  const acc = c.acc === null ? '-' : pyFixed(c.acc, 1);
  const gap = c.garMinusAcc === null ? '-' : pyFixed(c.garMinusAcc, 1, true);
  const ci = c.n ? `[${pyFixed(c.garCi95[0], 1)}, ${pyFixed(c.garCi95[1], 1)}]` : '-';
  const note = [leftOutText(c), populationNote(c)].filter(Boolean).join('; ');
  const row = `${left(c.group, 14)}${left(classLabel(c.goldClass), 11)}${right(String(c.n), 5)}${right(gar, 8)}${right(acc, 8)}${right(gap, 9)}  ${ci}`;
  return note ? `${left(row, 70)}  ${note}` : row;
}

function caseRows(c: GroupSummary): string[] {
  const rows = [`${c.group} cases (gold ${classLabel(c.goldClass)}):`];
  for (const k of c.cases) {
    const verdict = k.outcome === null ? '' : k.outcome === 'passed' ? 'PASS' : k.outcome === 'failed' ? `FAIL ${k.errorType ?? ''}`.trim() : 'UNKNOWN';
    const flags = [k.goldHit ? 'gold hit' : 'gold missing', k.boundViolation ? 'BOUND VIOLATION' : ''].filter(Boolean).join(', ');
    const classes = k.classes.length ? k.classes.map(classLabel).join(' ') : '(no class)';
    rows.push(`  ${k.id}  line ${k.line}  ${classes}  [${flags}]${verdict ? `  ${verdict}` : ''}`);
  }
  return rows;
}
