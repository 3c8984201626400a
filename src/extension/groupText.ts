// A group's numbers in words, the same in the status bar's tooltip and the tree's: for one gold class
// (a BFCL category) GAR, Acc and which cases each is over, the bound on the same cases, and where the
// files disagree; for several (a tau2 domain) pass@1 over the group, then GAR per class. No vscode import.
import { basename } from 'node:path';
import { classLabel } from '../core/classify/actionClass';
import { countOf } from '../core/text/countOf';
import { accOnCasesText, scoredText } from '../core/metrics/population';
import type { GroupSummary, GroupTotals } from '../core/metrics/types';
import { formatPercent } from './labels/labelText';

export function groupLines(s: GroupSummary): string[] {
  const violations = s.cases.filter((c) => c.boundViolation).length;
  const scored = scoredText(s);
  const onCases = accOnCasesText(s);
  return [
    `${s.group}: gold action ${classLabel(s.goldClass)}, ${countOf(s.n, 'case')} in ${basename(s.resultFile)}`,
    `GAR ${formatPercent(s.gar)} (95% interval ${formatPercent(s.garCi95[0])}–${formatPercent(s.garCi95[1])})`,
    s.acc === null
      ? 'Acc – (no score file beside the result file)'
      : `Acc ${formatPercent(s.acc)} (score file header${s.scoreCounts?.total ? `, over ${countOf(s.scoreCounts.total, 'case')}` : ''})`,
    ...(scored || onCases ? [[scored, onCases].filter(Boolean).join('; ')] : []),
    s.boundViolation
      ? `Acc on these cases is above GAR: ${countOf(violations, 'case')} passed without the gold action (bound violation).`
      : `${countOf(violations, 'bound violation')} (cases known to pass without the gold action)`,
    ...s.warnings,
  ];
}

/** A group with a row per gold class (tau2): its cases, pass@1, and each class's n, GAR with its interval, Acc. */
export function classRowsLines(name: string, rows: readonly GroupSummary[], totals: GroupTotals | null, cases: number, violations: number): string[] {
  return [
    `${name}: ${countOf(cases, 'simulation')}${totals ? `, ${totals.scored} scored, ${totals.passed} passed (pass@1 ${formatPercent(totals.passAt1)})` : ''}`,
    ...(rows.length
      ? rows.map((s) => `${classLabel(s.goldClass)}: n ${s.n}, GAR ${formatPercent(s.gar)} (95% interval ${formatPercent(s.garCi95[0])}–${formatPercent(s.garCi95[1])}), Acc ${formatPercent(s.acc)}${s.quirkHits ? `, ${s.quirkHits} hits only by the early-end quirk` : ''}`)
      : ['No gold is known for this domain: GAR needs gold (calibrationLens.tau2TasksFile).']),
    countOf(violations, 'bound violation'),
  ];
}

/** `pass@1 56.0 · TOOL_CALL 27.9 · ASK 100.0 · REFUSE 71.4`: the group in one line; GAR needs gold where there is none. */
export function classRowsText(rows: readonly GroupSummary[], totals: GroupTotals | null): string {
  const pass = totals ? `pass@1 ${formatPercent(totals.passAt1)}` : null;
  const gars = rows.length ? rows.map((s) => `${classLabel(s.goldClass)} ${formatPercent(s.gar)}`) : ['GAR needs gold'];
  return [pass, ...gars].filter(Boolean).join(' · ');
}
