// The texts of the emissions decisions are about that the model keeps no text of (a tau2 message's),
// for their export: each run file's format reads them back from the run's files (FormatAdapter.
// emissionTexts), one read per run file. An emission the model keeps the value of is written from it
// (exportDecisions.ts), so it is not asked.
import { emissionPlaceOf } from '../annotation/decisionSchema';
import type { ResolvedDecision } from '../annotation/resolveDecisions';
import type { AskedEmissions } from '../document/formatAdapter';
import type { LabelledFile } from '../document/labelledRun';
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { formatOf } from '../formats/registry';
import type { Case, Emission } from '../model/model';
import type { EmissionTexts } from './exportDecisions';

export async function decisionTexts(decisions: readonly ResolvedDecision[]): Promise<EmissionTexts> {
  // Run file -> case -> emissions asked (by message: the key the export looks a text up by).
  const wanted = new Map<string, { file: LabelledFile; cases: Map<Case, Emission[]> }>();
  for (const d of decisions) {
    if (d.decision.kind !== 'emission' || !d.kase || !d.file || !d.emission || d.emission.value !== undefined) continue;
    if (!('message' in emissionPlaceOf(d.decision))) continue;
    const asked = wanted.get(d.file.path) ?? { file: d.file, cases: new Map<Case, Emission[]>() };
    wanted.set(d.file.path, asked);
    asked.cases.set(d.kase, [...(asked.cases.get(d.kase) ?? []), d.emission]);
  }
  const texts = new Map<string, Map<number, string>>();
  for (const [path, { file, cases }] of wanted) {
    const asked: AskedEmissions[] = [...cases].map(([kase, emissions]) => ({ kase, emissions }));
    const read = await formatOf(file.benchmark).emissionTexts(path, asked, async () => (await readText(hostFiles, path)) ?? '');
    asked.forEach(({ kase, emissions }, i) => {
      const byMessage = texts.get(kase.id) ?? new Map<number, string>();
      texts.set(kase.id, byMessage);
      emissions.forEach((e, k) => {
        const text = read[i]![k];
        if (text !== null && text !== undefined && 'message' in e.place) byMessage.set(e.place.message, text);
      });
    });
  }
  return texts;
}
