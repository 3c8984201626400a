// The own text of every simulation and message of one version of a tau2 results file, for carrying
// decisions over to a changed file (core/annotation/carryOver.ts): a simulation and each of its
// messages as JSON (whitespace and key layout aside, a message is unchanged when its value is); the
// place is the index in `messages`, as the store keys it.
import type { CaseTexts } from '../document/labelledRun';
import { placeText } from '../model/model';

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
