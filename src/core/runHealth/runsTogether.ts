// What runs say of each other when they are shown or compared together: the findings a format gives
// its runs beside the others of it (tau2: runs from different harness versions), the note above a
// compared pair, and `compare`'s finding on a probe against its baseline. Each format answers for its
// own runs (FormatAdapter.health); runs of two formats say nothing of each other.
import type { NamedRun } from '../document/formatHealth';
import { formatOf, formats } from '../formats/registry';
import type { RunSummary } from '../metrics/types';
import type { Finding } from '../model/finding';
import type { RunCases } from '../model/runCases';

/** The runs, each with the findings the others of its format give it added to its health; `names`: each run's name as the views show it (export/runLabels.ts). */
export function withTogetherFindings(runs: readonly RunSummary[], names: readonly string[]): RunSummary[] {
  const added = new Map<number, Finding>();
  for (const format of formats()) {
    const own = runs.flatMap((summary, i) => (summary.benchmark === format.benchmark ? [{ summary, name: names[i]!, i }] : []));
    if (own.length === 0) continue;
    format.health.together(own).forEach((finding, k) => finding && added.set(own[k]!.i, finding));
  }
  return runs.map((r, i) => (added.has(i) ? { ...r, health: [...(r.health ?? []), added.get(i)!] } : r));
}

/** A compared pair of runs (indexes into the runs shown) and what the compare tab says above it. */
export interface PairNote {
  baseline: number;
  probe: number;
  note: string;
}

/** The note of every ordered pair of runs of one format whose format has one to say; `names` as above. */
export function pairNotes(runs: readonly RunSummary[], names: readonly string[]): PairNote[] {
  const notes: PairNote[] = [];
  runs.forEach((baseline, b) => {
    runs.forEach((probe, p) => {
      if (b === p || baseline.benchmark !== probe.benchmark) return;
      const note = formatOf(baseline.benchmark).health.pairNote({ summary: baseline, name: names[b]! }, { summary: probe, name: names[p]! });
      if (note !== null) notes.push({ baseline: b, probe: p, note });
    });
  });
  return notes;
}

/** `compare`'s finding on a probe run against its baseline (runs of one format); null: none, or runs of two formats. */
export function pairFinding(baseline: RunCases, probe: RunCases): Finding | null {
  return baseline.benchmark === probe.benchmark ? formatOf(baseline.benchmark).health.pairFinding(baseline, probe) : null;
}
