// Ties each current decision to the file, case and emission it is about, in the runs read now. A
// decision whose file is missing or has another sha256 is stale: listed with a warning, never applied.
import { emissionAtPlace, type Case, type Emission } from '../model/model';
import { emissionPlaceOf, type LabelDecision } from './decisionSchema';
import { placeText, type EmissionPlace } from './emissionPlace';
import { latestDecisions, type CurrentDecision } from './latestDecisions';
import type { StoreRead } from './readStore';
import type { LabelledFile, RunContext } from '../document/labelledRun';
import { possessive } from '../text/possessive';

export interface ResolvedDecision extends CurrentDecision {
  store: string;
  /** Where it applies; null when stale. */
  run: RunContext | null;
  file: LabelledFile | null;
  kase: Case | null;
  /** For emission decisions that are not stale. */
  emission: Emission | null;
}

export interface Resolved {
  decisions: ResolvedDecision[];
  warnings: string[];
}

export function resolveDecisions(stores: readonly StoreRead[], runs: readonly RunContext[]): Resolved {
  const warnings: string[] = stores.flatMap((s) => s.warnings);
  const decisions: ResolvedDecision[] = [];
  for (const store of stores) {
    // A file name can exist in several runs (every model has a base file): the sha256 says which one.
    const fileOf = (d: LabelDecision): LabelledFile | null => {
      const candidates = runs.map((r) => r.files.get(d.file)).filter((f): f is LabelledFile => !!f);
      return candidates.find((f) => f.sha256 === d.sha256 && (!d.caseFile || f.caseFileSha256?.get(d.caseFile.path) === d.caseFile.sha256)) ?? null;
    };
    for (const current of latestDecisions(store.decisions, (name) => {
      const match = runs.map((r) => r.files.get(name)).find(Boolean);
      return match ? match.sha256 : null;
    })) {
      const d = current.decision;
      const file = fileOf(d);
      const run = file ? runs.find((r) => r.files.get(d.file) === file) ?? null : null;
      const kase = file?.read.cases.find((c) => c.id === d.case) ?? null;
      const emission = kase && d.kind === 'emission' ? emissionAt(kase, emissionPlaceOf(d)) : null;
      const stale = !file;
      if (stale) {
        const exists = runs.some((r) => r.files.has(d.file));
        const caseFileChanged = d.caseFile && runs.some((r) => r.files.get(d.file)?.sha256 === d.sha256);
        warnings.push(caseFileChanged
          ? `${current.path}:${current.line}: ${d.caseFile!.path} changed since ${d.author} decided on case ${d.case} (it was sha256 ${d.caseFile!.sha256.slice(0, 12)}…); the decision is stale and not applied.`
          : exists
          ? `${current.path}:${current.line}: ${d.file} changed since ${d.author} decided on case ${d.case} (it was sha256 ${d.sha256.slice(0, 12)}…); the decision is stale and not applied.`
          : `${current.path}:${current.line}: ${d.file} is not among the result files read, so ${possessive(d.author)} decision on case ${d.case} is stale and not applied.`);
      } else if (!kase || (d.kind === 'emission' && !emission)) {
        warnings.push(`${current.path}:${current.line}: ${d.file} has no ${kase ? placeText(emissionPlaceOf(d as Extract<LabelDecision, { kind: 'emission' }>)) + ' in case ' : 'case '}${d.case}; the decision was skipped.`);
        continue;
      }
      decisions.push({ ...current, stale, store: store.path, run, file, kase, emission });
    }
  }
  return { decisions, warnings };
}

/** The emission at a place, or null when the case has none there (by the neutral place, so tau2 messages too). */
export function emissionAt(kase: Case, place: EmissionPlace): Emission | null {
  return emissionAtPlace(kase, place);
}
