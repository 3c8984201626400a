// tau2's table of its own in the summary panel (core/document/summaryTable.ts): the paper's Tab. 3
// (confirmation before database writes) from the judgments file calibrationLens.tau2JudgmentsFile
// names, computed by the functions `calibration-lens confirm` prints: per model and domain GAR (% of
// the writes with a boolean verdict that were confirmed), Acc (% of them whose simulation passed), the
// difference and n; writes without a verdict are counted apart. The file is read through the host's
// file access (any file system).
import type { FormatSummaryTable, SummaryTable, SummaryTableCell } from '../document/summaryTable';
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { formatProblem } from '../model/model';
import { CONFIRM_DOMAINS, confirmTable, parseJudgments, type ConfirmCell } from './confirmJudgments';
import { JUDGMENTS_KEY, JUDGMENTS_SETTING } from './tau2Sources';

export const confirmSummaryTable: FormatSummaryTable = {
  title: 'Confirmation (Tab. 3)',
  setting: JUDGMENTS_KEY,
  read: tab3,
};

async function tab3(file: string | null): Promise<SummaryTable> {
  const none = (note: string): SummaryTable => ({ file, domains: [...CONFIRM_DOMAINS], writes: 0, rows: [], problems: [], note });
  if (!file) {
    return none(`Set ${JUDGMENTS_SETTING} to a judgments file in the paper's format (tau2_confirm_judgments.jsonl) to see Tab. 3: per model and domain, the share of judged database writes the agent confirmed first (GAR) beside the share whose simulation passed (Acc).`);
  }
  const text = (await hostFiles.stat(file))?.kind === 'file' ? await readText(hostFiles, file) : null;
  if (text === null) return none(`Could not read the judgments file ${file} (${JUDGMENTS_SETTING}): there is no such file, or it cannot be read.`);
  const { judgments, problems, released } = parseJudgments(text, file);
  const rows = confirmTable(judgments, { released }).map((r) => ({
    model: r.model,
    cells: Object.fromEntries(CONFIRM_DOMAINS.map((d) => [d, cellOf(r.cells[d])])),
  }));
  return {
    file, domains: [...CONFIRM_DOMAINS], writes: judgments.length, rows, problems: problems.map(formatProblem),
    note: judgments.length ? null : `No judged write could be read from ${file}: each line must be a judged write ({model, domain, sim_id, tool, confirmed, passed, judge_reasoning}).`,
  };
}

function cellOf(c: ConfirmCell): SummaryTableCell {
  return { n: c.n, unjudged: c.unjudged, gar: c.garPct, acc: c.accPct, gar_minus_acc: c.garPct === null || c.accPct === null ? null : c.garPct - c.accPct };
}
