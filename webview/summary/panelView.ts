// The Panel tab (issue 34): one row per run, or per family, with the paper's triple per category (GAR,
// TOOL_CALL emit rate, Acc), the rank by overall Acc beside the rank by no-tool-call GAR and the shift;
// sorted by any column, filtered by name or family. The numbers are core/export/panelTable.ts's, the
// same as `calibration-lens panel` prints. A run's number opens the cases behind it, as in the Table tab
// (GAR its gold hits, TOOL_CALL the cases that emit it, Acc the passed ones); a family's is a mean over
// runs and opens none.
import { classLabel } from '../../src/core/classify/actionClass';
import { percent } from '../../src/core/export/numbers';
import { byFamily, panelTable, type PanelRow, type PanelTable } from '../../src/core/export/panelTable';
import type { FamilyMap } from '../../src/core/metrics/family';
import type { RunSummary } from '../../src/core/metrics/types';
import type { SummaryRow } from '../../src/core/export/summaryRows';
import type { CaseFilter } from './caseQuery';
import { breakable, h } from './element';
import { countButton, type ColumnContext } from './summaryColumns';
import { rankFootnotes, rankGaps, shiftGap } from './panelRankNotes';

export interface PanelViewState {
  sort: { column: string; direction: 'ascending' | 'descending' } | null;
  filter: string;
  byFamily: boolean;
}

interface PanelColumn {
  id: string;
  label: string;
  description: string;
  value(row: PanelRow): string | number | null;
  text(row: PanelRow): string;
  /** Why the cell shows "—", as its title. */
  why?(row: PanelRow): string | null;
  /** The cases behind a run's number: the category's row of the summary table and which of its cases. */
  cases?: { category: string; filter: CaseFilter };
}

const rank = (x: number | null) => (x === null ? '—' : String(x));

function columnsOf(table: PanelTable, families: boolean): PanelColumn[] {
  const { categories } = table;
  const gaps = (r: PanelRow) => rankGaps(r, table);
  const fixed: PanelColumn[] = [
    { id: 'name', label: families ? 'Family' : 'Run', description: families ? 'The family (model name up to its size or date, or the families file)' : 'The run', value: (r) => r.name, text: (r) => r.name },
    ...(families
      ? [{ id: 'runs', label: 'Runs', description: 'Runs in the family', value: (r: PanelRow) => r.runs, text: (r: PanelRow) => String(r.runs) }]
      : [{ id: 'family', label: 'Family', description: 'The model name up to its size or date suffix, or the families file', value: (r: PanelRow) => r.family.name, text: (r: PanelRow) => r.family.name }]),
    { id: 'overallAcc', label: 'Overall Acc', description: 'Overall Acc (mean over categories; tau2 pass@1)', value: (r) => r.overallAcc, text: (r) => percent(r.overallAcc) },
    { id: 'accRank', label: 'Acc rank', description: 'Rank by overall Acc (1 = highest; none when a category is missing)', value: (r) => r.accRank, text: (r) => rank(r.accRank), why: (r) => gaps(r).acc },
    { id: 'noToolCallGar', label: 'No-tool-call GAR', description: 'Mean GAR over miss_func and miss_param (tau2: ASK and REFUSE)', value: (r) => r.noToolCallGar, text: (r) => percent(r.noToolCallGar) },
    { id: 'garRank', label: 'GAR rank', description: 'Rank by no-tool-call GAR', value: (r) => r.garRank, text: (r) => rank(r.garRank), why: (r) => gaps(r).gar },
    { id: 'rankShift', label: 'Shift', description: 'GAR rank − Acc rank: places lost when ranked by the right action', value: (r) => r.rankShift, text: (r) => (r.rankShift === null ? '—' : r.rankShift > 0 ? `+${r.rankShift}` : String(r.rankShift)), why: (r) => shiftGap(gaps(r)) },
  ];
  const cell = (r: PanelRow, category: string) => r.cells.find((c) => c.category === category);
  const perCategory = categories.flatMap(({ category, goldClass }): PanelColumn[] => [
    { id: `${category}:gar`, label: `${category} GAR`, description: `GAR of ${category} (gold ${classLabel(goldClass)})`, value: (r) => cell(r, category)?.gar ?? null, text: (r) => percent(cell(r, category)?.gar ?? null), cases: { category, filter: { kind: 'goldHit' } } },
    { id: `${category}:tc`, label: `${category} TOOL_CALL`, description: `Share of ${category} cases that emit TOOL_CALL`, value: (r) => cell(r, category)?.toolCallEmit ?? null, text: (r) => percent(cell(r, category)?.toolCallEmit ?? null), cases: { category, filter: { kind: 'emits', cls: 'tool_call' } } },
    { id: `${category}:acc`, label: `${category} Acc`, description: `Acc of ${category}`, value: (r) => cell(r, category)?.acc ?? null, text: (r) => percent(cell(r, category)?.acc ?? null), cases: { category, filter: { kind: 'passed' } } },
  ]);
  return [...fixed, ...perCategory];
}

