// How human decisions read in labels, hovers and the case view: the class as the paper writes it,
// who decided and when, and whether it agrees with the classifier. No vscode import: the exact
// strings are pinned by unit tests.
import { classLabel, type ActionClass } from '../../core/classify/actionClass';
import { emissionPlaceOf, humanClassesOf, type CaseVerdict, type HumanClass, type LabelDecision } from '../../core/annotation/decisionSchema';
import { classSetText, sameClasses } from '../../core/annotation/humanClasses';
import type { CurrentDecision } from '../../core/annotation/latestDecisions';
import { isBoundViolation } from '../../core/annotation/newDecision';
import { passedOf, type Case, type EmissionPlace } from '../../core/model/model';
import { placeLabel } from '../../core/annotation/emissionPlace';
import { possessive } from '../../core/text/possessive';

export type HumanTone = 'human' | 'disagreement' | 'stale';

export interface HumanMark {
  text: string;
  tone: HumanTone;
}

export { placeLabel };

export function humanClassText(cls: HumanClass): string {
  return cls === 'none' ? 'NO CLASS' : classLabel(cls);
}

export const VERDICT_TEXT: Record<CaseVerdict, string> = {
  'real-miss': 'real miss',
  'valid-alternative': 'valid alternative path',
  'gold-questionable': 'gold questionable',
};

/** What the classifier says as a human class: its winning class, or "none". */
export function classifierAsHuman(cls: ActionClass | null): HumanClass {
  return cls ?? 'none';
}

/** `2026-12-02 01:50 UTC`. */
export function whenText(iso: string): string {
  return iso.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
}

/** The decision the label shows: the annotator's own, else the latest of anyone's. */
export function shownDecision(decisions: readonly CurrentDecision[], me: string): CurrentDecision | null {
  return decisions.find((d) => d.decision.author === me) ?? [...decisions].sort((a, b) => a.decision.time.localeCompare(b.decision.time)).at(-1) ?? null;
}

/**
 * `✎ ASK ✓`, `✎ ASK ≠ TOOL_CALL`, `✎ ASK stale`, with `+N` for other annotators' decisions;
 * `classifier`: the emission's classes (a tau2 message's set: `✎ ASK+CONFIRM ≠ ASK`).
 */
export function emissionMark(decisions: readonly CurrentDecision[], me: string, classifier: readonly ActionClass[]): HumanMark | null {
  const shown = shownDecision(decisions, me);
  if (!shown || shown.decision.kind !== 'emission') return null;
  const human = humanClassesOf(shown.decision);
  const others = decisions.length > 1 ? ` +${decisions.length - 1}` : '';
  if (shown.stale) return { text: `✎ ${classSetText(human)} stale${others}`, tone: 'stale' };
  return sameClasses(human, classifier)
    ? { text: `✎ ${classSetText(human)} ✓${others}`, tone: 'human' }
    : { text: `✎ ${classSetText(human)} ≠ ${classSetText(classifier)}${others}`, tone: 'disagreement' };
}

/** The marker in a case line's label: `✎ 3/14`, `≠1` for disagreements, the verdict when there is one. */
export function caseMark(reviewed: number, total: number, disagreements: number, verdict: CaseVerdict | null, stale: number): HumanMark | null {
  if (reviewed === 0 && verdict === null && stale === 0) return null;
  const parts = [`✎ ${reviewed}/${total}`];
  if (disagreements > 0) parts.push(`≠${disagreements}`);
  if (stale > 0) parts.push(`${stale} stale`);
  if (verdict) parts.push(VERDICT_TEXT[verdict]);
  return { text: parts.join(' '), tone: disagreements > 0 ? 'disagreement' : stale > 0 ? 'stale' : 'human' };
}

/** One decision in a sentence: `ann: ASK, disagrees with the classifier (TOOL_CALL), 2026-12-02 01:50 UTC`. */
export function decisionSentence(d: CurrentDecision, classifier: readonly ActionClass[] = []): string {
  const dd = d.decision;
  const when = whenText(dd.time);
  const stale = d.stale ? ` Stale: the result file changed since (it had sha256 ${dd.sha256.slice(0, 12)}…), so this is not applied; Calibration Lens: Carry Over Decisions to the Changed File compares it with the file now.` : '';
  return `${dd.author}: ${whatText(dd, classifier)}, ${when}.${stale}`;
}

