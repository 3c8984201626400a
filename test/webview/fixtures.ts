// Hand-written RunSummary objects for the webview tests: small, with every number written out, so a
// test can name the exact text each cell must show.
import type { ActionClass } from '../../src/core/classify/actionClass';
import type { Category } from '../../src/core/bfcl/categories';
import type { CaseSummary, GroupSummary, RunSummary } from '../../src/core/metrics/types';
import { completeRun } from '../unit/export/runFixture';

export function kase(id: string, line: number, classes: ActionClass[], goldHit: boolean, passed: boolean | null, errorType: string | null = null): CaseSummary {
  const outcome = passed === null ? null : passed ? 'passed' : 'failed';
  return { id, line, classes, goldHit, outcome, passed, boundViolation: passed === true && !goldHit, errorType };
}

const GOLD: Record<Category, ActionClass> = { base: 'tool_call', long_context: 'tool_call', miss_param: 'ask', miss_func: 'refuse' };

export function category(
  model: string,
  category: Category,
  fields: Pick<GroupSummary, 'n' | 'hits' | 'gar' | 'garCi95' | 'acc' | 'emitRates' | 'cases'>,
): GroupSummary {
  return {
    group: category,
    goldClass: GOLD[category],
    resultFile: `/runs/${model}/result/BFCL_v4_multi_turn_${category}_result.json`,
    scoreFile: fields.acc === null ? null : `/runs/${model}/score/BFCL_v4_multi_turn_${category}_score.json`,
    garMinusAcc: fields.gar !== null && fields.acc !== null ? fields.gar - fields.acc : null,
    ...completeRun(fields),
    ...fields,
  };
}

export function run(model: string, groups: GroupSummary[], overallAcc: number | null, warnings: string[] = []): RunSummary {
  return { benchmark: 'bfcl', model, results: `/runs/${model}/result`, scores: `/runs/${model}/score`, groups, overallAcc, warnings, problems: [] };
}

/** Two models; alpha violates the bound in miss_param (Acc 65 > GAR 0). */
export function twoRuns(): RunSummary[] {
  const alpha = run('alpha', [
    category('alpha', 'base', {
      n: 4, hits: 3, gar: 75, garCi95: [30.06, 95.44], acc: 50,
      emitRates: { tool_call: 75, ask: 25, refuse: 0, confirm: 0, other: 50 },
      cases: [
        kase('multi_turn_base_0', 1, ['other', 'tool_call'], true, true),
        kase('multi_turn_base_1', 2, ['tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
        kase('multi_turn_base_2', 3, ['ask'], false, false, 'multi_turn:empty_turn_model_response'),
        kase('multi_turn_base_3', 4, ['other', 'tool_call'], true, true),
      ],
    }),
    category('alpha', 'miss_param', {
      n: 2, hits: 0, gar: 0, garCi95: [0, 65.76], acc: 65,
      emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 50 },
      cases: [
        kase('multi_turn_miss_param_0', 1, ['tool_call'], false, true),
        kase('multi_turn_miss_param_1', 2, ['other', 'tool_call'], false, false, 'multi_turn:instance_state_mismatch'),
      ],
    }),
  ], 57.5, ['miss_param: The score file counts 200 cases; the result file has 2.']);
  const beta = run('beta', [
    category('beta', 'base', {
      n: 4, hits: 4, gar: 100, garCi95: [51.01, 100], acc: 80,
      emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 25, other: 0 },
      cases: [
        kase('multi_turn_base_0', 1, ['tool_call'], true, true),
        kase('multi_turn_base_1', 2, ['tool_call'], true, true),
        kase('multi_turn_base_2', 3, ['tool_call'], true, true),
        kase('multi_turn_base_3', 4, ['confirm', 'tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
      ],
    }),
    category('beta', 'miss_param', {
      n: 2, hits: 2, gar: 100, garCi95: [34.24, 100], acc: 40,
      emitRates: { tool_call: 50, ask: 100, refuse: 0, confirm: 0, other: 0 },
      cases: [
        kase('multi_turn_miss_param_0', 1, ['ask'], true, true),
        kase('multi_turn_miss_param_1', 2, ['ask', 'tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
      ],
    }),
  ], 60);
  return [alpha, beta];
}
