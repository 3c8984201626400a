// `calibration-lens confirm --judgments FILE [--results PATH...] [--json]`: the paper's Tab. 3
// (confirmation before database writes) from a judgments file in the paper's format, laid out as
// confirm_table.py prints it; with tau2 runs, the heuristic that stands in for the judge (ours) against
// the judge on the writes both cover.
import { pyFixed } from '../../text/pyFixed';
import { formatProblem, type Problem } from '../../model/model';
import { CONFIRM_DOMAINS, confirmTable, type ConfirmRow } from '../confirmJudgments';
import { heuristicAgreement, type HeuristicAgreement } from '../heuristicAgreement';
import { readTau2Run } from '../readResults';
import type { Tau2Run } from '../types';
import { countOf } from '../../text/countOf';
import { judgmentsOfFlag, printLeftOut } from './judgmentsFlag';

export async function confirmCommand(file: string, runFiles: readonly string[], json: boolean, models: readonly string[] = []): Promise<number> {
  const parsed = await judgmentsOfFlag(file);
  if (!parsed) return 2;
  const { judgments, problems, released } = parsed;
  const rows = confirmTable(judgments, { released, models });
  const runs: Tau2Run[] = [];
  const runProblems: Problem[] = [];
  for (const f of runFiles) {
    const run = await readTau2Run(f, { blocking: true });
    runProblems.push(...run.problems);
    if (run.isTau2) runs.push(run);
  }
  const agreement = runFiles.length ? heuristicAgreement(runs, judgments) : null;
  const judged = judgments.filter((j) => typeof j.confirmed === 'boolean').length;
  if (json) {
    process.stdout.write(`${JSON.stringify({
      judgments: file, writes: judgments.length, rows: rows.map(rowJson),
      ...(agreement ? { heuristic_agreement: agreementJson(agreement, runs) } : {}),
      problems: [...problems, ...runProblems].map(formatProblem),
    }, null, 2)}\n`);
  } else {
    const out = [tab3Text(rows)];
    const unjudged = judgments.length - judged;
    if (unjudged) out.push(`${unjudged} of ${judgments.length} writes ${unjudged === 1 ? 'has' : 'have'} no boolean verdict and ${unjudged === 1 ? 'is' : 'are'} left out of n.`);
    if (agreement) out.push('', agreementText(agreement, runs, judged));
    process.stdout.write(`${out.join('\n')}\n`);
  }
  printLeftOut(problems);
  for (const p of runProblems) console.error(formatProblem(p));
  return problems.length || runProblems.length ? 1 : 0;
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

const num = (v: number | null, digits: number) => (v === null ? 'unknown' : pyFixed(v, digits));

/** The heuristic against the judge: the confusion (rows heuristic, columns judge), agreement and kappa. */
export function agreementText(a: HeuristicAgreement, runs: readonly Tau2Run[], judged: number): string {
  const g = a.agreement;
  const lines = [
    `The heuristic (ours, not the paper's judge) against the judge, on the judged writes found in ${countOf(runs.length, 'run')}:`,
  ];
  if (g.n === 0) {
    lines.push(
      `none of the ${countOf(judged, 'judged write')} is in these runs (the runs have ${countOf(a.runsSimIds, 'simulation')} with an id, ` +
        `${a.simulationsJudged} of them judged): the heuristic's agreement is unknown.`,
    );
    return lines.join('\n');
  }
  const w = 26;
  lines.push(`${''.padEnd(w)}${'judge confirmed'.padStart(17)}${'judge not confirmed'.padStart(21)}`);
  g.labels.forEach((l, i) => lines.push(`${`heuristic ${l}`.padEnd(w)}${String(g.confusion[i]![0]).padStart(17)}${String(g.confusion[i]![1]).padStart(21)}`));
  lines.push(`agreement ${num(g.rawAgreement === null ? null : 100 * g.rawAgreement, 1)}% of ${countOf(g.n, 'write')}, Cohen's kappa ${num(g.kappa, 3)}`);
  if (a.unmatched) lines.push(`${countOf(a.unmatched, 'judged write')} of these simulations ${a.unmatched === 1 ? 'matches' : 'match'} no write at that place (another tool, or more lines than writes) and ${a.unmatched === 1 ? 'is' : 'are'} left out.`);
  return lines.join('\n');
}

function agreementJson(a: HeuristicAgreement, runs: readonly Tau2Run[]): unknown {
  const g = a.agreement;
  const cell = (h: number, j: number) => g.confusion[h]![j]!;
  return {
    runs: runs.map((r) => r.file), simulations_with_id: a.runsSimIds, simulations_judged: a.simulationsJudged,
    n: g.n, agreement: g.rawAgreement === null ? null : 100 * g.rawAgreement, kappa: g.kappa,
    // Rows: the heuristic's verdict; columns: the judge's.
    confusion: {
      heuristic_confirmed: { judge_confirmed: cell(0, 0), judge_not_confirmed: cell(0, 1) },
      heuristic_not_confirmed: { judge_confirmed: cell(1, 0), judge_not_confirmed: cell(1, 1) },
    },
    unmatched: a.unmatched,
  };
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
