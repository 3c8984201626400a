// The columns of the summary table: header, what a cell shows, and the value it sorts by. The paper's
// triple (GAR, TOOL_CALL emit rate, Acc) comes first after the names so it is visible without scrolling.
import { CLASS_PRIORITY, classLabel, type ActionClass } from '../../src/core/classify/actionClass';
import { interval, percent, signedPercent } from '../../src/core/export/numbers';
import type { SummaryRow } from '../../src/core/export/summaryRows';
import { classMixBar, intervalBar } from './bars';
import { countCases, describeFilter, filterCases, showThem, type CaseFilter, type CaseListRequest } from './caseQuery';
import { h } from './element';
import { accOnCasesText, leftOutText, scoredText } from '../../src/core/metrics/population';

export interface ColumnContext {
  showCases(request: CaseListRequest, opener: HTMLElement): void;
}

export interface Column {
  id: string;
  label: string;
  /** Read by screen readers and shown on hover. */
  description: string;
  numeric: boolean;
  sortValue(row: SummaryRow): number | string | null;
  /** The exact number behind the cell, for anyone reading the page (tests, e2e). */
  value?(row: SummaryRow): number | null;
  cell(row: SummaryRow, ctx: ColumnContext): (Node | string)[];
  className?(row: SummaryRow): string;
  /** Shown only when some row has this (a fact one benchmark has); always shown without it. */
  appliesTo?(row: SummaryRow): boolean;
}

/** A number that opens the cases behind it: a count, or a rate (`percent`) whose cases are counted in its label. */
export function countButton(row: SummaryRow, filter: CaseFilter, text: string, ctx: ColumnContext, percent = false): HTMLElement {
  const cases = filterCases(row.source.cases, filter);
  const what = describeFilter(filter, row.goldClass, row.benchmark);
  const title = `${row.run} · ${row.group} · ${what}`;
  const label = `${percent ? `${text}%: ` : ''}${countCases(cases.length, filter, row.goldClass, row.benchmark)} in ${row.group} of ${row.run}. ${showThem(cases.length)}`;
  const button = h('button', {
    className: 'count',
    attrs: { type: 'button', 'aria-label': label },
    data: { count: cases.length },
    on: { click: () => ctx.showCases({ kind: 'cases', title, file: row.source.resultFile, cases }, button) },
  }, text);
  return button;
}

/** A benchmark whose detector never gives the class (tau2: OTHER) has no rate for it, not 0. */
const NOT_DEFINED = '-';

function emitColumn(cls: ActionClass): Column {
  const defined = (r: SummaryRow) => r.emitClasses.includes(cls);
  return {
    id: `emit-${cls}`,
    label: `${classLabel(cls)} emit`,
    description: `Share of cases that emit ${classLabel(cls)} at least once, in percent; - where the benchmark's detector never gives ${classLabel(cls)}.`,
    numeric: true,
    sortValue: (r) => (defined(r) ? r.emitRates?.[cls] ?? null : null),
    value: (r) => (defined(r) ? r.emitRates?.[cls] ?? null : null),
    cell: (r, ctx) =>
      defined(r)
        ? [countButton(r, { kind: 'emits', cls }, percent(r.emitRates?.[cls] ?? null), ctx, true)]
        : [h('span', { attrs: { title: `${r.run} is a run of a benchmark whose detector never gives ${classLabel(cls)}: the rate is not defined.` } }, NOT_DEFINED)],
  };
}

export const RUN_COLUMN: Column = {
  id: 'run',
  label: 'Run',
  description: 'The model folder the results were read from.',
  numeric: false,
  sortValue: (r) => r.run,
  cell: (r) => [r.run],
};

export const CATEGORY_COLUMN: Column = {
  id: 'category',
  label: 'Category',
  description: 'BFCL multi-turn category, or tau2 domain.',
  numeric: false,
  sortValue: (r) => r.group,
  cell: (r) => [r.group],
};

