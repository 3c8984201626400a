// The text and JSON of `calibration-lens panel`: the rankings, one row per run (or family), then the
// triple (GAR, TOOL_CALL emit rate, Acc) per run and category.
import { classLabel } from '../core/classify/actionClass';
import { pyFixed } from '../core/text/pyFixed';
import type { PanelRow, PanelTable } from '../core/export/panelTable';

const left = (s: string, w: number): string => s.padEnd(w);
const right = (s: string, w: number): string => s.padStart(w);
const pct = (x: number | null): string => (x === null ? 'unknown' : pyFixed(x, 1));
const rank = (x: number | null): string => (x === null ? '-' : String(x));
const shift = (x: number | null): string => (x === null ? '-' : x > 0 ? `+${x}` : String(x));

export function panelText(table: PanelTable): string {
  const width = Math.max(4, ...table.rows.map((r) => r.name.length)) + 2;
  const familyWidth = Math.max(6, ...table.rows.map((r) => r.family.name.length)) + 2;
  const over = table.noToolCallCategories.length ? table.noToolCallCategories.join(', ') : 'none in this panel';
  const lines = [
    `Rank by overall Acc beside rank by GAR on the no-tool-call categories (${over}); shift = GAR rank - Acc rank;`,
    '- = not ranked (a number is unknown, or for Acc the row lacks a category of the panel); runs rank among runs of their benchmark.',
    `${left('name', width)}${left('family', familyWidth)}${right('runs', 5)}${right('overall Acc', 12)}${right('Acc rank', 9)}${right('no-TC GAR', 10)}${right('GAR rank', 9)}${right('shift', 6)}`,
    ...table.rows.map((r) => `${left(r.name, width)}${left(r.family.name, familyWidth)}${right(String(r.runs), 5)}${right(pct(r.overallAcc), 12)}${right(rank(r.accRank), 9)}${right(pct(r.noToolCallGar), 10)}${right(rank(r.garRank), 9)}${right(shift(r.rankShift), 6)}`),
    '',
    `${left('name', width)}${left('category', 14)}${left('gold', 10)}${right('n', 5)}${right('GAR', 8)}${right('TC emit', 8)}${right('Acc', 8)}`,
    ...table.rows.flatMap((r) => r.cells.map((c) => `${left(r.name, width)}${left(c.category, 14)}${left(classLabel(c.goldClass), 10)}${right(String(c.n), 5)}${right(pct(c.gar), 8)}${right(pct(c.toolCallEmit), 8)}${right(pct(c.acc), 8)}`)),
  ];
  return lines.join('\n');
}

export function panelJson(table: PanelTable, results: ReadonlyArray<string | null>, models: readonly string[]): unknown {
  const row = (r: PanelRow) => ({
    name: r.name,
    ...(r.runIndex === null ? { runs: r.runs } : { model: models[r.runIndex], results: results[r.runIndex] }),
    family: r.family.name,
    family_source: r.family.source,
    overall_acc: r.overallAcc,
    no_tool_call_gar: r.noToolCallGar,
    acc_rank: r.accRank,
    gar_rank: r.garRank,
    rank_shift: r.rankShift,
    categories: Object.fromEntries(r.cells.map((c) => [c.category, { gold_action: classLabel(c.goldClass), n: c.n, gar: c.gar, tool_call_emit: c.toolCallEmit, acc: c.acc }])),
  });
  return { no_tool_call_categories: table.noToolCallCategories, rows: table.rows.map(row) };
}