export function panelView(runs: readonly RunSummary[], summaryRows: readonly SummaryRow[], families: FamilyMap, state: PanelViewState, change: (state: PanelViewState) => void, ctx: ColumnContext): HTMLElement {
  const perRun = panelTable(runs, families);
  const table = state.byFamily ? byFamily(perRun) : perRun;
  const columns = columnsOf(table, state.byFamily);
  const words = state.filter.trim().toLowerCase();
  const shown = table.rows.filter((r) => !words || `${r.name} ${r.family.name}`.toLowerCase().includes(words));
  const footnotes = rankFootnotes(shown, table);
  const sorted = sortRows(shown, columns.find((c) => c.id === state.sort?.column), state.sort?.direction ?? 'ascending');
  const filter = h('input', { attrs: { id: 'panel-filter', type: 'search', placeholder: 'Filter by run or family', value: state.filter, 'aria-label': 'Filter the panel by run or family' } });
  filter.addEventListener('change', () => change({ ...state, filter: filter.value }));
  const rollUp = h('input', { attrs: { id: 'panel-by-family', type: 'checkbox', checked: state.byFamily } });
  rollUp.addEventListener('change', () => change({ ...state, byFamily: rollUp.checked, sort: null }));
  const header = (c: PanelColumn) => {
    const direction = state.sort?.column === c.id ? state.sort.direction : null;
    const next = direction === 'ascending' ? 'descending' : 'ascending';
    return h('th', { attrs: { scope: 'col', 'aria-sort': direction ?? 'none', title: c.description }, data: { column: c.id } },
      h('button', { className: 'sort', attrs: { type: 'button' }, on: { click: () => change({ ...state, sort: { column: c.id, direction: next } }) } }, ...breakable(c.label), direction ? (direction === 'ascending' ? ' ▲' : ' ▼') : ''));
  };
  return h(
    'div',
    { className: 'panel-view' },
    h('div', { className: 'toolbar' }, filter, h('label', null, rollUp, ' Roll up by family')),
    h('p', { className: 'note' }, `Rank by overall Acc beside rank by GAR on the no-tool-call categories (${table.noToolCallCategories.join(', ') || 'none here'}); runs rank among runs of their benchmark. ${sorted.length} of ${table.rows.length} ${state.byFamily ? 'families' : 'runs'} shown.`),
    h('table', { className: 'summary panel-table', attrs: { 'aria-label': 'The panel of runs' } },
      h('thead', null, h('tr', null, ...columns.map(header))),
      h('tbody', null, ...sorted.map((r) => h('tr', { data: { name: r.name } }, ...columns.map((c, i) => {
        const why = c.why?.(r);
        const behind = c.cases && c.value(r) !== null ? rowOf(runs, summaryRows, r, c.cases.category) : undefined;
        const content = behind ? countButton(behind, c.cases!.filter, c.text(r), ctx, true) : c.text(r);
        return h(i === 0 ? 'th' : 'td', { attrs: i === 0 ? { scope: 'row' } : why ? { title: `Unknown: ${why}` } : {}, data: { column: c.id } }, content);
      }))))),
    ...(footnotes.length ? [h('ul', { className: 'note panel-rank-notes', attrs: { 'aria-label': 'Why some ranks are unknown' } }, ...footnotes.map((f) => h('li', null, f)))] : []),
  );
}

/** The summary table's row of a run's category (none for a family's row): a run's cells are its groups, in order. */
function rowOf(runs: readonly RunSummary[], rows: readonly SummaryRow[], row: PanelRow, category: string): SummaryRow | undefined {
  if (row.runIndex === null) return undefined;
  const group = runs[row.runIndex]?.groups[row.cells.findIndex((c) => c.category === category)];
  return group && rows.find((r) => r.runIndex === row.runIndex && r.source === group);
}

/** Unknown numbers last whichever the direction; ties keep the table's order. */
function sortRows(rows: PanelRow[], column: PanelColumn | undefined, direction: 'ascending' | 'descending'): PanelRow[] {
  if (!column) return rows;
  const sign = direction === 'ascending' ? 1 : -1;
  return rows.map((row, index) => ({ row, index, key: column.value(row) })).sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    const order = typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : String(a.key).localeCompare(String(b.key));
    return order === 0 ? a.index - b.index : sign * order;
  }).map((x) => x.row);
}
