// From the texts of a case's lines to the gold path's inputs: the result line, the score file's
// failure line (validated), the test data. Shared by the command (which reads files from disk) and the
// extension (which reads open documents); the test data and the score file's place are read through
// the FileAccess given (local disk, or vscode.workspace.fs in the web worker host).
import type { FileAccess } from '../../files/fileAccess';
import type { ScoreCounts } from '../../model/runCases';
import { categoryFromCaseId, parseBfclFileName } from '../fileNames';
import { scoreFileThrough } from '../partnerThrough';
import { listsEveryFailure } from '../join';
import { buildGoldPath } from './goldPath';
import type { GoldPath } from './types';
import { FailureLine, issuesText } from './schemas';
import { foreignByWitness, foreignEntrySentence, runUserMessages } from './dataBelonging';
import { findTestDataFolder, readTestCase, TEST_DATA_FOLDERS, type TestDataFolder } from './testData';
import { groundTruthUnknownSentence, verdictUnknownSentence } from './unknownReasons';

export interface CaseLines {
  resultFile: string;
  id: string;
  /** The case's line in the result file; null when the file does not have it. */
  resultLine: string | null;
  scoreFile: string | null;
  /** The case's failure line in the score file; null when the score file does not list it. */
  scoreLine: string | null;
  /** The score file's header counts beside the failures it lists; null without a score file. */
  scoreCounts: ScoreCounts | null;
  /** `--data` or the setting; null to look above the run. */
  dataFolder: TestDataFolder | null;
  /**
   * Another case's failure line in the score file: when this case records no user messages, whether
   * the test data belongs to the run is checked on that case (dataBelonging.ts). Null when there is none.
   */
  witnessLine: string | null;
}

export type GoldPathOutcome =
  | {
      ok: true;
      path: GoldPath;
      dataFolder: TestDataFolder | null;
      /** Why the test data folder found is not used (it is another run's); null when it is used or none was found. */
      dataNotUsed: string | null;
    }
  | { ok: false; message: string };

export async function goldPathFromLines(lines: CaseLines, files: FileAccess): Promise<GoldPathOutcome> {
  const notes: string[] = [];
  const failureValue = lines.scoreLine === null ? null : parseObject(lines.scoreLine);
  let failure: FailureLine | null = null;
  if (failureValue) {
    const parsed = FailureLine.safeParse(failureValue);
    if (parsed.success) failure = parsed.data;
    else notes.push(`The failure line of ${lines.id} in ${lines.scoreFile} is not a multi-turn failure entry (${issuesText(parsed.error)}); its ground truth and verdict are left out.`);
  } else if (lines.scoreLine !== null) notes.push(`The failure line of ${lines.id} in ${lines.scoreFile} is not valid JSON; its ground truth and verdict are left out.`);

  let line = lines.resultLine === null ? null : parseObject(lines.resultLine);
  if (lines.resultLine !== null && line === null) return { ok: false, message: `The line of ${lines.id} in ${lines.resultFile} is not a JSON object, so its turns cannot be read.` };
  if (line === null && failureValue) {
    line = failureValue;
    notes.push(`${lines.id} is not in ${lines.resultFile}; its turns are read from the failure line in ${lines.scoreFile}.`);
  }
  if (line === null) return { ok: false, message: `${lines.resultFile} has no case ${lines.id}, and its score file lists no failure for it.` };

  const resultVersion = parseBfclFileName(lines.resultFile)?.version ?? null;
  const category = parseBfclFileName(lines.resultFile)?.category ?? categoryFromCaseId(lines.id);
  const dataFolder = await findTestDataFolder(files, lines.resultFile, lines.dataFolder);
  let testCase = null;
  let baseTestCase = null;
  let dataNotUsed: string | null = null;
  if (dataFolder && category) {
    testCase = await readTestCase(files, dataFolder.folder, category, lines.id, resultVersion);
    const run = runUserMessages(line, failure);
    dataNotUsed = testCase?.entry
      ? run
        ? foreignEntrySentence(testCase.entry, run, dataFolder.folder)
        : await foreignByWitness(files, lines.witnessLine, dataFolder.folder, category, resultVersion)
      : null;
    if (dataNotUsed) {
      notes.push(dataNotUsed);
      testCase = null;
    } else {
      if (testCase) notes.push(...testCase.problems);
      if (category === 'miss_param') baseTestCase = await readTestCase(files, dataFolder.folder, 'base', lines.id.replace('miss_param', 'base'), resultVersion);
    }
  }
  const expectedScore = lines.scoreFile ?? (await scoreFileThrough(files, lines.resultFile));
  const scoreFile = expectedScore === null ? null : { path: expectedScore, found: lines.scoreFile !== null };
  if (!failure?.possible_answer && !testCase?.groundTruth) {
    notes.push(
      groundTruthUnknownSentence({
        id: lines.id,
        category,
        resultVersion,
        scoreFile,
        failureLine: lines.scoreLine === null ? 'absent' : failure === null ? 'unreadable' : 'no possible_answer',
        dataFolder: dataFolder?.folder ?? null,
        noQuestionFile: dataFolder !== null && category !== null && testCase === null && dataNotUsed === null,
        notThisRuns: dataNotUsed !== null,
      }),
    );
  } else if (!dataFolder) {
    notes.push(`No BFCL test data was found (set calibrationLens.bfclDataFolder, pass --data, or keep ${TEST_DATA_FOLDERS} above the run).`);
  } else if (category && !testCase && !dataNotUsed) {
    notes.push(`The test data folder ${dataFolder.folder} has no question file for ${category}.`);
  }
  // Not listed is a pass only when the score file lists every failure its header counts (join.ts).
  const counts = lines.scoreCounts;
  const passed = lines.scoreFile === null ? null : lines.scoreLine !== null ? false : counts && listsEveryFailure(counts) ? true : null;
  const path = buildGoldPath({
    id: lines.id,
    category,
    resultVersion,
    line,
    passed,
    verdictUnknownWhy: passed === null && lines.scoreLine === null ? verdictUnknownSentence(scoreFile, counts) : null,
    failure,
    testCase,
    baseTestCase,
    testDataNotUsed: dataNotUsed !== null,
    notes,
  });
  return { ok: true, path, dataFolder, dataNotUsed };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
