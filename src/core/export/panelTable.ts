// The panel of runs (issue 34): per run and category the paper's recommended triple (GAR, TOOL_CALL
// emit rate, Acc), the run's rank by overall Acc beside its rank by GAR on the categories whose gold is
// not a tool call (BFCL miss_func and miss_param; tau2's ASK and REFUSE rows), and the shift between
// them; rolled up by family on demand.
import type { ActionClass } from '../classify/actionClass';
import { runLabels } from './runLabels';
import { familyOf, type Family, type FamilyMap } from '../metrics/family';
import { categoryKey } from '../metrics/probeComparison';
import type { RunSummary } from '../metrics/types';
import type { Benchmark } from '../model/model';

/** Gold classes that ask the model not to call a tool. */
export const NO_TOOL_CALL_CLASSES: readonly ActionClass[] = ['ask', 'refuse'];

export interface PanelCell {
  category: string;
  goldClass: ActionClass;
  n: number;
  gar: number | null;
  /** Percent of the category's cases that emit TOOL_CALL at least once. */
  toolCallEmit: number | null;
  acc: number | null;
}

export interface PanelRow {
  /** Runs are ranked among runs of their benchmark only. */
  benchmark: Benchmark;
  /** The run's index in the runs given; null for a family's row. */
  runIndex: number | null;
  /** The run's label (model, and the part of its path that tells it from a twin), or the family's name. */
  name: string;
  family: Family;
  /** How many runs the row stands for (1 for a run). */
  runs: number;
  cells: PanelCell[];
  overallAcc: number | null;
  /** Plain mean of the GARs of the no-tool-call categories; null when the run lacks one the panel has, or one has no GAR. */
  noToolCallGar: number | null;
  /**
   * 1 = highest; ties share a rank (1, 2, 2, 4). Null when the number it ranks by is unknown, or (Acc)
   * when the row lacks a category of the panel: a mean over other categories would not rank fairly.
   */
  accRank: number | null;
  garRank: number | null;
  /** garRank - accRank: how many places the row falls when ranked by what it did where no tool call was right. */
  rankShift: number | null;
}

export interface PanelCategory {
  benchmark: Benchmark;
  category: string;
  goldClass: ActionClass;
  /** Set on tau2's audited ASK subsets: views of one gold class, left out of the no-tool-call GAR. */
  subset?: string;
}

export interface PanelTable {
  /** Every category of the panel, in the order first met. */
  categories: PanelCategory[];
  /** The no-tool-call categories the GAR rank is over (each benchmark's own). */
  noToolCallCategories: string[];
  rows: PanelRow[];
}

export function panelTable(runs: readonly RunSummary[], families: FamilyMap = []): PanelTable {
  const labels = runLabels(runs);
  const categories = panelCategories(runs);
  const noToolCall = categories.filter((c) => NO_TOOL_CALL_CLASSES.includes(c.goldClass) && c.subset === undefined);
  const noToolCallOf = (benchmark: Benchmark) => noToolCall.filter((c) => c.benchmark === benchmark).map((c) => c.category);
  const rows = runs.map((run, runIndex): PanelRow => {
    const cells = run.groups.map((g): PanelCell => ({
      category: categoryKey(run, g),
      goldClass: g.goldClass,
      n: g.n,
      gar: g.gar,
      toolCallEmit: g.emitRates?.tool_call ?? null,
      acc: g.acc,
    }));
    return {
      benchmark: run.benchmark, runIndex, name: labels[runIndex]!, family: familyOf(run.model, families), runs: 1, cells,
      overallAcc: run.overallAcc, noToolCallGar: meanOver(cells, noToolCallOf(run.benchmark)), accRank: null, garRank: null, rankShift: null,
    };
  });
  return { categories, noToolCallCategories: noToolCall.map((c) => c.category), rows: ranked(rows, categories) };
}

/** One row per family: each number the plain mean of its runs' (unknown when any run's is), ranked among families. */
export function byFamily(table: PanelTable): PanelTable {
  const keyOf = (r: PanelRow) => `${r.benchmark}\u0000${r.family.name}`;
  const keys = [...new Set(table.rows.map(keyOf))];
  const rows = keys.map((key): PanelRow => {
    const members = table.rows.filter((r) => keyOf(r) === key);
    const { benchmark, family: { name } } = members[0]!;
    // A category only some of the family's runs have is left out of the family's row, as a run lacking it.
    const shared = table.categories.filter(({ category, benchmark: of }) => of === benchmark && members.every((r) => r.cells.some((c) => c.category === category)));
    const cells = shared.map(({ category, goldClass }): PanelCell => {
      const own = members.map((r) => r.cells.find((c) => c.category === category)!);
      const mean = (pick: (c: PanelCell) => number | null) => meanOf(own.map(pick));
      return { category, goldClass, n: own.reduce((s, c) => s + c.n, 0), gar: mean((c) => c.gar), toolCallEmit: mean((c) => c.toolCallEmit), acc: mean((c) => c.acc) };
    });
    const source = members.every((m) => m.family.source === 'rule') ? 'rule' : 'file';
    return {
      benchmark, runIndex: null, name, family: { name, source }, runs: members.length, cells,
      overallAcc: meanOf(members.map((m) => m.overallAcc)), noToolCallGar: meanOf(members.map((m) => m.noToolCallGar)),
      accRank: null, garRank: null, rankShift: null,
    };
  });
  return { ...table, rows: ranked(rows, table.categories) };
}

function panelCategories(runs: readonly RunSummary[]): PanelCategory[] {
  const seen = new Map<string, PanelCategory>();
  for (const run of runs) {
    for (const g of run.groups) {
      const category = categoryKey(run, g);
      const key = `${run.benchmark}\u0000${category}`;
      if (!seen.has(key)) seen.set(key, { benchmark: run.benchmark, category, goldClass: g.goldClass, ...(g.subset !== undefined ? { subset: g.subset } : {}) });
    }
  }
  return [...seen.values()];
}

function meanOver(cells: PanelCell[], categories: string[]): number | null {
  if (categories.length === 0) return null;
  return meanOf(categories.map((c) => cells.find((cell) => cell.category === c)?.gar ?? null));
}

function meanOf(values: Array<number | null>): number | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return (values as number[]).reduce((s, v) => s + v, 0) / values.length;
}

/** Ranks among the rows of one benchmark: BFCL's and tau2's numbers are not on one scale. */
function ranked(rows: PanelRow[], categories: readonly PanelCategory[]): PanelRow[] {
  const complete = (r: PanelRow) => r.cells.length === categories.filter((c) => c.benchmark === r.benchmark).length;
  const among = (r: PanelRow, pick: (row: PanelRow) => number | null) => rows.filter((o) => o.benchmark === r.benchmark).map(pick);
  return rows.map((r) => {
    const accRank = rankOf(complete(r) ? r.overallAcc : null, among(r, (o) => (complete(o) ? o.overallAcc : null)));
    const garRank = rankOf(r.noToolCallGar, among(r, (o) => o.noToolCallGar));
    return { ...r, accRank, garRank, rankShift: accRank === null || garRank === null ? null : garRank - accRank };
  });
}

/** Competition ranking, highest first: 1 + how many known values are strictly higher. */
function rankOf(value: number | null, values: Array<number | null>): number | null {
  return value === null ? null : 1 + values.filter((w) => w !== null && w > value).length;
}
