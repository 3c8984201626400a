// Small hand-written RunSummary objects for the export and comparison tests. The numbers are written
// out, not computed, so that a test fails when the code under test computes them wrongly.
import type { ActionClass } from '../../../src/core/classify/actionClass';
import type { Category } from '../../../src/core/model';
import type { CaseSummary, CategorySummary, RunSummary } from '../../../src/core/metrics/types';

export function kase(
  id: string,
  line: number,
  classes: ActionClass[],
  goldHit: boolean,
  passed: boolean | null,
  errorType: string | null = null,
): CaseSummary {
  return { id, line, classes, goldHit, passed, boundViolation: passed === true && !goldHit, errorType };
}

export function category(
  category: Category,
  fields: Partial<CategorySummary> & Pick<CategorySummary, 'n' | 'hits' | 'gar' | 'acc' | 'cases'>,
): CategorySummary {
  const gold: Record<Category, ActionClass> = { base: 'tool_call', long_context: 'tool_call', miss_param: 'ask', miss_func: 'refuse' };
  return {
    category,
    goldClass: gold[category],
    resultFile: `/runs/m/result/BFCL_v4_multi_turn_${category}_result.json`,
    scoreFile: `/runs/m/score/BFCL_v4_multi_turn_${category}_score.json`,
    garCi95: [0, 100],
    garMinusAcc: fields.gar !== null && fields.acc !== null ? fields.gar - fields.acc : null,
    emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 0 },
    ...fields,
  };
}

export function run(model: string, categories: CategorySummary[], fields: Partial<RunSummary> = {}): RunSummary {
  return {
    model,
    results: `/runs/${model}/result`,
    scores: `/runs/${model}/score`,
    categories,
    overallAcc: null,
    warnings: [],
    problems: [],
    ...fields,
  };
}
