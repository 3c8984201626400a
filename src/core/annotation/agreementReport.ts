// Who agrees with whom on the emissions: the classifier against each annotator and every two
// annotators against each other, over the items both labelled; Krippendorff's alpha across the
// annotators when more than two labelled. Stale decisions are not counted (they are among the warnings).
//
// A label is a set of classes (a BFCL emission's holds one class or none, a tau2 message's any
// number). Raw agreement, the overall kappa, alpha and the confusion matrix take the set as one value
// (exact agreement: ASK+CONFIRM against ASK is a disagreement); the per-class kappas take each class
// against the rest (does the set hold it?), so a partly shared set counts for the classes it shares.
import type { ActionClass } from '../classify/actionClass';
import { HUMAN_CLASSES, humanClassesOf, subjectKey, type HumanClass } from './decisionSchema';
import { classSetValue } from './humanClasses';
import type { ResolvedDecision } from './resolveDecisions';
import { pairAgreement, type PairAgreement } from '../metrics/agreement';
import { krippendorffAlphaNominal, type AlphaResult } from '../metrics/agreementAlpha';

export const CLASSIFIER_RATER = 'classifier';

/** A label as one value: `none`, a class, or a set of classes joined by `+` (`ask+confirm`). */
export type LabelValue = string;

export interface RaterPair {
  a: string;
  b: string;
  agreement: PairAgreement<LabelValue, HumanClass>;
}

export interface AgreementReport {
  annotators: string[];
  pairs: RaterPair[];
  /** Across the annotators (not the classifier); null unless more than two annotators labelled. */
  alpha: AlphaResult | null;
}

/** Item key -> rater -> label, from the emission decisions that apply. */
export function emissionLabels(decisions: readonly ResolvedDecision[]): Map<string, Map<string, LabelValue>> {
  const items = new Map<string, Map<string, LabelValue>>();
  for (const d of decisions) {
    if (d.stale || d.decision.kind !== 'emission' || !d.emission) continue;
    // Two stores may name the same file: key by the file's content, not by where it was found.
    const key = `${d.file!.sha256}\u0000${subjectKey(d.decision)}`;
    const raters = items.get(key) ?? new Map<string, LabelValue>([[CLASSIFIER_RATER, classSetValue(d.emission.classes)]]);
    items.set(key, raters);
    raters.set(d.decision.author, classSetValue(humanClassesOf(d.decision)));
  }
  return items;
}

/** The five classes and none, then every set of several classes that was given, in name order. */
function labelValues(items: ReadonlyMap<string, ReadonlyMap<string, LabelValue>>): LabelValue[] {
  const single = new Set<string>(HUMAN_CLASSES);
  const sets = new Set<string>();
  for (const raters of items.values()) for (const v of raters.values()) if (!single.has(v)) sets.add(v);
  return [...HUMAN_CLASSES, ...[...sets].sort()];
}

/** Whether a label holds a class; "none" is the label with no class. */
function labelHas(label: LabelValue, cls: HumanClass): boolean {
  return cls === 'none' ? label === 'none' : label.split('+').includes(cls as ActionClass);
}

export function agreementReport(decisions: readonly ResolvedDecision[]): AgreementReport {
  const items = emissionLabels(decisions);
  const labels = labelValues(items);
  const annotators = [...new Set([...items.values()].flatMap((r) => [...r.keys()]))].filter((r) => r !== CLASSIFIER_RATER).sort();
  const raters = [CLASSIFIER_RATER, ...annotators];
  const pairs: RaterPair[] = [];
  for (let i = 0; i < raters.length; i++) {
    for (let j = i + 1; j < raters.length; j++) {
      const a = raters[i]!;
      const b = raters[j]!;
      const both: Array<[LabelValue, LabelValue]> = [];
      for (const byRater of items.values()) {
        const la = byRater.get(a);
        const lb = byRater.get(b);
        if (la !== undefined && lb !== undefined) both.push([la, lb]);
      }
      pairs.push({ a, b, agreement: pairAgreement(both, labels, HUMAN_CLASSES, labelHas) });
    }
  }
  const alpha = annotators.length > 2
    ? krippendorffAlphaNominal([...items.values()].map((byRater) => annotators.flatMap((a) => (byRater.has(a) ? [byRater.get(a)!] : []))))
    : null;
  return { annotators, pairs, alpha };
}

