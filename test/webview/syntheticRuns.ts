// Full-size RunSummary objects for the panel's benchmark: any number of runs of the four BFCL
// categories, each case with classes, verdict and error type drawn from a seeded generator, and the
// category numbers computed from those cases, so every count in the table has its cases behind it.
import { ACTION_CLASSES, type ActionClass } from '../../src/core/classify/actionClass';
import { BFCL_CATEGORIES, GOLD_CLASS } from '../../src/core/bfcl/categories';
import type { CaseSummary, GroupSummary, RunSummary } from '../../src/core/metrics/types';
import { seededRandom as random } from '../../src/core/random/seededRandom.mjs';
import { wilsonInterval } from '../../src/core/metrics/wilson';
import { completeRun } from '../unit/export/runFixture';

const ERRORS = ['multi_turn:instance_state_mismatch', 'multi_turn:execution_response_mismatch', 'multi_turn:empty_turn_model_response'];

export function syntheticRuns(options: { runs: number; casesPerCategory: number; seed: number }): RunSummary[] {
  const next = random(options.seed);
  return Array.from({ length: options.runs }, (_, r) => {
    const model = `synthetic-model-${String(r + 1).padStart(2, '0')}`;
    const categories = BFCL_CATEGORIES.map((category): GroupSummary => {
      const gold = GOLD_CLASS[category];
      const cases = Array.from({ length: options.casesPerCategory }, (_, i): CaseSummary => {
        const classes = ACTION_CLASSES.filter((cls) => next() < (cls === 'tool_call' ? 0.9 : cls === gold ? 0.5 : 0.2)).sort();
        const goldHit = classes.includes(gold);
        const passed = next() < (goldHit ? 0.6 : 0.25);
        return {
          id: `multi_turn_${category}_${i}`,
          line: i + 1,
          classes,
          goldHit,
          outcome: passed ? 'passed' : 'failed',
          passed,
          boundViolation: passed && !goldHit,
          errorType: passed ? null : ERRORS[Math.floor(next() * ERRORS.length)]!,
        };
      });
      const n = cases.length;
      const hits = cases.filter((c) => c.goldHit).length;
      const [low, high] = wilsonInterval(hits, n);
      const gar = (100 * hits) / n;
      const acc = (100 * cases.filter((c) => c.passed).length) / n;
      const emitRates = Object.fromEntries(ACTION_CLASSES.map((cls) => [cls, (100 * cases.filter((c) => c.classes.includes(cls)).length) / n])) as Record<ActionClass, number>;
      return {
        group: category, goldClass: gold,
        resultFile: `/bench/release/result/${model}/multi_turn/BFCL_v4_multi_turn_${category}_result.json`,
        scoreFile: `/bench/release/score/${model}/multi_turn/BFCL_v4_multi_turn_${category}_score.json`,
        n, hits, gar, garCi95: [100 * low, 100 * high], acc, garMinusAcc: gar - acc, emitRates, cases,
        ...completeRun({ n, gar, acc, cases }),
      };
    });
    const overallAcc = categories.reduce((sum, c) => sum + c.acc!, 0) / categories.length;
    return { benchmark: 'bfcl', model, results: '/bench/release/result', scores: '/bench/release/score', groups: categories, overallAcc, warnings: [], problems: [] };
  });
}
