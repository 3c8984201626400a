// The summary table: one row per run and category, grouped by run or by category (or not at all), and
// sorted within each group by any column. Headers are buttons; aria-sort says how the table is sorted.
import { overallPercent } from '../../src/core/export/numbers';
import type { SummaryRow } from '../../src/core/export/summaryRows';
import type { RunSummary } from '../../src/core/metrics/types';
import type { GroupBy, SummaryViewState } from '../../src/protocol/messages';
import { h } from './element';
import { CATEGORY_COLUMN, METRIC_COLUMNS, RUN_COLUMN, type Column, type ColumnContext } from './summaryColumns';
import { rowMarksText } from '../../src/core/metrics/rowMarks';

export interface TableInput {
  runs: RunSummary[];
  rows: SummaryRow[];
  groupBy: GroupBy;
  sort: SummaryViewState['sort'];
  onSort(column: string): void;
}

interface Group {
  key: string;
  heading: (Node | string)[];
  label: string;
  rows: SummaryRow[];
}

/** The columns for a grouping; a column that says when it applies (quirk hits) only when some row has it. */
export function columnsFor(groupBy: GroupBy, rows: readonly SummaryRow[] = []): Column[] {
  const metrics = METRIC_COLUMNS.filter((c) => !c.appliesTo || rows.some(c.appliesTo));
  if (groupBy === 'run') return [CATEGORY_COLUMN, ...metrics];
  if (groupBy === 'category') return [RUN_COLUMN, ...metrics];
  return [RUN_COLUMN, CATEGORY_COLUMN, ...metrics];
}

export function summaryTable(input: TableInput, ctx: ColumnContext): HTMLTableElement {
  const columns = columnsFor(input.groupBy, input.rows);
  const table = h('table', { className: 'summary', attrs: { 'aria-label': 'GAR and Acc per run and category' } });
  table.append(h('thead', null, h('tr', null, ...columns.map((c) => headerCell(c, input)))));
  for (const group of groups(input)) {
    const rows = sortedWithin(group.rows, input.sort);
    const body = h('tbody', { data: { group: group.key }, attrs: { 'aria-label': group.label } });
    if (input.groupBy !== 'none') {
      body.append(h('tr', { className: 'group-row' }, h('th', { attrs: { colspan: columns.length, scope: 'rowgroup' } }, h('span', { className: 'group-heading' }, ...group.heading))));
    }
    for (const row of rows) body.append(rowElement(row, columns, ctx));
    table.append(body);
  }
  return table;
}

/** The rows in the order the table shows them (grouped, then sorted within each group): what an export keeps. */
export function shownRows(input: Omit<TableInput, 'onSort'>): SummaryRow[] {
  return groups(input).flatMap((group) => sortedWithin(group.rows, input.sort));
}

function sortedWithin(rows: SummaryRow[], sort: SummaryViewState['sort']): SummaryRow[] {
  const column = [RUN_COLUMN, CATEGORY_COLUMN, ...METRIC_COLUMNS].find((c) => c.id === sort?.column);
  return column && sort ? sortRows(rows, column, sort.direction) : rows;
}

function headerCell(column: Column, input: TableInput): HTMLElement {
  const sorted = input.sort?.column === column.id ? input.sort.direction : null;
  const arrow = sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '';
  return h(
    'th',
    { attrs: { scope: 'col', 'aria-sort': sorted ?? 'none', title: column.description }, className: column.numeric ? 'numeric' : '', data: { column: column.id } },
    h(
      'button',
      { className: 'sort', attrs: { type: 'button', 'aria-description': column.description }, on: { click: () => input.onSort(column.id) } },
      column.label,
      h('span', { className: 'sort-arrow', attrs: { 'aria-hidden': 'true' } }, arrow),
    ),
  );
}

function rowElement(row: SummaryRow, columns: Column[], ctx: ColumnContext): HTMLTableRowElement {
  const tr = h('tr', { className: row.boundViolation ? 'row-violation' : '', data: { run: row.runIndex, category: row.group } });
  columns.forEach((column, i) => {
    const cell = h(i === 0 ? 'th' : 'td', {
      className: [column.numeric ? 'numeric' : '', column.className?.(row) ?? ''].filter(Boolean).join(' '),
      attrs: i === 0 ? { scope: 'row' } : undefined,
      data: { column: column.id },
    }, ...column.cell(row, ctx), ...(i === 0 ? healthMark(row) : []));
    const value = column.value?.(row);
    if (value !== undefined && value !== null) cell.dataset.value = String(value);
    tr.append(cell);
  });
  return tr;
}

// Glyphs the common UI fonts have (DejaVu Sans included): ⛔ and ⓘ were drawn as empty boxes in code-server on Debian.
const MARK_GLYPH = { error: '✖', warning: '△', hint: 'ℹ', note: 'ℹ' } as const;

/**
 * The run-health findings about the row (rowMarks.ts; the population notes are in the n and Acc
 * cells), as one mark in its first cell whatever the grouping: the worst severity's glyph, every
 * finding's sentence on hover and for screen readers, the codes for anyone reading the page.
 */
function healthMark(row: SummaryRow): HTMLElement[] {
  const marks = row.marks.filter((m) => m.code !== 'population');
  if (marks.length === 0) return [];
  const worst = (['error', 'warning', 'hint', 'note'] as const).find((s) => marks.some((m) => m.severity === s))!;
  const text = rowMarksText(marks);
  return [
    h('span', {
      className: `health-mark severity-${worst}`,
      attrs: { title: text, 'aria-label': `Run health: ${text}`, role: 'img' },
      data: { codes: marks.map((m) => m.code).join(' ') },
    }, MARK_GLYPH[worst]),
  ];
}

function groups(input: Omit<TableInput, 'onSort'>): Group[] {
  if (input.groupBy === 'none') return [{ key: 'all', heading: [], label: 'All runs', rows: input.rows }];
  if (input.groupBy === 'category') {
    // Groups in the order the runs list them (BFCL: the reference's category order).
    return [...new Set(input.rows.map((r) => r.group))].map((group) => ({
      key: group,
      heading: [h('span', { className: 'group-title' }, group)],
      label: group,
      rows: input.rows.filter((r) => r.group === group),
    }));
  }
  return input.runs.map((run, index) => {
    const rows = input.rows.filter((r) => r.runIndex === index);
    const label = rows[0]?.run ?? run.model;
    const notes = run.warnings.length + run.problems.length;
    return {
      key: String(index),
      label,
      rows,
      heading: [
        h('span', { className: 'group-title', attrs: { title: run.results } }, label),
        h('span', { className: 'group-detail', data: run.overallAcc === null ? {} : { value: run.overallAcc } }, `${run.totals ? 'pass@1' : 'overall Acc'} ${overallPercent(run.overallAcc)}`),
        notes ? h('span', { className: 'group-detail warning-count' }, `${notes} ${notes === 1 ? 'warning' : 'warnings'} below`) : null,
      ].filter((n): n is HTMLElement => n !== null),
    };
  });
}

/** Stable; rows without a value go last in either direction. */
export function sortRows(rows: SummaryRow[], column: Column, direction: 'ascending' | 'descending'): SummaryRow[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: column.sortValue(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
      const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
