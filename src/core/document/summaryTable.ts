// A table of a format's own that the summary panel shows in a tab beside the runs' tables (tau2's is
// the paper's Tab. 3, confirmation before database writes), computed from a file an editor setting
// names: per model and column group, the share of emissions of the table's class the model gave (GAR)
// beside the share whose case passed (Acc), over the n with a verdict. The format reads the file and
// says every sentence; the panel posts the table as it is given (src/protocol/confirm.ts checks it).

/** One model's cell in one column group; percentages are null where n is 0. */
export interface SummaryTableCell {
  /** Emissions with a boolean verdict. */
  n: number;
  /** Emissions of this model and group without one (left out of n). */
  unjudged: number;
  gar: number | null;
  acc: number | null;
  gar_minus_acc: number | null;
}

/** The table as the panel shows it, or the note that says why there is none. */
export interface SummaryTable {
  /** The file the setting names; null when the setting is empty. */
  file: string | null;
  /** The column groups in the table's order; each row has a cell for each. */
  domains: string[];
  /** Judged emissions read from the file (with or without a boolean verdict). */
  writes: number;
  rows: { model: string; cells: Record<string, SummaryTableCell> }[];
  /** Lines of the file that could not be read, each with its place. */
  problems: string[];
  /** Why there is no table, when there is none. */
  note: string | null;
}

/** What a format answers when it has a table of its own (FormatAdapter.summaryTable). */
export interface FormatSummaryTable {
  /** The title of its tab. */
  title: string;
  /** The setting (calibrationLens.<key>) that names the one file the table is computed from. */
  setting: string;
  /** The table from the file the setting names (null: it is empty), read on the host's file access. */
  read(file: string | null): Promise<SummaryTable>;
}