function whatText(dd: LabelDecision, classifier: readonly ActionClass[]): string {
  if (dd.kind === 'case') return `verdict ${VERDICT_TEXT[dd.verdict]}${dd.boundViolation ? ' (on a bound violation)' : ''}`;
  if (dd.kind === 'rubric') return `${dd.item} ${dd.human ? 'yes' : 'no'}${dd.computed === null ? ' (computed: unknown)' : dd.computed === dd.human ? ' (confirms the computed value)' : ` (corrects the computed ${dd.computed ? 'yes' : 'no'})`}`;
  const human = humanClassesOf(dd);
  return sameClasses(human, classifier) ? `${classSetText(human)}, agrees with the classifier` : `${classSetText(human)}, disagrees with the classifier (${classSetText(classifier)})`;
}

/** What a decision decided, as the saving messages name it: `ASK on multi_turn_base_3 T2 · step 1`, `verdict "real miss" on …`. */
export function decisionWhatText(d: LabelDecision): string {
  if (d.kind === 'case') return `verdict "${VERDICT_TEXT[d.verdict]}" on ${d.case}`;
  if (d.kind === 'rubric') return `${d.item} ${d.human ? 'yes' : 'no'} on ${d.case}`;
  return `${classSetText(humanClassesOf(d))} on ${d.case} ${placeLabel(emissionPlaceOf(d))}`;
}

/**
 * What an undo took back, said in a toast wherever the annotator is now (the queue may have moved to
 * another file): `undone` the decision taken back, `line` the line appended, `file` its result file's name.
 */
export function undoneText(undone: LabelDecision, line: LabelDecision, file: string): string {
  const what = `${possessive(undone.author)} ${decisionWhatText(undone)} (${file})`;
  return line.withdrawn
    ? `Undone: ${what} is withdrawn; undo again takes back the one before it.`
    : `Undone: ${what}; the one before it applies again (${decisionWhatText(line)}${line.rationale ? `, "${line.rationale}"` : ''}).`;
}

/** The hover's lines about the human decisions on one emission (`classifier`: its classes). */
export function emissionHoverLines(decisions: readonly CurrentDecision[], classifier: readonly ActionClass[]): string[] {
  const lines = [`Classifier: ${classSetText(classifier)}`];
  for (const d of [...decisions].sort((a, b) => a.decision.author.localeCompare(b.decision.author))) {
    lines.push(decisionSentence(d, classifier));
    if (d.decision.rationale) lines.push(`“${d.decision.rationale}”`);
  }
  return lines;
}

/** The case's bound violation in a sentence, as the verdict pick and the case view show it beside the verdict. */
export function violationText(kase: Case): string {
  const gold = kase.gold.map(classLabel).join('/');
  if (isBoundViolation(kase)) {
    const missing = kase.gold.filter((g) => !kase.goldHits.includes(g)).map(classLabel).join(' and ');
    // tau2 scores TOOL_CALL by its action checks, not by a class that shows: say "hit".
    return kase.simulation ? `Bound violation: reward 1, but the gold ${missing} is not hit` : `Bound violation: passed, but ${missing} never appears`;
  }
  const passed = passedOf(kase.verdict);
  if (passed === null && kase.simulation) return `Not scored (${kase.simulation.unscoredReason ?? 'no reward'}), so it is in no denominator and no bound violation`;
  if (passed === null) return `Pass/fail unknown (${kase.verdict ? 'the score file does not list every failure its header counts' : 'no score file'}), so whether this is a bound violation cannot be told`;
  if (!passed) return 'Failed, so no bound violation';
  if (!gold) return 'Passed; no gold class is known, so no bound violation can be told';
  return kase.simulation ? `Reward 1, and the gold ${gold} is hit: no bound violation` : `Passed, and the gold ${gold} appears: no bound violation`;
}
