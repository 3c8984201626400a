// The text of a tau2 case's emissions (FormatAdapter.emissionTexts): the model keeps no message text,
// so each assistant message asked is read from the run's files (readMessageTexts: content, then each
// tool call as a call): a dir layout's cases from their simulation files, the others from the run file.
import type { AskedEmissions } from '../document/formatAdapter';
import { readMessageTexts } from './messageTexts';

export async function tau2EmissionTexts(file: string, asked: readonly AskedEmissions[]): Promise<Array<Array<string | null>>> {
  const wanted = new Map<string, Set<number>>();
  const files = new Set<string>();
  for (const { kase, emissions } of asked) {
    const id = kase.simulation?.id;
    if (!id) continue;
    files.add(kase.file ?? file);
    const messages = wanted.get(id) ?? new Set<number>();
    wanted.set(id, messages);
    for (const e of emissions) if ('message' in e.place) messages.add(e.place.message);
  }
  const read = wanted.size ? await readMessageTexts([...files], wanted) : new Map<string, Map<number, string>>();
  return asked.map(({ kase, emissions }) => {
    const byIndex = kase.simulation?.id ? read.get(kase.simulation.id) : undefined;
    return emissions.map((e) => ('message' in e.place ? byIndex?.get(e.place.message) ?? null : null));
  });
}
