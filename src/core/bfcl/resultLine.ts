// One line of a result file -> one labelled Case (or what is wrong with the line).
import { topClass, sortedClasses, type ActionClass } from '../classify/actionClass';
import { classOfEmission, classOfJsonEmission } from '../classify/classOf';
import { classifyEmission } from '../classify/classifyEmission';
import type { Decision } from '../classify/decision';
import type { Case, Emission, EmissionPlace, Span, Turn } from '../model/model';
import { GOLD_CLASS, type Category } from './categories';
import { fromNativeJson } from '../pyvalue/fromNativeJson';
import { parsePyJson } from '../pyvalue/pyJson';
import { pyRepr } from '../pyvalue/pyToDisplay';
import type { PyValue } from '../pyvalue/types';
import { categoryFromCaseId } from './fileNames';
import { notValidJson } from './jsonErrorText';
import { scanTopLevelObject } from './topLevelMembers';
import { CaseFactsReader } from './caseFactsReader';
import type { CaseFacts } from '../model/caseFacts';
import { recordedQuestions } from './recordedQuestions';
import { toPlainJs } from '../pyvalue/pyToDisplay';

export type LineOutcome =
  | { ok: true; value: Case }
  /** `column` is 1-based. */
  /** `referenceCounts`: a JSON object the reference counts as a case (in n, with no gold hit) though it is no result entry. */
  | { ok: false; column: number; message: string; referenceCounts?: boolean };

const hasCase = (members: Map<string, unknown>): boolean => members.has('id') && members.has('result');

/** `headOnly`: the line's shape was checked already; stop once `id` and `result` are read. */
export function readResultLine(text: string, line: number, fileCategory: Category | null, headOnly = false): LineOutcome {
  const top = scanTopLevelObject(text, headOnly ? hasCase : undefined);
  if (!top.ok) {
    const message = top.notAnObject ? 'the line is JSON but not an object with "id" and "result"' : notValidJson(top.message, top.offset + 1);
    return { ok: false, column: top.offset + 1, message };
  }
  const idSpan = top.members.get('id');
  const resultSpan = top.members.get('result');
  if (!idSpan || !resultSpan) {
    const missing = [!idSpan && '"id"', !resultSpan && '"result"'].filter(Boolean).join(' and ');
    return { ok: false, column: 1, message: `the object has no ${missing}, so it is not a BFCL result entry`, referenceCounts: true };
  }
  const id = parsePyJson(text, idSpan.start, idSpan.end);
  if (!id.ok) return { ok: false, column: id.offset + 1, message: notValidJson(id.message, id.offset + 1) };
  if (id.value.kind !== 'str') return { ok: false, column: idSpan.start + 1, message: `"id" is ${describe(id.value)}, not a string`, referenceCounts: true };
  const result = parsePyJson(text, resultSpan.start, resultSpan.end);
  if (!result.ok) return { ok: false, column: result.offset + 1, message: notValidJson(result.message, result.offset + 1) };

  const caseId = id.value.value;
  const turns = result.value.kind === 'list' ? result.value.items.map(readTurn) : [];
  const classes = new Set<ActionClass>();
  const facts = new CaseFactsReader();
  for (const turn of turns) {
    for (const e of turn.emissions) if (e.cls) classes.add(e.cls);
    facts.turn(turn.index, turn.emissions.map((e) => (e.value ? toPlainJs(e.value) : null)), (s) => turn.emissions[s]!.cls);
  }
  return {
    ok: true,
    value: {
      id: caseId,
      line,
      ...goldOf(fileCategory ?? categoryFromCaseId(caseId), classes),
      resultSpan: { start: resultSpan.start, end: resultSpan.end },
      turns,
      inferenceError: result.value.kind === 'list' ? null : result.value.kind === 'str' ? result.value.value : pyRepr(result.value),
      classes: sortedClasses(classes),
      verdict: null,
      ...(result.value.kind === 'list' ? { facts: withAsked(facts.done(), headOnly ? undefined : recordedQuestions(text)) } : {}),
    },
  };
}

function withAsked(facts: CaseFacts, asked: string[] | undefined): CaseFacts {
  return asked ? { ...facts, asked } : facts;
}

/** BFCL's gold: one class per category; it is hit when any emission of the case shows it. */
function goldOf(category: Category | null, classes: ReadonlySet<ActionClass>): Pick<Case, 'group' | 'gold' | 'goldHits'> {
  const gold = category ? [GOLD_CLASS[category]] : [];
  return { group: category, gold, goldHits: gold.filter((cls) => classes.has(cls)) };
}

/**
 * The case's classes without its turns, from a line's head (its first members, closed as an object), with
 * native JSON.parse: what summaries need, fast. null when the head is not plain JSON (NaN, say): the
 * caller then reads it exactly; `missing` when it is but does not hold a string `id` and a `result`.
 */
export function readCaseClasses(head: string, line: number, fileCategory: Category | null): Case | 'missing' | null {
  let record: { id?: unknown; result?: unknown };
  try {
    record = JSON.parse(head) as typeof record;
  } catch {
    return null;
  }
  if (typeof record.id !== 'string' || !('result' in record)) return 'missing';
  // Index loops: this runs for every emission of a run, mostly before V8 has optimised it, when a
  // for-of allocates at each step.
  const classes = new Set<ActionClass>();
  const result = record.result;
  const facts = new CaseFactsReader();
  if (Array.isArray(result)) {
    for (let t = 0; t < result.length; t++) {
      const turn: unknown = result[t];
      const steps = Array.isArray(turn) ? turn : [turn];
      const stepClasses: Array<ActionClass | null> = [];
      for (let s = 0; s < steps.length; s++) {
        const cls = classOfJsonEmission(steps[s]);
        stepClasses.push(cls);
        addClass(classes, cls);
      }
      facts.turn(t, steps, (s) => stepClasses[s]!);
    }
  }
  return {
    id: record.id,
    line,
    ...goldOf(fileCategory ?? categoryFromCaseId(record.id), classes),
    resultSpan: null,
    turns: [],
    inferenceError: Array.isArray(result) ? null : typeof result === 'string' ? result : pyRepr(fromNativeJson(result)),
    classes: sortedClasses(classes),
    verdict: null,
    ...(Array.isArray(result) ? { facts: facts.done() } : {}),
  };
}

function addClass(classes: Set<ActionClass>, cls: ActionClass | null): void {
  if (cls) classes.add(cls);
}

/** A turn is a list of step emissions; anything else counts as one emission. */
function readTurn(value: PyValue, index: number): Turn {
  const steps = value.kind === 'list' ? value.items : [value];
  const emissions = steps.map((step, s) => new LabelledEmission(index, s, step));
  return {
    index,
    span: { start: value.start, end: value.end },
    emissions,
    cls: topClass(emissions.map((e) => e.cls)),
  };
}

class LabelledEmission implements Emission {
  readonly span: Span;
  readonly cls: ActionClass | null;
  #decision: Decision | undefined;

  constructor(readonly turn: number, readonly step: number, readonly value: PyValue) {
    this.span = { start: value.start, end: value.end };
    this.cls = classOfEmission(value);
  }

  get place(): EmissionPlace {
    return { turn: this.turn, step: this.step };
  }

  get classes(): readonly ActionClass[] {
    return this.cls ? [this.cls] : [];
  }

  get decision(): Decision {
    return (this.#decision ??= classifyEmission(this.value));
  }
}

function describe(value: PyValue): string {
  const article: Record<string, string> = { int: 'a number', float: 'a number', none: 'null', bool: 'a boolean', list: 'a list', dict: 'an object' };
  return article[value.kind] ?? value.kind;
}
