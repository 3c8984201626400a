// `calibration-lens confirm --judgments FILE [--json]`: the paper's Tab. 3 (confirmation before database
// writes) from a judgments file in the paper's format, laid out as confirm_table.py prints it.
import { readFile } from 'node:fs/promises';
import { pyFixed } from '../core/format/pyFixed';
import { formatProblem } from '../core/model';
import { CONFIRM_DOMAINS, confirmTable, parseJudgments, type ConfirmRow } from '../core/tau2/confirmJudgments';

export async function confirmCommand(file: string, json: boolean): Promise<number> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    console.error(`Could not read the judgments file ${file}: ${(e as Error).message}`);
    return 2;
  }
  const { judgments, problems } = parseJudgments(text, file);
  const rows = confirmTable(judgments);
  if (json) {
    process.stdout.write(`${JSON.stringify({ judgments: file, writes: judgments.length, rows: rows.map(rowJson), problems: problems.map(formatProblem) }, null, 2)}\n`);
  } else {
    process.stdout.write(`${tab3Text(rows)}\n`);
    const unjudged = rows.reduce((n, r) => n + CONFIRM_DOMAINS.reduce((m, d) => m + r.cells[d].unjudged, 0), 0);
    if (unjudged) process.stdout.write(`${unjudged} of ${judgments.length} writes have no boolean verdict and are left out of n.\n`);
  }
  for (const p of problems) console.error(formatProblem(p));
  if (judgments.length === 0) {
    console.error(`No judged write could be read from ${file}.`);
    return 2;
  }
  return problems.length ? 1 : 0;
}

/** confirm_table.py's layout: model in 18 columns, then per domain GAR 13, Acc 7, Δ 7, n 5. */
export function tab3Text(rows: readonly ConfirmRow[]): string {
  const head = CONFIRM_DOMAINS.map((d) => `${`${d} GAR`.padStart(13)}${'Acc'.padStart(7)}${'Δ'.padStart(7)}${'n'.padStart(5)}`).join('');
  const lines = [`${'model'.padEnd(18)}${head}`];
  for (const r of rows) {
    const cells = CONFIRM_DOMAINS.map((d) => {
      const c = r.cells[d];
      if (c.n === 0 || c.garPct === null || c.accPct === null) return `${'--'.padStart(13)}${'--'.padStart(7)}${'--'.padStart(7)}${'0'.padStart(5)}`;
      return `${pyFixed(c.garPct, 1).padStart(13)}${pyFixed(c.accPct, 1).padStart(7)}${pyFixed(c.garPct - c.accPct, 1, true).padStart(7)}${String(c.n).padStart(5)}`;
    }).join('');
    lines.push(`${r.model.padEnd(18)}${cells}`);
  }
  return lines.join('\n');
}

function rowJson(r: ConfirmRow): unknown {
  return {
    model: r.model,
    ...Object.fromEntries(CONFIRM_DOMAINS.map((d) => {
      const c = r.cells[d];
      return [d, { n: c.n, unjudged: c.unjudged, gar: c.garPct, acc: c.accPct, gar_minus_acc: c.garPct === null || c.accPct === null ? null : c.garPct - c.accPct }];
    })),
  };
}
