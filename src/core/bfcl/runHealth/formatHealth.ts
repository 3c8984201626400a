// BFCL's own run-health checks (core/document/formatHealth.ts): the harness traps that need its test
// data beside the run (functions called that the case does not offer, questions that are not the ones
// the run recorded), a known-bad item's category read from its id, and `compare`'s recorded questions
// of a probe against its baseline. Its runs carry no harness commit: nothing is said of runs together.
import type { FormatHealth } from '../../document/formatHealth';
import { categoryFromCaseId } from '../fileNames';
import { pairQuestionDrift } from './pairQuestionDrift';
import { questionDrift } from './questionDrift';
import { toolNotOffered } from './toolNotOffered';

export const bfclHealth: FormatHealth = {
  checks: async (run, files) => [await toolNotOffered(run.groups, files), await questionDrift(run.groups, files)],
  groupOfCaseId: categoryFromCaseId,
  together: (runs) => runs.map(() => null),
  pairNote: () => null,
  pairFinding: (baseline, probe) => pairQuestionDrift(baseline.groups, probe.groups),
};
