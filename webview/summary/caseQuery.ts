// Which cases stand behind a number in the table, and how to name that set for the case list.
import { classLabel, type ActionClass } from '../../src/core/classify/actionClass';
import type { CaseTransition } from '../../src/core/metrics/compare';
import type { CaseSummary } from '../../src/core/metrics/types';
import { countOf } from '../../src/core/text/countOf';
import { missedGoldText } from '../../src/core/metrics/missedGold';
import type { Benchmark } from '../../src/core/model/model';

export type CaseFilter =
  | { kind: 'all' }
  | { kind: 'goldHit' }
  | { kind: 'goldMiss' }
  | { kind: 'passed' }
  | { kind: 'failed' }
  | { kind: 'boundViolation' }
  | { kind: 'emits'; cls: ActionClass }
  | { kind: 'quirk' };

export function filterCases(cases: readonly CaseSummary[], filter: CaseFilter): CaseSummary[] {
  switch (filter.kind) {
    case 'all':
      return [...cases];
    case 'goldHit':
      return cases.filter((c) => c.goldHit);
    case 'goldMiss':
      return cases.filter((c) => !c.goldHit);
    case 'passed':
      return cases.filter((c) => c.passed === true);
    case 'failed':
      return cases.filter((c) => c.passed === false);
    case 'boundViolation':
      return cases.filter((c) => c.boundViolation);
    case 'emits':
      return cases.filter((c) => c.classes.includes(filter.cls));
    case 'quirk':
      return cases.filter((c) => c.quirkHit === true);
  }
}

export function describeFilter(filter: CaseFilter, goldClass: ActionClass | null, benchmark: Benchmark = 'bfcl'): string {
  switch (filter.kind) {
    case 'all':
      return 'all cases';
    case 'goldHit':
      return goldClass === null ? 'cases that hit their gold classes' : `cases with the gold class ${classLabel(goldClass)} (GAR's hits)`;
    case 'goldMiss':
      return goldClass === null ? 'cases that miss a gold class' : `cases without the gold class ${classLabel(goldClass)}`;
    case 'passed':
      return 'passed cases';
    case 'failed':
      return 'failed cases';
    case 'boundViolation':
      return goldClass === null ? 'bound violations' : `bound violations (passed, but ${missedGoldText(benchmark, goldClass)})`;
    case 'emits':
      return `cases that emit ${classLabel(filter.cls)}`;
    case 'quirk':
      return 'gold hits that come only from the hit rule\'s quirk (ended early)';
  }
}

/** `1 failed case`, `2 cases that emit ASK`: a count of the cases behind a number, for its spoken label. */
export function countCases(n: number, filter: CaseFilter, goldClass: ActionClass | null, benchmark: Benchmark = 'bfcl'): string {
  switch (filter.kind) {
    case 'all':
      return countOf(n, 'case');
    case 'goldHit':
      return goldClass === null ? `${countOf(n, 'case')} that ${n === 1 ? 'hits' : 'hit'} their gold classes` : `${countOf(n, 'case')} with the gold class ${classLabel(goldClass)}`;
    case 'goldMiss':
      return goldClass === null ? `${countOf(n, 'case')} that ${n === 1 ? 'misses' : 'miss'} a gold class` : `${countOf(n, 'case')} without the gold class ${classLabel(goldClass)}`;
    case 'passed':
      return countOf(n, 'passed case');
    case 'failed':
      return countOf(n, 'failed case');
    case 'boundViolation':
      return goldClass === null ? countOf(n, 'bound violation') : `${countOf(n, 'bound violation')} (passed, but ${missedGoldText(benchmark, goldClass)})`;
    case 'emits':
      return `${countOf(n, 'case')} that ${n === 1 ? 'emits' : 'emit'} ${classLabel(filter.cls)}`;
    case 'quirk':
      return `${countOf(n, 'gold hit')} that ${n === 1 ? 'comes' : 'come'} only from the hit rule's quirk (ended early)`;
  }
}

/** The end of a count's spoken label. */
export function showThem(n: number): string {
  return n === 1 ? 'Show it.' : 'Show them.';
}

/** A case of any run shown, with where it is from (the filter's matches over every run). */
export interface FoundCase {
  /** `run · category` */
  where: string;
  file: string;
  case: CaseSummary;
}

/** The case list is cases of one run, cases that changed between two runs, or cases of every run. */
export type CaseListRequest =
  | { kind: 'cases'; title: string; file: string; cases: CaseSummary[] }
  | { kind: 'found'; title: string; found: FoundCase[] }
  | { kind: 'transitions'; title: string; baselineFile: string | null; probeFile: string | null; pairs: ProbedTransition[]; sideBySide?: RunNames };

/** A case of a baseline and a probe; from the baseline-and-probes tab, with what the probe did to it. */
export type ProbedTransition = CaseTransition & { touched?: boolean; probeWritten?: ReadonlyArray<{ turn: number; step: number }> };

/** The two runs' names, when each case of the list opens as a pair (the case views side by side). */
export interface RunNames {
  baseline: string;
  probe: string;
}
