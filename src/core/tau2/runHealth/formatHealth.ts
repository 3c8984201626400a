// tau2's own run-health checks (core/document/formatHealth.ts): the simulations left out as
// infrastructure errors, and the version drift of runs from different tau2-bench commits shown or
// compared together. A tau2 case id does not name its domain, so a known-bad item the run does not
// hold falls in no group.
import type { FormatHealth } from '../../document/formatHealth';
import { infrastructureError, infrastructureErrorsOf } from './infrastructureError';
import { pairVersionNote, runsVersionDrift } from './versionDrift';

export const tau2Health: FormatHealth = {
  async checks(run) {
    const { leftOut, simulations } = infrastructureErrorsOf(run.populations ?? [], run.resultsRoot);
    return [infrastructureError(leftOut, simulations)];
  },
  groupOfCaseId: () => null,
  together: runsVersionDrift,
  pairNote: pairVersionNote,
  pairFinding: () => null,
};
