// What the model said or called in each case of a result file, as text to search: the panel's `text:`
// filter reads these. The case's format reads each emission's text back as the case view shows it
// (FormatAdapter.emissionTexts: BFCL from the file's text, tau2 from the run's files).
import type { ResultModel } from '../document/fileModel';
import { formatOf } from '../formats/registry';
import type { Case } from '../model/model';

/** A case by the file it is in (tau2 dir layout: its simulation file) and its id. */
export interface CasePlace {
  file: string;
  id: string;
}

/** Per case, the text of each of its model's emissions, lower case (the search ignores case). */
export type EmissionTexts = { kase: CasePlace; said: string[] }[];

function placeOf(model: ResultModel, kase: Case): CasePlace {
  return { file: kase.file ?? model.path, id: kase.id };
}

/** `fileText`: the result file's text as the model was read from (a format reads it if it needs it). */
export async function emissionTextsOf(model: ResultModel, fileText: () => Promise<string>): Promise<EmissionTexts> {
  const cases = model.read.cases;
  const texts = await formatOf(model.benchmark).emissionTexts(model.path, cases.map((kase) => ({ kase, emissions: kase.turns.flatMap((t) => t.emissions) })), fileText);
  return cases.map((kase, i) => ({ kase: placeOf(model, kase), said: texts[i]!.flatMap((text) => (text === null ? [] : [text.toLowerCase()])) }));
}

/** The cases one of whose emissions holds `word` (lower case). */
export function casesSaying(texts: EmissionTexts, word: string): CasePlace[] {
  return texts.filter((t) => t.said.some((s) => s.includes(word))).map((t) => t.kase);
}
