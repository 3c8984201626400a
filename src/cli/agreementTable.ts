// The agreement figures as text: one block per pair of raters, then GAR with human labels.
import { classLabel } from '../core/classify/actionClass';
import { pyFixed } from '../core/text/pyFixed';
import type { AgreementReport } from '../core/annotation/agreementReport';
import type { HumanGarRow } from '../core/annotation/humanGar';
import { agreementNotes, kappaText } from '../core/metrics/agreementNotes';

const num = (v: number | null, digits = 3): string => (v === null ? 'unknown' : pyFixed(v, digits));

export function agreementTable(report: AgreementReport, gar: readonly HumanGarRow[]): string {
  const out: string[] = [];
  for (const { a, b, agreement: g } of report.pairs) {
    out.push(`${a} vs ${b}: n ${g.n}, raw agreement ${num(g.rawAgreement)}, kappa ${kappaText(g.kappa, g.n)}`);
    if (g.n === 0) continue;
    out.push(`  kappa per class: ${Object.entries(g.kappaPerClass).map(([l, k]) => `${l} ${kappaText(k, g.n)}`).join(', ')}`);
    for (const note of agreementNotes(g)) out.push(`  note: ${note}`);
    out.push(`  confusion (rows ${a}, columns ${b}):`);
    out.push(...confusionLines(g.labels, g.confusion));
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

/**
 * Each column as wide as its own label (a tau2 set such as ask+confirm is one label), so that the
 * header stays on one line of a terminal: 59 columns for BFCL's six labels (72 before, at one width for all).
 */
function confusionLines(labels: readonly string[], confusion: readonly (readonly number[])[]): string[] {
  const rowHead = Math.max(...labels.map((l) => l.length)) + 2;
  const widths = labels.map((l, j) => Math.max(l.length, ...confusion.map((row) => String(row[j]).length)) + 2);
  return [
    `  ${''.padEnd(rowHead)}${labels.map((l, j) => l.padStart(widths[j]!)).join('')}`,
    ...confusion.map((row, i) => `  ${labels[i]!.padEnd(rowHead)}${row.map((v, j) => String(v).padStart(widths[j]!)).join('')}`),
  ];
}
