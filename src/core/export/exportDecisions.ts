// The decisions with their context, for a paper's appendix: one record per current decision, with
// the emission's text and the classifier's class beside the human's, as JSON Lines or CSV.
import { toPlainJs } from '../pyvalue/pyToDisplay';
import { emissionText } from '../document/caseView';
import { csvDocument } from './csvTable';
import { emissionPlaceOf, humanClassesOf } from '../annotation/decisionSchema';
import { classSetValue } from '../annotation/humanClasses';
import type { ResolvedDecision } from '../annotation/resolveDecisions';

export interface DecisionRecord {
  model: string | null;
  file: string;
  sha256: string;
  case: string;
  kind: 'emission' | 'case' | 'rubric';
  turn: number | null;
  step: number | null;
  message: number | null;
  /**
   * The emission's text (BFCL: strings as they are, anything else as compact JSON; tau2: the message's
   * content, then its tool calls); null for case decisions and stale ones.
   */
  emission_text: string | null;
  /** Classes the classifier gives now (for emissions) or gave when decided (stale ones). */
  classifier: string[];
  /** A class, "none", a tau2 message's classes joined by "+" (ask+confirm), a verdict, or a rubric item's value. */
  human: string;
  rubric_item: string | null;
  rubric_computed: boolean | null;
  rationale: string;
  author: string;
  time: string;
  rules_version: string;
  stale: boolean;
  /** The file the decision's line is in: the store, or a window's own file in `<store>.d/` (appendThrough.ts). */
  store: string;
  line: number;
}

/** `texts`: a tau2 message's text by case id and message index, read from the file (the model keeps none). */
export function decisionRecord(d: ResolvedDecision, texts: EmissionTexts = NO_TEXTS): DecisionRecord {
  const dd = d.decision;
  const place = dd.kind === 'emission' ? emissionPlaceOf(dd) : null;
  return {
    model: d.run?.model ?? null,
    file: dd.file,
    sha256: dd.sha256,
    case: dd.case,
    kind: dd.kind,
    turn: place && 'turn' in place ? place.turn : null,
    step: place && 'step' in place ? place.step : null,
    message: place && 'message' in place ? place.message : null,
    emission_text: d.emission?.value ? emissionText(toPlainJs(d.emission.value)) : place && 'message' in place && d.emission ? texts.get(dd.case)?.get(place.message) ?? null : null,
    classifier: dd.kind === 'emission' ? [...(d.emission ? d.emission.classes : dd.classifier)] : [],
    human: dd.kind === 'emission' ? classSetValue(humanClassesOf(dd)) : dd.kind === 'case' ? dd.verdict : String(dd.human),
    rubric_item: dd.kind === 'rubric' ? dd.item : null,
    rubric_computed: dd.kind === 'rubric' ? dd.computed : null,
    rationale: dd.rationale,
    author: dd.author,
    time: dd.time,
    rules_version: dd.rulesVersion,
    stale: d.stale,
    store: d.path,
    line: d.line,
  };
}

/** Case id -> message index -> text. */
export type EmissionTexts = ReadonlyMap<string, ReadonlyMap<number, string>>;
const NO_TEXTS: EmissionTexts = new Map();

export function decisionsJsonl(decisions: readonly ResolvedDecision[], texts: EmissionTexts = NO_TEXTS): string {
  return decisions.map((d) => `${JSON.stringify(decisionRecord(d, texts))}\n`).join('');
}

const COLUMNS: ReadonlyArray<keyof DecisionRecord> = [
  'model', 'file', 'case', 'kind', 'turn', 'step', 'message', 'emission_text', 'classifier', 'human',
  'rubric_item', 'rubric_computed', 'rationale', 'author', 'time', 'rules_version', 'stale', 'sha256', 'store', 'line',
];

export function decisionsCsv(decisions: readonly ResolvedDecision[], texts: EmissionTexts = NO_TEXTS): string {
  const rows = decisions.map((d) => {
    const r = decisionRecord(d, texts);
    return COLUMNS.map((c) => {
      const v = r[c];
      return Array.isArray(v) ? v.join(' ') : v;
    });
  });
  return csvDocument(COLUMNS, rows);
}
