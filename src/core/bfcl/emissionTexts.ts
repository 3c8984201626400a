// The text of a BFCL case's emissions (FormatAdapter.emissionTexts): each is the part of its line its
// span covers, read as JSON and shown as the case view shows it (emissionText), from the result file's
// text as its model was read from.
import { emissionText } from '../document/caseView';
import type { AskedEmissions } from '../document/formatAdapter';
import { linesOfText } from './lineText';

export async function bfclEmissionTexts(_file: string, asked: readonly AskedEmissions[], fileText: () => Promise<string>): Promise<string[][]> {
  const wanted = new Set(asked.flatMap(({ kase, emissions }) => [kase.line, ...emissions.map((e) => e.line ?? kase.line)]));
  const lines = new Map<number, string>();
  for (const { number, text } of linesOfText(await fileText())) if (wanted.has(number)) lines.set(number, text);
  return asked.map(({ kase, emissions }) => emissions.map((e) => decoded((lines.get(e.line ?? kase.line) ?? '').slice(e.span.start, e.span.end))));
}

/** The emission as the case view shows it; its raw text when it is not JSON on its own (a cut line). */
function decoded(raw: string): string {
  try {
    return emissionText(JSON.parse(raw));
  } catch {
    return raw;
  }
}
