// Small hand-written RunSummary objects for the export and comparison tests. The numbers are written
// out, not computed, so that a test fails when the code under test computes them wrongly.
import type { ActionClass } from '../../../src/core/classify/actionClass';
import { GOLD_CLASS, type Category } from '../../../src/core/bfcl/categories';
import type { CaseSummary, GroupSummary, RunSummary } from '../../../src/core/metrics/types';

export function kase(
  id: string,
  line: number,
  classes: ActionClass[],
  goldHit: boolean,
  passed: boolean | null,
  errorType: string | null = null,
): CaseSummary {
  const outcome = passed === null ? null : passed ? 'passed' : 'failed';
  return { id, line, classes, goldHit, outcome, passed, boundViolation: passed === true && !goldHit, errorType };
}

export function category(
  category: Category,
  fields: Partial<GroupSummary> & Pick<GroupSummary, 'n' | 'hits' | 'gar' | 'acc' | 'cases'>,
): GroupSummary {
  return {
    group: category,
    goldClass: GOLD_CLASS[category],
    resultFile: `/runs/m/result/BFCL_v4_multi_turn_${category}_result.json`,
    scoreFile: `/runs/m/score/BFCL_v4_multi_turn_${category}_score.json`,
    garCi95: [0, 100],
    garMinusAcc: fields.gar !== null && fields.acc !== null ? fields.gar - fields.acc : null,
    emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 0 },
    ...completeRun(fields),
    ...fields,
  };
}

/** Unless a test says otherwise, the score file covers exactly these cases: Acc is over the same ones as GAR. */
export function completeRun(fields: Pick<GroupSummary, 'n' | 'gar' | 'acc' | 'cases'> & { scoreFile?: string | null }): Pick<GroupSummary, 'scoreCounts' | 'outcomes' | 'accOnCases' | 'boundViolation' | 'warnings'> {
  if (fields.acc === null || fields.scoreFile === null) return { scoreCounts: null, outcomes: null, accOnCases: null, boundViolation: false, warnings: [] };
  const failed = fields.cases.filter((c) => c.passed === false).length;
  return {
    scoreCounts: { file: 'score.json', total: fields.n, failed, listed: failed, listedNotInResults: [] },
    outcomes: { passed: fields.n - failed, failed, unknown: 0 },
    accOnCases: fields.acc,
    boundViolation: fields.gar !== null && fields.acc > fields.gar,
    warnings: [],
  };
}

export function run(model: string, groups: GroupSummary[], fields: Partial<RunSummary> = {}): RunSummary {
  return {
    benchmark: 'bfcl',
    model,
    results: `/runs/${model}/result`,
    scores: `/runs/${model}/score`,
    groups,
    overallAcc: null,
    warnings: [],
    problems: [],
    ...fields,
  };
}
