// The registry's wiring for the command line: the commands a format's folder brings of its own (tau2's
// `gar` in the paper's Tab. 2 layout, its `case` and `confirm`; BFCL's `case` and the runs `compare`
// reads; each one's files for `label`), lent what only the layers after the formats have (the CSV
// writer). With garFormats.ts, the only file of src/cli that names a format's folder; it is in
// the commands' bundle (commands.ts), so `gar` on BFCL runs starts without them.
import { csvDocument } from '../core/export/csvTable';
import { tau2Gar as tau2GarOf, type Tau2GarOptions } from '../core/tau2/cli/garCommand';

export { bfclCaseCommand } from '../core/bfcl/cli/caseCommand';
export { bfclCompareRuns, CRI_BYPASS_TEXT } from '../core/bfcl/cli/compareRuns';
export { bfclLabelCases } from '../core/bfcl/cli/labelCases';
export { isTau2Results, isTau2Run, tau2CaseCommand } from '../core/tau2/cli/caseCommand';
export { confirmCommand } from '../core/tau2/cli/confirmCommand';
export { tasksOfFlag } from '../core/tau2/cli/tasksFlag';
export { tau2TasksSources } from '../core/tau2/formatSources';

export function tau2Gar(files: readonly string[], options: Tau2GarOptions): Promise<number> {
  return tau2GarOf(files, options, { csv: csvDocument });
}
