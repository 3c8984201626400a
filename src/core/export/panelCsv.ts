// The panel table as CSV (`calibration-lens panel --csv`): one row per run (or family) and category,
// the row's rankings repeated on each, so a spreadsheet can pivot either way.
import type { PanelTable } from './panelTable';
import { csvDocument } from './csvTable';

export function panelCsv(table: PanelTable, results: ReadonlyArray<string | null>): string {
  const header = [
    'name', 'family', 'family_source', 'runs', 'results', 'category', 'gold_class', 'n', 'gar', 'tool_call_emit', 'acc',
    'overall_acc', 'no_tool_call_gar', 'acc_rank', 'gar_rank', 'rank_shift',
  ];
  const rows = table.rows.flatMap((r) => r.cells.map((c) => [
    r.name, r.family.name, r.family.source, r.runs, r.runIndex === null ? null : results[r.runIndex] ?? null, c.category, c.goldClass, c.n, c.gar, c.toolCallEmit, c.acc,
    r.overallAcc, r.noToolCallGar, r.accRank, r.garRank, r.rankShift,
  ]));
  return csvDocument(header, rows);
}
