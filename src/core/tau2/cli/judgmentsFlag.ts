// The judgments file named by --judgments (the paper's CONFIRM judgments, one judged write per line),
// shared by `confirm` and `gar --cases`: its lines left out are listed, the first few by number and
// the rest as a count, and a file that is not judgments at all is said to be so once.
import { formatProblem, type Problem } from '../../model/model';
import { parseJudgments, type ParsedJudgments } from '../confirmJudgments';
import { localDisk } from '../../files/localDisk';
import { countOf } from '../../text/countOf';

/** How many lines left out are listed one by one before the rest is counted. */
const LISTED = 5;

/** The file read and parsed, or null after saying why it cannot serve (unreadable, not judgments). */
export async function judgmentsOfFlag(file: string): Promise<ParsedJudgments | null> {
  let text: string;
  try {
    text = await localDisk().readUtf8(file);
  } catch (e) {
    console.error(`Could not read the judgments file ${file}: ${(e as Error).message}`);
    return null;
  }
  const parsed = parseJudgments(text, file);
  if (parsed.notJudgments) {
    console.error(`${file} is not a judgments file: ${parsed.notJudgments}.`);
    printLeftOut(parsed.problems, 3, ['is not a judged write either', 'are not judged writes either']);
    return null;
  }
  if (parsed.judgments.length === 0) {
    console.error(`No judged write could be read from ${file}.`);
    return null;
  }
  return parsed;
}

/** The lines a judgments file left out: the first `listed` with their place, then how many more. */
export function printLeftOut(problems: readonly Problem[], listed = LISTED, [one, many] = ['was left out', 'were left out']): void {
  for (const p of problems.slice(0, listed)) console.error(formatProblem(p));
  const rest = problems.length - listed;
  if (rest > 0) console.error(`… and ${countOf(rest, 'more line')} ${rest === 1 ? one : many}.`);
}
