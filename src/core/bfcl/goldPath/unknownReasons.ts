// Why a gold path cannot tell something, in sentences a user can act on: why the ground truth is
// unknown (and which folder to point the setting or --data at), and why the verdict is unknown.
import { basename } from 'node:path';
import type { ScoreCounts } from '../../model/runCases';
import type { Category } from '../categories';
import { TEST_DATA_FOLDERS, type BfclVersion } from './testData';

/** What was looked at for a case's ground truth, and what each place lacked. */
export interface GroundTruthSearch {
  id: string;
  category: Category | null;
  resultVersion: BfclVersion | null;
  /** The score file beside the result file, or where it was looked for; null when not even that is known. */
  scoreFile: { path: string; found: boolean } | null;
  /** The case's failure line: absent (not listed), unreadable (a note says why), or without possible_answer. */
  failureLine: 'absent' | 'unreadable' | 'no possible_answer' | 'has it';
  /** The test data folder used, or null when none was set, given or found above the run. */
  dataFolder: string | null;
  /** The folder holds no question file for the category. */
  noQuestionFile: boolean;
  /** The folder's entry for the case asks other questions than the run: it is another run's (dataBelonging.ts). */
  notThisRuns: boolean;
}

/** `BFCL_v4_multi_turn_base.json`: the question file the case's ground truth is in. */
export function questionFileName(category: Category | null, version: BfclVersion | null): string {
  return `BFCL_v${version ?? 4}_multi_turn_${category ?? '<category>'}.json`;
}

export function groundTruthUnknownSentence(s: GroundTruthSearch): string {
  const scoreWhy =
    s.scoreFile === null || !s.scoreFile.found
      ? `no score file was found${s.scoreFile ? ` (looked for ${s.scoreFile.path})` : ''}`
      : s.failureLine === 'absent'
        ? `${basename(s.scoreFile.path)} does not list it among its failures`
        : s.failureLine === 'unreadable'
          ? `its failure line in ${basename(s.scoreFile.path)} could not be read`
          : `its failure line in ${basename(s.scoreFile.path)} has no possible_answer`;
  const file = questionFileName(s.category, s.resultVersion);
  const dataWhy =
    s.category === null
      ? 'its category cannot be told from the file name or the id, so no question file can be chosen'
      : s.dataFolder === null
        ? `no BFCL test data was found (none set or given, and no ${TEST_DATA_FOLDERS} folder above the run)`
        : s.notThisRuns
          ? `the test data in ${s.dataFolder} is another run's (see the note above)`
          : s.noQuestionFile
          ? `the test data folder ${s.dataFolder} has no ${file}`
          : `the test data folder ${s.dataFolder} has no answer for it (see the note above)`;
  return (
    `The ground truth of ${s.id} is unknown: ${scoreWhy}, and ${dataWhy}. ` +
    `To provide it, point calibrationLens.bfclDataFolder (in the editor) or --data (on the command line) at a folder holding ${file} and possible_answer/${file}: ` +
    "BFCL's bfcl_eval/data (berkeley-function-call-leaderboard/bfcl_eval/data in a gorilla checkout). Until then the model's calls are shown without an alignment."
  );
}

/** Why a case's verdict is unknown: no score file, or one that lists fewer failures than it counts. */
export function verdictUnknownSentence(scoreFile: { path: string; found: boolean } | null, counts: ScoreCounts | null): string {
  if (scoreFile === null || !scoreFile.found || counts === null) {
    return `no score file was found beside the result file${scoreFile ? ` (looked for ${scoreFile.path})` : ''}, so whether this case passed cannot be told.`;
  }
  const header = counts.failed === null ? 'its header does not count its failures' : `its header counts ${counts.failed} failed of ${counts.total}`;
  return (
    `${basename(counts.file)} does not list this case, but ${header} and it lists ${counts.listed} (an excerpt, or a cut file), ` +
    'so this case may be one of the failures left out: whether it passed cannot be told.'
  );
}
