// Which cases stand behind a number in the table, and how to name that set for the case list.
import { classLabel, type ActionClass } from '../../src/core/classify/actionClass';
import type { CaseTransition } from '../../src/core/metrics/compare';
import type { CaseSummary } from '../../src/core/metrics/types';
import { countOf } from '../../src/core/text/countOf';

export type CaseFilter =
  | { kind: 'all' }
  | { kind: 'goldMiss' }
  | { kind: 'failed' }
  | { kind: 'boundViolation' }
  | { kind: 'emits'; cls: ActionClass };

export function filterCases(cases: readonly CaseSummary[], filter: CaseFilter): CaseSummary[] {
  switch (filter.kind) {
    case 'all':
      return [...cases];
    case 'goldMiss':
      return cases.filter((c) => !c.goldHit);
    case 'failed':
      return cases.filter((c) => c.passed === false);
    case 'boundViolation':
      return cases.filter((c) => c.boundViolation);
    case 'emits':
      return cases.filter((c) => c.classes.includes(filter.cls));
  }
}

export function describeFilter(filter: CaseFilter, goldClass: ActionClass): string {
  switch (filter.kind) {
    case 'all':
      return 'all cases';
    case 'goldMiss':
      return `cases without the gold class ${classLabel(goldClass)}`;
    case 'failed':
      return 'failed cases';
    case 'boundViolation':
      return `bound violations (passed, but ${classLabel(goldClass)} never appears)`;
    case 'emits':
      return `cases that emit ${classLabel(filter.cls)}`;
  }
}

/** `1 failed case`, `2 cases that emit ASK`: a count of the cases behind a number, for its spoken label. */
export function countCases(n: number, filter: CaseFilter, goldClass: ActionClass): string {
  switch (filter.kind) {
    case 'all':
      return countOf(n, 'case');
    case 'goldMiss':
      return `${countOf(n, 'case')} without the gold class ${classLabel(goldClass)}`;
    case 'failed':
      return countOf(n, 'failed case');
    case 'boundViolation':
      return `${countOf(n, 'bound violation')} (passed, but ${classLabel(goldClass)} never appears)`;
    case 'emits':
      return `${countOf(n, 'case')} that ${n === 1 ? 'emits' : 'emit'} ${classLabel(filter.cls)}`;
  }
}

/** The end of a count's spoken label. */
export function showThem(n: number): string {
  return n === 1 ? 'Show it.' : 'Show them.';
}

/** The case list is either cases of one run or cases that changed between two runs. */
export type CaseListRequest =
  | { kind: 'cases'; title: string; file: string; cases: CaseSummary[] }
  | { kind: 'transitions'; title: string; baselineFile: string | null; probeFile: string | null; pairs: CaseTransition[] };
