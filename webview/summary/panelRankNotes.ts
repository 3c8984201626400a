// Why a rank of the Panel tab is unknown ("—"): which number it would rank by is missing, and why, in
// the words of the files read. Shown as the cell's title and in a footnote under the table, so that a
// dash is never left to guess.
import { NO_TOOL_CALL_CLASSES, type PanelRow, type PanelTable } from '../../src/core/export/panelTable';

export interface RankGaps {
  acc: string | null;
  gar: string | null;
}

/** The reasons for this row's unknown Acc rank and GAR rank; null where the rank is known. */
export function rankGaps(row: PanelRow, table: Pick<PanelTable, 'categories'>): RankGaps {
  const own = table.categories.filter((c) => c.benchmark === row.benchmark);
  const cell = (category: string) => row.cells.find((c) => c.category === category);
  const missing = own.filter((c) => !cell(c.category)).map((c) => c.category);
  const noToolCall = own.filter((c) => c.subset === undefined && NO_TOOL_CALL_CLASSES.includes(c.goldClass)).map((c) => c.category);
  let acc: string | null = null;
  if (row.accRank === null) {
    const noAcc = row.cells.filter((c) => c.acc === null).map((c) => c.category);
    acc = missing.length
      ? `no ${list(missing)} results read: an overall Acc over the other categories would not rank fairly`
      : noAcc.length ? `the files give no Acc for ${list(noAcc)}` : 'overall Acc unknown';
  }
  let gar: string | null = null;
  if (row.garRank === null) {
    const lacking = noToolCall.filter((c) => !cell(c));
    const noGar = noToolCall.filter((c) => cell(c) && cell(c)!.gar === null);
    gar = noToolCall.length === 0
      ? 'no no-tool-call category (miss_func, miss_param; tau2: gold ASK or REFUSE) among the runs read'
      : lacking.length ? `no ${list(lacking)} results read` : noGar.length ? `the files give no GAR for ${list(noGar)}` : 'no-tool-call GAR unknown';
  }
  return { acc, gar };
}

/** The reason the shift is unknown: one of the two ranks is. */
export function shiftGap(gaps: RankGaps): string | null {
  const parts = [gaps.acc && `Acc rank unknown (${gaps.acc})`, gaps.gar && `GAR rank unknown (${gaps.gar})`].filter(Boolean);
  return parts.length ? parts.join('; ') : null;
}

/**
 * The footnote: each distinct reason once, with the rows it applies to (`Acc rank — for a, b: no
 * miss_param results read …`); empty when every rank is known.
 */
export function rankFootnotes(rows: readonly PanelRow[], table: Pick<PanelTable, 'categories'>): string[] {
  const byReason = new Map<string, string[]>();
  for (const row of rows) {
    const gaps = rankGaps(row, table);
    for (const [which, reason] of [['Acc rank', gaps.acc], ['GAR rank', gaps.gar]] as const) {
      if (!reason) continue;
      const key = `${which} — for ${'\u0000'}: ${reason}.`;
      byReason.set(key, [...(byReason.get(key) ?? []), row.name]);
    }
  }
  return [...byReason].map(([key, names]) => key.replace('\u0000', list(names)));
}

function list(names: readonly string[]): string {
  return names.length <= 2 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
