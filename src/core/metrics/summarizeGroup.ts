// One group's numbers for one gold class: GAR with its interval, Acc, GAR - Acc, emit rates, and every
// case's row. Reads the model only; which gold classes a case has, and which it hit, its reader said.
import { ACTION_CLASSES, type ActionClass } from '../classify/actionClass';
import { OUTCOMES, passedOf, type Case, type Outcome } from '../model/model';
import type { GroupCases } from '../model/runCases';
import type { CaseSummary, GroupSummary } from './types';
import { wilsonInterval } from './wilson';

/** One summary per gold class of the group, in its order. Expects verdicts to be set. */
export function summarizeGroup(input: GroupCases): GroupSummary[] {
  return input.goldClasses.map((goldClass) => summarizeGoldClass(input, goldClass));
}

function summarizeGoldClass(input: GroupCases, goldClass: ActionClass): GroupSummary {
  const cases: CaseSummary[] = input.cases.filter((c) => c.gold.includes(goldClass)).map((c) => {
    const goldHit = c.goldHits.includes(goldClass);
    return {
      ...caseSummaryOf(c, goldHit, !goldHit),
      ...(c.quirkHits ? { quirkHit: c.quirkHits.includes(goldClass) } : {}),
    };
  });
  const n = cases.length;
  const hits = cases.filter((c) => c.goldHit).length;
  const [low, high] = wilsonInterval(hits, n);
  const gar = n ? (100 * hits) / n : null;
  const acc = input.accFromVerdicts ? (n ? (100 * cases.filter((c) => c.passed === true).length) / n : null) : input.reportedAcc;
  const quirkHits = cases.some((c) => c.quirkHit !== undefined) ? cases.filter((c) => c.quirkHit).length : undefined;
  const outcomes = outcomeCounts(cases);
  const accOnCases = outcomes && n > 0 && outcomes.unknown === 0 ? (100 * outcomes.passed) / n : null;
  return {
    group: input.group,
    goldClass,
    ...(input.subset !== undefined ? { subset: input.subset } : {}),
    resultFile: input.resultFile,
    scoreFile: input.scoreFile,
    n,
    hits,
    ...(quirkHits !== undefined ? { quirkHits } : {}),
    gar,
    garCi95: [100 * low, 100 * high],
    acc,
    garMinusAcc: gar !== null && acc !== null ? gar - acc : null,
    scoreCounts: input.scoreCounts,
    ...(input.referenceCountedLines ? { referenceCountedLines: input.referenceCountedLines } : {}),
    outcomes,
    accOnCases,
    boundViolation: gar !== null && accOnCases !== null && accOnCases > gar,
    warnings: input.warnings,
    emitRates: n ? emitRates(cases, n) : null,
    cases,
  };
}

/** Null when no case has a verdict (no score file). */
function outcomeCounts(cases: CaseSummary[]): Record<Outcome, number> | null {
  if (cases.length > 0 && cases.every((c) => c.outcome === null)) return null;
  if (cases.length === 0) return null;
  const counts = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as Record<Outcome, number>;
  // A case without a verdict beside cases with one cannot be told either.
  for (const c of cases) counts[c.outcome ?? 'unknown'] += 1;
  return counts;
}

function emitRates(cases: CaseSummary[], n: number): Record<ActionClass, number> {
  const rates = {} as Record<ActionClass, number>;
  for (const cls of ACTION_CLASSES) rates[cls] = (100 * cases.filter((c) => c.classes.includes(cls)).length) / n;
  return rates;
}

/**
 * A case's row. `missedGold` says it lacks a gold class of the row; a bound violation needs a known
 * pass (an unknown outcome may be one of the failures the score file left out).
 */
export function caseSummaryOf(c: Case, goldHit: boolean, missedGold: boolean): CaseSummary {
  const passed = passedOf(c.verdict);
  return {
    id: c.id,
    line: c.line,
    classes: c.classes,
    goldHit,
    outcome: c.verdict?.outcome ?? null,
    passed,
    boundViolation: passed === true && missedGold,
    errorType: c.verdict?.errorType ?? null,
    ...(c.file !== undefined ? { file: c.file } : {}),
    ...(c.matchKey !== undefined ? { matchKey: c.matchKey } : {}),
    ...(c.caption !== undefined ? { caption: c.caption } : {}),
  };
}
