// `version-drift` between a baseline and a probe run (`calibration-lens compare`): the questions each
// recorded (`begin_of_turn_query`) under the same id differ, so the two runs were made from different
// versions of BFCL's test data and the comparison pairs different items under one id.
import { differingExcerpts } from '../recordedQuestions';
import type { Finding, FindingCase } from '../../model/finding';
import type { GroupCases } from '../../model/runCases';
import { countOf } from '../../text/countOf';
import { firstDifference } from './questionDrift';

/** The probe's cases (named in its files) whose recorded questions differ from the baseline's under the same id; null when none does. */
export function pairQuestionDrift(baseline: readonly GroupCases[], probe: readonly GroupCases[]): Finding | null {
  const cases: FindingCase[] = [];
  const perGroup: string[] = [];
  for (const g of probe) {
    const asked = new Map<string, readonly string[]>();
    for (const b of baseline) if (b.group === g.group) for (const c of b.cases) if (c.facts?.asked) asked.set(c.id, c.facts.asked);
    let compared = 0;
    let differing = 0;
    for (const c of g.cases) {
      const before = asked.get(c.id);
      if (!before || !c.facts?.asked) continue;
      compared++;
      const turn = firstDifference(c.facts.asked, before);
      if (!turn) continue;
      differing++;
      const [was, is] = differingExcerpts(turn.data, turn.run);
      cases.push({ id: c.id, group: g.group, file: c.file ?? g.resultFile, line: c.line, detail: `turn ${turn.index + 1}: the baseline asked "${was}", the probe asked "${is}"` });
    }
    if (differing) perGroup.push(`${g.group} ${differing} of ${compared}`);
  }
  if (cases.length === 0) return null;
  const first = cases[0]!;
  const message =
    `${countOf(cases.length, 'case')} recorded other questions in the probe than in the baseline under the same id (${perGroup.join('; ')}; first: ${first.id}, ${first.detail}): ` +
    `the two runs were made from different versions of the test data (BFCL revises items between releases), so these pairs compare different items. ` +
    `Run both from one version of the test data.`;
  return { code: 'version-drift', severity: 'warning', message, groups: [...new Set(cases.map((c) => c.group!))], cases };
}
