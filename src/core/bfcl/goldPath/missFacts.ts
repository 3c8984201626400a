// The facts of the two "missing" categories (formats-bfcl.md §4). miss_func: the functions held out,
// the turn where they are missing (k-1) and the turn they return (k, the key of `missed_function`),
// and what the model did at the gap. miss_param: the turn where a parameter is missing (its ground
// truth is empty, not counting the empty turns it inherits from base) and whether the model asked.
import { parsePyLiteral } from '../../pyvalue/pyLiteral';
import type { PyValue } from '../../pyvalue/types';
import type { ModelTurn } from './modelTurns';

export interface ModelAction {
  /** `asked`, `refused`, `called` (names in `calls`), `answered` (text of another class), `nothing`. */
  kind: 'asked' | 'refused' | 'called' | 'answered' | 'nothing';
  calls: string[];
}

export interface MissFuncFacts {
  functions: string[];
  /** 0-based turn where the functions are missing, and where they return. */
  gapTurn: number;
  returnTurn: number;
  atGap: ModelAction;
  /** Held-out functions the model called anyway at the gap (the harness still runs them). */
  calledHeldOut: string[];
}

export interface MissParamFacts {
  /** 0-based turn where the parameter is missing. */
  askTurn: number;
  asked: boolean;
  atGap: ModelAction;
  /** How the turn was found, when it had to be guessed from the empty turns. */
  note: string | null;
}

export function missFuncFacts(missed: Record<string, Array<string | { name: string }>> | undefined, model: ModelTurn[]): MissFuncFacts | null {
  const key = missed ? Object.keys(missed)[0] : undefined;
  if (key === undefined || !/^\d+$/.test(key)) return null;
  const returnTurn = Number(key);
  const functions = missed![key]!.map((f) => (typeof f === 'string' ? f : f.name));
  const gapTurn = returnTurn - 1;
  const atGap = actionOf(model[gapTurn]);
  return { functions, gapTurn, returnTurn, atGap, calledHeldOut: atGap.calls.filter((c) => functions.includes(c)) };
}

export function missParamFacts(groundTruth: string[][], baseGroundTruth: string[][] | null, model: ModelTurn[]): MissParamFacts | null {
  const empty = groundTruth.flatMap((calls, t) => (calls.length === 0 ? [t] : []));
  if (empty.length === 0) return null;
  let askTurn = empty[0]!;
  let note: string | null = null;
  if (baseGroundTruth) {
    const baseEmpty = baseGroundTruth.flatMap((calls, t) => (calls.length === 0 ? [t] : [])).join(',');
    // The ask turn is the one whose removal leaves exactly the base case's empty turns.
    const found = empty.find((c) => empty.filter((t) => t !== c).map((t) => (t > c ? t - 1 : t)).join(',') === baseEmpty);
    if (found !== undefined) askTurn = found;
  } else if (empty.length > 1) {
    note = 'The base test data was not found, so the first turn without ground-truth calls is taken as the one with the missing parameter.';
  }
  const atGap = actionOf(model[askTurn]);
  return { askTurn, asked: atGap.kind === 'asked', atGap, note };
}

function actionOf(turn: ModelTurn | undefined): ModelAction {
  if (!turn) return { kind: 'nothing', calls: [] };
  const calls = turn.calls.map((c) => c.call.name);
  const classes = new Set(turn.texts.map((t) => t.cls));
  if (classes.has('ask')) return { kind: 'asked', calls };
  if (classes.has('refuse')) return { kind: 'refused', calls };
  if (calls.length > 0) return { kind: 'called', calls };
  return { kind: turn.texts.length > 0 ? 'answered' : 'nothing', calls };
}

/** A miss_func harness message that returns the held-out functions: their names, and the words after their docs. */
export interface HeldOutMessage {
  names: string[];
  /** The harness's own sentence after the docs ("I have updated some more functions…"), or ''. */
  words: string;
}

/**
 * The message when a miss_func harness wrote the returned functions' docs as the user's words
 * (prompt-style handlers such as xLAM's: the Python repr of a list of function docs, then its
 * sentence); null for any other message.
 */
export function heldOutMessageOf(text: string): HeldOutMessage | null {
  if (!text.trimStart().startsWith('[{')) return null;
  const lines = text.trim().split('\n');
  for (let k = lines.length; k >= 1; k--) {
    const head = lines.slice(0, k).join('\n').trim();
    if (!head.endsWith(']')) continue;
    const names = docNames(head);
    if (names) return { names, words: lines.slice(k).join('\n').trim() };
  }
  return null;
}

/** `held-out functions returned: mv ("I have updated…")`: how the views label such a message. */
export function heldOutLabel(message: HeldOutMessage): string {
  return `held-out functions returned: ${message.names.join(', ')}${message.words ? ` (${JSON.stringify(message.words)})` : ''}`;
}

function docNames(text: string): string[] | null {
  const parsed = parsePyLiteral(text);
  if (!parsed.ok || parsed.value.kind !== 'list' || parsed.value.items.length === 0) return null;
  const names: string[] = [];
  for (const item of parsed.value.items) {
    if (item.kind !== 'dict') return null;
    const name = stringEntry(item, 'name');
    if (name === null || stringEntry(item, 'description') === null) return null;
    names.push(name);
  }
  return names;
}

function stringEntry(dict: Extract<PyValue, { kind: 'dict' }>, key: string): string | null {
  const entry = dict.entries.find(([k]) => k.kind === 'str' && k.value === key);
  return entry && entry[1].kind === 'str' ? entry[1].value : null;
}
