// `calibration-lens case` on a BFCL result file: one case's gold path in the terminal, as text or JSON,
// with the test data found above the file (or the folder --data names).
import { hostFiles } from '../../files/hostFiles';
import { localDisk } from '../../files/localDisk';
import { caseLinesFromDisk } from '../goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../goldPath/caseSources';
import { holdsTestData } from '../goldPath/testData';
import { caseJson } from './caseJson';
import { caseText } from './caseText';

/** The case `id` of `resultFile` printed; 2 after saying why it cannot be (no such file, no test data, no such case). */
export async function bfclCaseCommand(resultFile: string, id: string, options: { data: string | null; json: boolean }): Promise<number> {
  if (localDisk().statNow(resultFile)?.kind !== 'file') {
    console.error(`${resultFile} is not a file. Give one BFCL_v4_multi_turn_<category>_result.json.`);
    return 2;
  }
  const { data } = options;
  if (data && !(await holdsTestData(hostFiles, data))) {
    console.error(`${data} holds no BFCL_v{3,4}_multi_turn_<category>.json files. Give BFCL's bfcl_eval/data folder.`);
    return 2;
  }
  const lines = await caseLinesFromDisk(resultFile, id, data ? { folder: data, how: '--data' } : null);
  const outcome = await goldPathFromLines(lines, hostFiles);
  if (!outcome.ok) {
    console.error(outcome.message);
    return 2;
  }
  const files = { resultFile, scoreFile: lines.scoreFile, data: outcome.dataFolder, dataNotUsed: outcome.dataNotUsed };
  if (options.json) process.stdout.write(`${JSON.stringify(caseJson(outcome.path, files), null, 2)}\n`);
  else process.stdout.write(caseText(outcome.path, files));
  return 0;
}
