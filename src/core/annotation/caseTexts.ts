// The own text of every case and emission of one version of a result file: what carrying decisions
// over to a changed file compares. BFCL: a case is its line, an emission the part of the line its
// span covers. tau2: a simulation and each of its messages as JSON (whitespace and key layout aside,
// a message is unchanged when its value is); the place is the index in `messages`, as the store keys it.
import { readResultText } from '../bfcl/resultText';
import { linesOfText } from '../bfcl/lineText';
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import type { Benchmark } from '../model/model';
import { placeText } from './emissionPlace';

export interface CaseText {
  text: string;
  /** By `placeText` of the emission's place. */
  emissions: Map<string, string>;
}

/** Case id -> its text. */
export type CaseTexts = Map<string, CaseText>;

export function bfclCaseTexts(fileText: string, path: string): CaseTexts {
  const lines = new Map<number, string>();
  for (const { number, text } of linesOfText(fileText)) lines.set(number, text);
  const texts: CaseTexts = new Map();
  for (const kase of readResultText(fileText, path).cases) {
    const line = lines.get(kase.line) ?? '';
    const emissions = new Map<string, string>();
    for (const turn of kase.turns) {
      for (const e of turn.emissions) emissions.set(placeText(e.place), (e.line ? lines.get(e.line) ?? '' : line).slice(e.span.start, e.span.end));
    }
    texts.set(kase.id, { text: line, emissions });
  }
  return texts;
}

/** A monolithic tau2 results file (`simulations` in one JSON document); simulations without an id are left out. */
export function tau2CaseTexts(fileText: string): CaseTexts {
  const texts: CaseTexts = new Map();
  let doc: unknown;
  try {
    doc = JSON.parse(fileText);
  } catch {
    return texts;
  }
  const simulations = (doc as { simulations?: unknown })?.simulations;
  if (!Array.isArray(simulations)) return texts;
  for (const sim of simulations) {
    const id = (sim as { id?: unknown })?.id;
    if (typeof id !== 'string' || texts.has(id)) continue;
    const messages = (sim as { messages?: unknown }).messages;
    const emissions = new Map<string, string>();
    if (Array.isArray(messages)) messages.forEach((m, i) => emissions.set(placeText({ message: i }), JSON.stringify(m)));
    texts.set(id, { text: JSON.stringify(sim), emissions });
  }
  return texts;
}

export function caseTextsOf(fileText: string, path: string, benchmark: Benchmark): CaseTexts {
  return benchmark === 'bfcl' ? bfclCaseTexts(fileText, path) : tau2CaseTexts(fileText);
}

export async function readCaseTexts(path: string, benchmark: Benchmark): Promise<CaseTexts> {
  const text = await readText(hostFiles, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return caseTextsOf(text, path, benchmark);
}
