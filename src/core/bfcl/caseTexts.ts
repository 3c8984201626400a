// The own text of every case and emission of one version of a BFCL result file, for carrying decisions
// over to a changed file (core/annotation/carryOver.ts): a case is its line, an emission the part of
// the line its span covers.
import type { CaseTexts } from '../document/labelledRun';
import { placeText } from '../model/model';
import { linesOfText } from './lineText';
import { readResultText } from './resultText';

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
