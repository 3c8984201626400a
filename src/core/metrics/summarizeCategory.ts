// One category's numbers: GAR with its interval, Acc, GAR - Acc, emit rates, and every case's row.
import { ACTION_CLASSES, type ActionClass } from '../classify/actionClass';
import type { ResultFileRead, ScoreFileRead } from '../bfcl/types';
import { GOLD_CLASS, type Category } from '../model';
import type { CaseSummary, CategorySummary } from './types';
import { wilsonInterval } from './wilson';

/** Expects `joinScores` to have set the verdicts. */
export function summarizeCategory(category: Category, result: ResultFileRead, score: ScoreFileRead | null): CategorySummary {
  const goldClass = GOLD_CLASS[category];
  const cases: CaseSummary[] = result.cases.map((c) => {
    const goldHit = c.classes.includes(goldClass);
    const passed = c.verdict ? c.verdict.passed : null;
    return {
      id: c.id,
      line: c.line,
      classes: c.classes,
      goldHit,
      passed,
      boundViolation: passed === true && !goldHit,
      errorType: c.verdict?.errorType ?? null,
    };
  });
  const n = cases.length;
  const hits = cases.filter((c) => c.goldHit).length;
  const [low, high] = wilsonInterval(hits, n);
  const gar = n ? (100 * hits) / n : null;
  const acc = score?.header ? 100 * score.header.accuracy : null;
  return {
    category,
    goldClass,
    resultFile: result.path,
    scoreFile: score?.path ?? null,
    n,
    hits,
    gar,
    garCi95: [100 * low, 100 * high],
    acc,
    garMinusAcc: gar !== null && acc !== null ? gar - acc : null,
    emitRates: n ? emitRates(cases, n) : null,
    cases,
  };
}

function emitRates(cases: CaseSummary[], n: number): Record<ActionClass, number> {
  const rates = {} as Record<ActionClass, number>;
  for (const cls of ACTION_CLASSES) rates[cls] = (100 * cases.filter((c) => c.classes.includes(cls)).length) / n;
  return rates;
}
