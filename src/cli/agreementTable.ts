// The agreement figures as text: one block per pair of raters, then GAR with human labels.
import { classLabel } from '../core/classify/actionClass';
import { pyFixed } from '../core/format/pyFixed';
import type { AgreementReport } from '../core/metrics/agreementReport';
import type { HumanGarRow } from '../core/metrics/humanGar';

const num = (v: number | null, digits = 3): string => (v === null ? 'unknown' : pyFixed(v, digits));

export function agreementTable(report: AgreementReport, gar: readonly HumanGarRow[]): string {
  const out: string[] = [];
  for (const { a, b, agreement: g } of report.pairs) {
    out.push(`${a} vs ${b}: n ${g.n}, raw agreement ${num(g.rawAgreement)}, kappa ${num(g.kappa)}`);
    if (g.n === 0) continue;
    out.push(`  kappa per class: ${Object.entries(g.kappaPerClass).map(([l, k]) => `${l} ${num(k)}`).join(', ')}`);
    out.push(`  confusion (rows ${a}, columns ${b}):`);
    // A tau2 message's set of classes is one label (ask+confirm): the columns widen to the longest.
    const width = Math.max(10, ...g.labels.map((l) => l.length + 1));
    out.push(`  ${''.padEnd(width)}${g.labels.map((l) => l.padStart(width)).join('')}`);
    g.confusion.forEach((row, i) => out.push(`  ${g.labels[i]!.padEnd(width)}${row.map((v) => String(v).padStart(width)).join('')}`));
  }
  if (report.alpha) out.push(`Krippendorff's alpha (${report.annotators.length} annotators, ${report.alpha.units} items): ${num(report.alpha.alpha)}`);
  if (gar.length) {
    out.push('', 'GAR with human labels');
    out.push(`${'model'.padEnd(34)}${'group'.padEnd(14)}${'gold'.padEnd(11)}${'author'.padEnd(16)}${'n'.padStart(5)}${'GAR'.padStart(8)}${'human'.padStart(8)}${'decided'.padStart(9)}`);
    for (const r of gar) {
      out.push(`${r.model.padEnd(34)}${r.group.padEnd(14)}${classLabel(r.goldClass).padEnd(11)}${r.author.padEnd(16)}${String(r.n).padStart(5)}${num(r.classifierGar, 1).padStart(8)}${num(r.humanGar, 1).padStart(8)}${String(r.decided).padStart(9)}`);
    }
  }
  return out.join('\n');
}
