// What the model said or called in each case of a result file, as text to search: the panel's `text:`
// filter reads these. BFCL: each emission is the part of its line its span covers, read as JSON and
// shown as the case view shows it (emissionText). tau2: the model keeps no message text, so each
// assistant message is read from the run's files (content, then each tool call as a call).
import { emissionText } from '../document/caseView';
import { linesOfText } from '../bfcl/lineText';
import type { ResultModel } from '../document/fileModel';
import type { Case } from '../model/model';
import { readMessageTexts } from '../tau2/messageTexts';

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

/** `fileText`: the result file's text as the model was read from (BFCL; tau2 reads its own files). */
export async function emissionTextsOf(model: ResultModel, fileText: () => Promise<string>): Promise<EmissionTexts> {
  return model.benchmark === 'bfcl' ? bfclEmissionTexts(model, await fileText()) : tau2EmissionTexts(model);
}

function bfclEmissionTexts(model: ResultModel, fileText: string): EmissionTexts {
  const wanted = new Set(model.read.cases.flatMap((c) => [c.line, ...c.turns.flatMap((t) => t.emissions.map((e) => e.line ?? c.line))]));
  const lines = new Map<number, string>();
  for (const { number, text } of linesOfText(fileText)) if (wanted.has(number)) lines.set(number, text);
  return model.read.cases.map((kase) => ({
    kase: placeOf(model, kase),
    said: kase.turns.flatMap((turn) => turn.emissions.map((e) => decoded((lines.get(e.line ?? kase.line) ?? '').slice(e.span.start, e.span.end)).toLowerCase())),
  }));
}

/** The emission as the case view shows it; its raw text when it is not JSON on its own (a cut line). */
function decoded(raw: string): string {
  try {
    return emissionText(JSON.parse(raw));
  } catch {
    return raw;
  }
}

async function tau2EmissionTexts(model: ResultModel): Promise<EmissionTexts> {
  const wanted = new Map<string, Set<number>>();
  const files = new Set<string>([model.path]);
  for (const kase of model.read.cases) {
    const id = kase.simulation?.id;
    if (!id) continue;
    if (kase.file) files.add(kase.file);
    wanted.set(id, new Set(kase.turns.flatMap((t) => t.emissions.flatMap((e) => ('message' in e.place ? [e.place.message] : [])))));
  }
  const read = await readMessageTexts([...files], wanted);
  return model.read.cases.map((kase) => {
    const byIndex = kase.simulation?.id ? read.get(kase.simulation.id) : undefined;
    return { kase: placeOf(model, kase), said: [...(byIndex?.values() ?? [])].map((s) => s.toLowerCase()) };
  });
}

/** The cases one of whose emissions holds `word` (lower case). */
export function casesSaying(texts: EmissionTexts, word: string): CasePlace[] {
  return texts.filter((t) => t.said.some((s) => s.includes(word))).map((t) => t.kase);
}
