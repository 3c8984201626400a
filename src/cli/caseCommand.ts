// `calibration-lens case --results FILE --case ID [--data DIR] [--json]`: one case's gold path in the
// terminal, for developers who live in a shell.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { caseLinesFromDisk } from '../core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../core/bfcl/goldPath/caseSources';
import { holdsTestData } from '../core/bfcl/goldPath/testData';
import { caseJson } from './caseJson';
import { caseText } from './caseText';

export const CASE_USAGE = `Usage: calibration-lens case --results FILE --case ID [--data DIR] [--json]

One case turn by turn: the model's calls as the grader decoded them beside the ground truth, and
the grader's verdict at the turn it blames.
  --results FILE  a BFCL_v{3,4}_multi_turn_<category>_result.json file
  --case ID       the case id, e.g. multi_turn_base_0
  --data DIR      BFCL's test data folder (bfcl_eval/data); default: bfcl_eval/data or data/
                  found above the result file
  --json          print JSON (turns counted from 0, ground truth as BFCL writes it)`;

export async function caseCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args,
      options: {
        results: { type: 'string' },
        case: { type: 'string' },
        data: { type: 'string' },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }));
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${CASE_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(CASE_USAGE);
    return 0;
  }
  if (!values.results || !values.case) {
    console.error(`--results FILE and --case ID are required.\n\n${CASE_USAGE}`);
    return 2;
  }
  const resultFile = resolve(values.results);
  if (!existsSync(resultFile) || !statSync(resultFile).isFile()) {
    console.error(`${resultFile} is not a file. Give one BFCL_v4_multi_turn_<category>_result.json.`);
    return 2;
  }
  const data = values.data ? resolve(values.data) : null;
  if (data && !holdsTestData(data)) {
    console.error(`${data} holds no BFCL_v{3,4}_multi_turn_<category>.json files. Give BFCL's bfcl_eval/data folder.`);
    return 2;
  }
  const lines = await caseLinesFromDisk(resultFile, values.case, data ? { folder: data, how: '--data' } : null);
  const outcome = goldPathFromLines(lines);
  if (!outcome.ok) {
    console.error(outcome.message);
    return 2;
  }
  const files = { resultFile, scoreFile: lines.scoreFile, data: outcome.dataFolder };
  if (values.json) process.stdout.write(`${JSON.stringify(caseJson(outcome.path, files), null, 2)}\n`);
  else process.stdout.write(caseText(outcome.path, files));
  return 0;
}