export const METRIC_COLUMNS: Column[] = [
  {
    id: 'gold',
    label: 'Gold',
    description: "The action class the cases ask for (BFCL: the category's; tau2: each class of the domain's tasks, ASK also per audited subset).",
    numeric: false,
    sortValue: (r) => r.goldLabel,
    cell: (r) => [r.goldLabel],
  },
  {
    id: 'n',
    label: 'n',
    description: 'Cases in the result file; "of 200 scored" where the score file counts other cases than these.',
    numeric: true,
    sortValue: (r) => r.n,
    value: (r) => r.n,
    cell: (r, ctx) => {
      const scored = scoredText(r.source);
      // Lines the reference would count as cases (gar's table and --json say so too).
      const leftOut = leftOutText(r.source);
      return [
        countButton(r, { kind: 'all' }, String(r.n), ctx),
        ...(scored ? [h('span', { className: 'population' }, scored.replace(/^n \d+/, ''))] : []),
        ...(leftOut ? [h('span', { className: 'population left-out' }, leftOut.replace(/^n \d+; /, ''))] : []),
      ];
    },
  },
  {
    id: 'gar',
    label: 'GAR',
    description: 'Gold Action Recall: cases whose classes contain the gold class, in percent.',
    numeric: true,
    sortValue: (r) => r.gar,
    value: (r) => r.gar,
    cell: (r, ctx) => (r.gar === null ? [percent(r.gar)] : [countButton(r, { kind: 'goldHit' }, percent(r.gar), ctx, true)]),
  },
  emitColumn('tool_call'),
  {
    id: 'acc',
    label: 'Acc',
    description: "The benchmark's accuracy, in percent: BFCL's from the score file header; tau2's pass@1 (reward 1) of these simulations. Beside it, where the score file's cases are not GAR's, Acc over this row's cases.",
    numeric: true,
    sortValue: (r) => r.acc,
    value: (r) => r.acc,
    cell: (r, ctx) => {
      const onCases = accOnCasesText(r.source);
      const acc = r.acc === null ? percent(r.acc) : countButton(r, { kind: 'passed' }, percent(r.acc), ctx, true);
      return [acc, ...(onCases ? [h('span', { className: 'population' }, onCases)] : [])];
    },
  },
  {
    id: 'garMinusAcc',
    label: 'GAR − Acc',
    description: 'GAR minus Acc in points. Negative means Acc > GAR: a bound violation (⚠) when Acc is over the same cases as GAR with every outcome known.',
    numeric: true,
    sortValue: (r) => r.garMinusAcc,
    value: (r) => r.garMinusAcc,
    className: (r) => (r.boundViolation ? 'bound-violation' : ''),
    cell: (r) =>
      r.boundViolation
        ? [h('span', { className: 'violation-mark', attrs: { 'aria-label': 'Bound violation: Acc above GAR.', role: 'img' } }, '⚠'), ' ', signedPercent(r.garMinusAcc)]
        : [signedPercent(r.garMinusAcc)],
  },
  {
    id: 'garCi',
    label: 'GAR 95% CI',
    description: "GAR's Wilson 95% interval, as numbers and as a bar on 0-100 with GAR as a tick and Acc as a line (red when above GAR). Sorts by the lower bound.",
    numeric: false,
    sortValue: (r) => (r.gar === null ? null : r.garCi95[0]),
    cell: (r) => [h('span', { className: 'ci' }, r.gar === null ? '—' : interval(r.garCi95)), intervalBar(r.source)],
  },
  {
    id: 'goldMiss',
    label: 'Gold missing',
    description: 'Cases in which the gold class never appears.',
    numeric: true,
    sortValue: (r) => (r.goldClass === null ? null : r.n - r.hits),
    value: (r) => (r.goldClass === null ? null : r.n - r.hits),
    cell: (r, ctx) => (r.goldClass === null ? ['—'] : [countButton(r, { kind: 'goldMiss' }, String(r.n - r.hits), ctx)]),
  },
  {
    id: 'failed',
    label: 'Failed',
    description: 'Cases the grader failed (listed in the score file).',
    numeric: true,
    sortValue: (r) => r.failedCases,
    value: (r) => r.failedCases,
    cell: (r, ctx) => (r.failedCases === null ? ['—'] : [countButton(r, { kind: 'failed' }, String(r.failedCases), ctx)]),
  },
  {
    id: 'violations',
    label: 'Violations',
    description: 'Cases that passed although the gold class never appears.',
    numeric: true,
    sortValue: (r) => r.violatingCases,
    value: (r) => r.violatingCases,
    className: (r) => (r.violatingCases > 0 ? 'has-violations' : ''),
    cell: (r, ctx) => [countButton(r, { kind: 'boundViolation' }, String(r.violatingCases), ctx)],
  },
  {
    id: 'quirk',
    label: 'Quirk hits',
    description: "Of GAR's hits, those that come only from a quirk of the benchmark's hit rule (tau2: a simulation that ended early has no failed action check, so the paper counts it as a TOOL_CALL hit). — when the benchmark has none.",
    numeric: true,
    appliesTo: (r) => r.quirkHits !== null,
    sortValue: (r) => r.quirkHits,
    value: (r) => r.quirkHits,
    cell: (r, ctx) => (r.quirkHits === null ? ['—'] : [countButton(r, { kind: 'quirk' }, String(r.quirkHits), ctx)]),
  },
  // In priority order, as the editor's labels list them (TOOL_CALL's is beside GAR above).
  ...CLASS_PRIORITY.filter((c) => c !== 'tool_call').map(emitColumn),
  {
    id: 'mix',
    label: 'Class mix',
    description: 'How many cases emit each class, as a stacked bar. Sorts by the TOOL_CALL emit rate.',
    numeric: false,
    sortValue: (r) => r.emitRates?.tool_call ?? null,
    cell: (r) => [classMixBar(r.source)],
  },
];
