// The own text of every case and emission of one version of a result file: what carrying decisions
// over to a changed file compares. Each format says what a case's and an emission's text is
// (FormatAdapter.labelling.caseTexts).
import type { CaseTexts } from '../document/labelledRun';
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { formatOf } from '../formats/registry';
import type { Benchmark } from '../model/model';

export type { CaseText, CaseTexts } from '../document/labelledRun';

export function caseTextsOf(fileText: string, path: string, benchmark: Benchmark): CaseTexts {
  return formatOf(benchmark).labelling.caseTexts(fileText, path);
}

export async function readCaseTexts(path: string, benchmark: Benchmark): Promise<CaseTexts> {
  const text = await readText(hostFiles, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return caseTextsOf(text, path, benchmark);
}
