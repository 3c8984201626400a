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
  | { kind: 'emits'; cls: ActionClass }
  | { kind: 'quirk' };

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
    case 'quirk':
      return cases.filter((c) => c.quirkHit === true);
  }
}

export function describeFilter(filter: CaseFilter, goldClass: ActionClass | null): string {
  switch (filter.kind) {
    case 'all':
      return 'all cases';
    case 'goldMiss':
      return goldClass === null ? 'cases that miss a gold class' : `cases without the gold class ${classLabel(goldClass)}`;
    case 'failed':
      return 'failed cases';
    case 'boundViolation':
      return goldClass === null ? 'bound violations' : `bound violations (passed, but ${classLabel(goldClass)} never appears)`;
    case 'emits':
      return `cases that emit ${classLabel(filter.cls)}`;
    case 'quirk':
      return 'gold hits that come only from the hit rule\'s quirk (ended early)';
  }
}

/** `1 failed case`, `2 cases that emit ASK`: a count of the cases behind a number, for its spoken label. */
export function countCases(n: number, filter: CaseFilter, goldClass: ActionClass | null): string {
  switch (filter.kind) {
    case 'all':
      return countOf(n, 'case');
    case 'goldMiss':
      return goldClass === null ? `${countOf(n, 'case')} that ${n === 1 ? 'misses' : 'miss'} a gold class` : `${countOf(n, 'case')} without the gold class ${classLabel(goldClass)}`;
    case 'failed':
      return countOf(n, 'failed case');
    case 'boundViolation':
      return goldClass === null ? countOf(n, 'bound violation') : `${countOf(n, 'bound violation')} (passed, but ${classLabel(goldClass)} never appears)`;
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

/** The case list is either cases of one run or cases that changed between two runs. */
export type CaseListRequest =
  | { kind: 'cases'; title: string; file: string; cases: CaseSummary[] }
  | { kind: 'transitions'; title: string; baselineFile: string | null; probeFile: string | null; pairs: CaseTransition[] };
