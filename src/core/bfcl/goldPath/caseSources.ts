// From the texts of a case's lines to the gold path's inputs: the result line, the score file's
// failure line (validated), the test data. Shared by the command (which reads files from disk) and the
// extension (which reads open documents).
import { categoryFromCaseId, parseBfclFileName } from '../fileNames';
import { buildGoldPath, type GoldPath } from './goldPath';
import { FailureLine, issuesText } from './schemas';
import { findTestDataFolder, readTestCase, type TestDataFolder } from './testData';

export interface CaseLines {
  resultFile: string;
  id: string;
  /** The case's line in the result file; null when the file does not have it. */
  resultLine: string | null;
  scoreFile: string | null;
  /** The case's failure line in the score file; null when the score file does not list it. */
  scoreLine: string | null;
  /** Whether a case the score file does not list passed: it lists every failure its header counts. */
  unlistedPasses: boolean;
  /** `--data` or the setting; null to look above the run. */
  dataFolder: TestDataFolder | null;
}

export type GoldPathOutcome = { ok: true; path: GoldPath; dataFolder: TestDataFolder | null } | { ok: false; message: string };

export function goldPathFromLines(lines: CaseLines): GoldPathOutcome {
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

  const category = parseBfclFileName(lines.resultFile)?.category ?? categoryFromCaseId(lines.id);
  const dataFolder = findTestDataFolder(lines.resultFile, lines.dataFolder);
  let testCase = null;
  let baseTestCase = null;
  if (!dataFolder) {
    notes.push('No BFCL test data was found (set calibrationLens.bfclDataFolder, pass --data, or keep bfcl_eval/data or data/ above the run).');
  } else if (category) {
    testCase = readTestCase(dataFolder.folder, category, lines.id);
    if (!testCase) notes.push(`The test data folder ${dataFolder.folder} has no question file for ${category}.`);
    else notes.push(...testCase.problems);
    if (category === 'miss_param') baseTestCase = readTestCase(dataFolder.folder, 'base', lines.id.replace('miss_param', 'base'));
  }
  // Not listed is a pass only when the score file lists every failure its header counts (join.ts).
  const passed = lines.scoreFile === null ? null : lines.scoreLine !== null ? false : lines.unlistedPasses ? true : null;
  if (lines.scoreFile !== null && passed === null) {
    notes.push(`${lines.scoreFile} does not list ${lines.id}, but it lists fewer failures than its header counts (an excerpt, or a cut file): whether ${lines.id} passed is unknown.`);
  }
  const path = buildGoldPath({
    id: lines.id,
    category,
    resultVersion: parseBfclFileName(lines.resultFile)?.version ?? null,
    line,
    passed,
    failure,
    testCase,
    baseTestCase,
    notes,
  });
  return { ok: true, path, dataFolder };
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
