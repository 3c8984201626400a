// `gar --csv` for tau2 runs: the columns and number formatting of the paper's breakdown CSV
// (compute_tau2_calibration_breakdown.py, csv.DictWriter: minimal quoting, \r\n rows), with `file`
// first and the audited ASK subsets after, so pipelines that read the breakdown keep working. Its rows
// are written by the one CSV writer (export/csvTable.ts, which the command line lends: garCommand.ts),
// so a model name or domain that starts a formula is defused.
import { pyFixed } from '../../text/pyFixed';
import type { Tau2RunSummary } from '../metrics';

const CLASSES = ['tool_call', 'ask', 'refuse'] as const;

/** A cell already formatted as the breakdown prints it (csvTable.ts's Formatted): written as it is. */
export interface Formatted {
  formatted: string;
}

const formatted = (text: string): Formatted => ({ formatted: text });

export const TAU2_CSV_COLUMNS = [
  'file', 'domain', 'family', 'method', 'scored_simulations', 'pass_at_1_pct',
  'cap_tool_call_pct', 'cap_ask_pct', 'cap_refuse_pct', 'cap_confirm_pct',
  ...CLASSES.flatMap((c) => [`calib_${c}_gar_pct`, `calib_${c}_acc_pct`, `calib_${c}_delta_pp`, `calib_${c}_denom`]),
  'ask_paper_gar_pct', 'ask_paper_acc_pct', 'ask_paper_denom', 'ask_valid_gar_pct', 'ask_valid_acc_pct', 'ask_valid_denom',
];

/** A fraction as the breakdown prints it: `100.0 * value` with one decimal, NA for none. */
const pct = (v: number | null | undefined) => formatted(v === null || v === undefined ? 'NA' : pyFixed(100.0 * v, 1));
const deltaPp = (v: number | null | undefined) => formatted(v === null || v === undefined ? 'NA' : pyFixed(100.0 * v, 1, true));
/** An already-percent value (the ASK subsets). */
const percent = (v: number | null | undefined) => formatted(v === null || v === undefined ? 'NA' : pyFixed(v, 1));
const count = (v: number | undefined) => formatted(String(v ?? 0));

export interface Tau2CsvRun {
  summary: Tau2RunSummary;
  family: string;
  method: string;
}

/** The breakdown's rows, one per run, in the columns of TAU2_CSV_COLUMNS. */
export function breakdownRows(runs: readonly Tau2CsvRun[]): Array<Array<string | Formatted>> {
  return runs.map(({ summary: s, family, method }): Array<string | Formatted> => {
    const cal = s.calibration;
    return [
      s.file, s.domain ?? '', family, method, count(s.scored), pct(s.passAt1),
      pct(s.emitRates.tool_call), pct(s.emitRates.ask), pct(s.emitRates.refuse), pct(s.emitRates.confirm),
      ...CLASSES.flatMap((c) => [pct(cal?.[c].gar), pct(cal?.[c].acc), deltaPp(cal?.[c].delta), count(cal?.[c].n)]),
      percent(s.askSubsets?.paper.garPct), percent(s.askSubsets?.paper.accPct), count(s.askSubsets?.paper.n),
      percent(s.askSubsets?.valid.garPct), percent(s.askSubsets?.valid.accPct), count(s.askSubsets?.valid.n),
    ];
  });
}
