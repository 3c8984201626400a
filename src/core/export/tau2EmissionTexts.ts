// The texts of the tau2 messages decisions are about, for their export: read from the run's files in
// one pass per file (the model keeps no message text).
import { readMessageTexts } from '../tau2/messageTexts';
import { emissionPlaceOf } from '../annotation/decisionSchema';
import type { EmissionTexts } from './exportDecisions';
import type { ResolvedDecision } from '../annotation/resolveDecisions';

export async function tau2EmissionTexts(decisions: readonly ResolvedDecision[]): Promise<EmissionTexts> {
  // File -> simulation id -> messages; the case id is the simulation's id.
  const wanted = new Map<string, Map<string, Set<number>>>();
  const caseOfSimulation = new Map<string, string>();
  for (const d of decisions) {
    if (d.decision.kind !== 'emission' || !d.kase?.simulation?.id || !d.emission) continue;
    const place = emissionPlaceOf(d.decision);
    if (!('message' in place)) continue;
    const file = d.kase.file ?? d.file!.path;
    const sims = wanted.get(file) ?? new Map<string, Set<number>>();
    wanted.set(file, sims);
    const id = d.kase.simulation.id;
    sims.set(id, (sims.get(id) ?? new Set()).add(place.message));
    caseOfSimulation.set(id, d.kase.id);
  }
  const texts = new Map<string, Map<number, string>>();
  for (const [file, sims] of wanted) {
    for (const [id, byIndex] of await readMessageTexts([file], sims)) texts.set(caseOfSimulation.get(id)!, byIndex);
  }
  return texts;
}
