// Who agrees with whom on the emissions: the classifier against each annotator and every two
// annotators against each other, over the items both labelled; Krippendorff's alpha across the
// annotators when more than two labelled. Stale decisions are not counted (they are among the warnings).
import { HUMAN_CLASSES, subjectKey, type HumanClass } from '../labels/decisionSchema';
import type { ResolvedDecision } from '../labels/resolveDecisions';
import { pairAgreement, type PairAgreement } from './agreement';
import { krippendorffAlphaNominal, type AlphaResult } from './agreementAlpha';

export const CLASSIFIER_RATER = 'classifier';

export interface RaterPair {
  a: string;
  b: string;
  agreement: PairAgreement<HumanClass>;
}

export interface AgreementReport {
  annotators: string[];
  pairs: RaterPair[];
  /** Across the annotators (not the classifier); null unless more than two annotators labelled. */
  alpha: AlphaResult | null;
}

/** Item key -> rater -> label, from the emission decisions that apply. */
export function emissionLabels(decisions: readonly ResolvedDecision[]): Map<string, Map<string, HumanClass>> {
  const items = new Map<string, Map<string, HumanClass>>();
  for (const d of decisions) {
    if (d.stale || d.decision.kind !== 'emission' || !d.emission) continue;
    // Two stores may name the same file: key by the file's content, not by where it was found.
    const key = `${d.file!.sha256}\u0000${subjectKey(d.decision)}`;
    const raters = items.get(key) ?? new Map<string, HumanClass>([[CLASSIFIER_RATER, d.emission.cls ?? 'none']]);
    items.set(key, raters);
    raters.set(d.decision.author, d.decision.human);
  }
  return items;
}

export function agreementReport(decisions: readonly ResolvedDecision[]): AgreementReport {
  const items = emissionLabels(decisions);
  const annotators = [...new Set([...items.values()].flatMap((r) => [...r.keys()]))].filter((r) => r !== CLASSIFIER_RATER).sort();
  const raters = [CLASSIFIER_RATER, ...annotators];
  const pairs: RaterPair[] = [];
  for (let i = 0; i < raters.length; i++) {
    for (let j = i + 1; j < raters.length; j++) {
      const a = raters[i]!;
      const b = raters[j]!;
      const both: Array<[HumanClass, HumanClass]> = [];
      for (const labels of items.values()) {
        const la = labels.get(a);
        const lb = labels.get(b);
        if (la !== undefined && lb !== undefined) both.push([la, lb]);
      }
      pairs.push({ a, b, agreement: pairAgreement(both, HUMAN_CLASSES) });
    }
  }
  const alpha = annotators.length > 2
    ? krippendorffAlphaNominal([...items.values()].map((labels) => annotators.flatMap((a) => (labels.has(a) ? [labels.get(a)!] : []))))
    : null;
  return { annotators, pairs, alpha };
}
