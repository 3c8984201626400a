// One category's numbers in words, the same in the status bar's tooltip and the tree's: GAR, Acc and
// which cases each is over, the bound on the same cases, and where the files disagree. No vscode import.
import { basename } from 'node:path';
import { classLabel } from '../core/classify/actionClass';
import { countOf } from '../core/bfcl/caseDocument';
import { accOnCasesText, scoredText } from '../core/metrics/population';
import type { GroupSummary } from '../core/metrics/types';
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
