// The text of `calibration-lens compare`: per probe, one row per category (the numbers of compareJson),
// then each transition bucket's cases; `*` marks a case the probe touched, `†` one where the probe
// wrote text itself (CRI bypass), which counts as the class it reads as but is not the model's.
import { classLabel } from '../core/classify/actionClass';
import { pyFixed } from '../core/text/pyFixed';
import { pValueText } from '../core/export/numbers';
import { runLabels } from '../core/export/runLabels';
import { BUCKET_LABEL, TRANSITION_BUCKETS, type ProbeCategory, type ProbeComparison } from '../core/metrics/probeComparison';
import { byCaseNumber } from './compareJson';

const left = (s: string, w: number): string => s.padEnd(w);
const right = (s: string, w: number): string => s.padStart(w);
const pct = (x: number | null): string => (x === null ? 'unknown' : pyFixed(x, 1));
const share = (x: number | null): string => (x === null ? 'unknown' : `${pyFixed(x, 1)}%`);
const points = (x: number | null): string => (x === null ? 'unknown' : pyFixed(x, 1, true));

/** `probeWrittenText`: the text a probe writes in place of the model's (BFCL's CRI bypass), named in the legend. */
export function compareTable(comparisons: readonly ProbeComparison[], probeWrittenText: string): string {
  const labels = runLabels([comparisons[0]!.baseline, ...comparisons.map((c) => c.probe)]);
  const blocks = comparisons.map((c, i) => probeBlock(c, labels[0]!, labels[i + 1]!));
  const written = comparisons.some((c) => c.categories.some((k) => k.probeWritten > 0));
  const legend = `* touched by the probe${written ? `; † the probe wrote text itself ("${probeWrittenText}"): it counts as REFUSE, but it is the probe's, not the model's` : ''}.`;
  return [...blocks, legend].join('\n\n');
}

function probeBlock(c: ProbeComparison, baseline: string, probe: string): string {
  const lines = [
    `${probe} against ${baseline}${c.eventLog ? ` (event log ${c.eventLog})` : ''}`,
    ...(c.touchedAny ? [] : ['No probe decision was found in its files (no sri_decision or triggered cri_decision, no sri_event_log.jsonl): touched is 0.']),
    `${left('category', 14)}${left('gold', 10)}${right('paired', 7)}${right('GAR base', 9)}${right('probe', 7)}${right('ΔGAR', 7)}${right('Acc base', 9)}${right('probe', 8)}${right('ΔAcc', 8)}${right('ΔTC emit', 9)}${right('gained', 7)}${right('lost', 5)}${right('McNemar p', 10)}${right('touched', 8)}  collateral (lost/hit, lost/touched)`,
  ];
  for (const k of c.categories) lines.push(row(k));
  if (c.categories.length === 0) lines.push('(no category is in both runs)');
  for (const k of c.categories) lines.push('', ...bucketLines(k));
  return lines.join('\n');
}

function row(k: ProbeCategory): string {
  const collateral = `${share(k.collateralDamage)} (${k.lost}/${k.hitInBaseline}), ${share(k.collateralAmongTouched)} (${k.lostAmongTouched}/${k.triggered})`;
  return `${left(k.category, 14)}${left(classLabel(k.goldClass), 10)}${right(String(k.nPaired), 7)}${right(pct(k.garBaseline), 9)}${right(pct(k.garProbe), 7)}${right(points(k.deltaGar), 7)}${right(pct(k.accBaseline), 9)}${right(pct(k.accProbe), 8)}${right(points(k.deltaAcc), 8)}${right(points(k.deltaToolCallEmit), 9)}${right(String(k.gained), 7)}${right(String(k.lost), 5)}${right(pValueText(k.mcnemarP), 10)}${right(String(k.triggered), 8)}  ${collateral}`;
}

function bucketLines(k: ProbeCategory): string[] {
  const unpaired = k.onlyInBaseline || k.onlyInProbe ? ` (not paired: ${k.onlyInBaseline} only in the baseline, ${k.onlyInProbe} only in the probe)` : '';
  return [
    `${k.category}${unpaired}:`,
    ...TRANSITION_BUCKETS.map((b) => {
      const ids = [...k.buckets[b]].sort((x, y) => byCaseNumber(x.id, y.id)).map((p) => `${p.id}${p.touched ? '*' : ''}${p.probeWritten.length ? '†' : ''}`);
      return `  ${left(`${BUCKET_LABEL[b]} (${ids.length})`, 38)}${ids.join(' ')}`.trimEnd();
    }),
  ];
}
