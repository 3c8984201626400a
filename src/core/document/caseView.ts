// The case view as text with its marks, the same for every format: the document a format's renderer
// writes, and the sentences every renderer shares (a class, a classifier decision, a shortened emission).
import { classLabel, type ActionClass } from '../classify/actionClass';
import type { Decision, ToolCallPattern } from '../classify/decision';
import { classReasonSentence } from '../classify/reasonSentence';
import type { EmissionPlace } from '../model/model';

export type CaseDocumentMarkKind = 'title' | 'turn' | 'emission' | 'verdict-pass' | 'verdict-fail' | 'violation' | 'note';

/** A line of the document the editor can colour: 0-based line, and the class when it is about one. */
export interface CaseDocumentMark {
  line: number;
  kind: CaseDocumentMarkKind;
  cls: ActionClass | null;
  /** For 'emission' marks: the emission's turn and step (0-based). */
  turn?: number;
  step?: number;
  /** For 'emission' marks: the emission's neutral place (a tau2 message's index), when turn and step do not name it. */
  place?: EmissionPlace;
  /** For 'emission' marks: the last line of the emission's block (0-based), when other lines follow it before the next mark. */
  end?: number;
  /** Where the class label sits in the line (UTF-16 columns), for 'turn' and 'emission' marks. */
  label?: { start: number; end: number };
}

export interface CaseDocument {
  text: string;
  marks: CaseDocumentMark[];
}

const PATTERN_NAMES: Record<ToolCallPattern, string> = {
  'python-call-list': 'a Python call list `[name(`',
  'tool-call-tag': 'a `<tool_call` tag',
  'json-call-list': 'a JSON call list `[{"name":`',
  'json-call-object': 'a JSON call object `{"name": ..., "arguments":`',
};

/** The class as users read it in every view; no class is spelled out rather than left blank. */
export function classText(cls: ActionClass | null): string {
  return cls === null ? 'NO CLASS' : classLabel(cls);
}

/** Text cut to `max` characters, saying how much was left out. */
export function shortenText(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/** Text on one line: line breaks shown as ⏎ so a shortened emission stays one row. */
export function oneLine(text: string): string {
  return text.replace(/\r\n|\r|\n/g, ' ⏎ ');
}

/** The reason for a decision in one sentence: the rule that fired, what it matched and where. */
export function ruleSentence(d: Decision): string {
  const at = d.match ? ` "${oneLine(d.match.text)}" at offset ${d.match.offset}` : '';
  switch (d.rule) {
    case 'tool-call-look':
      return `Looks like a tool call: ${d.pattern ? PATTERN_NAMES[d.pattern] : 'tool-call pattern'}${d.match ? ` at offset ${d.match.offset}` : ''}.`;
    case 'structured-call':
      return 'A structured call, normalised to the canonical call list.';
    case 'literal-call':
      return 'A string holding a literal call structure, parsed safely and normalised to the canonical call list.';
    case 'api-call-list':
      return "An API handler's saved call list (objects keyed by function name).";
    case 'refuse-phrase':
      return `REFUSE phrase${at}.`;
    case 'question-mark':
      return `A question mark${d.match ? ` at offset ${d.match.offset}` : ''}: ASK.`;
    case 'ask-phrase':
      return `ASK phrase${at}.`;
    case 'confirm-phrase':
      return `CONFIRM phrase${at}.`;
    case 'no-phrase':
      return 'No phrase of REFUSE, ASK or CONFIRM: OTHER.';
    case 'empty-text':
      return 'Empty text: no class.';
    case 'text-list':
      return 'A list of strings (text replies as this handler saves them): the reference rule gives it no class.';
    case 'not-text':
      return 'Neither text nor a call (e.g. [] or null): no class.';
    case 'no-tau2-rule':
      return 'No rule of the tau2 detector matched: no class (it has no OTHER).';
    case 'structured-tool-calls':
    case 'tool-call-text':
    case 'ask-phrase-tau2':
    case 'question-sentence': {
      // A set-giving detector: the sentence of the reason behind `cls`.
      const reason = d.reasons?.find((r) => r.cls === d.cls && r.rule === d.rule);
      return reason ? classReasonSentence(reason) : `${classText(d.cls)} by the rule ${d.rule}.`;
    }
  }
}

/** The classes that also matched but lost on priority, or null when none did. */
export function outrankedSentence(d: Decision): string | null {
  if (d.outranked.length === 0) return null;
  const parts = d.outranked.map((hit) => `${classLabel(hit.cls)} ("${oneLine(hit.text)}" at offset ${hit.offset})`);
  return `Outranks ${parts.join(', ')} (priority TOOL_CALL > REFUSE > ASK > CONFIRM > OTHER).`;
}

/** For lists of strings: what the text would be as text, since the reference skips it. */
export function blindSpotSentence(d: Decision): string | null {
  if (!d.skippedText) return null;
  const would = d.skippedText.wouldBe === null ? 'no class either' : classLabel(d.skippedText.wouldBe);
  return `Read as text it would be ${would}; the default numbers keep the reference behaviour and do not count it.`;
}

/** Every line of explanation the views show for one decision, in reading order. */
export function decisionLines(d: Decision): string[] {
  const lines = [ruleSentence(d)];
  const outranked = outrankedSentence(d);
  if (outranked) lines.push(outranked);
  const blind = blindSpotSentence(d);
  if (blind) lines.push(blind);
  if (d.referenceNote) lines.push(`Reference: ${d.referenceNote}`);
  return lines;
}

/** An emission as text: strings as they are, lists of strings joined, anything else as compact JSON. */
export function emissionText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value.join('\n');
  return JSON.stringify(value) ?? String(value);
}
