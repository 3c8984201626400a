// The model's side of each turn: the calls it made as the grader decoded them, with what each
// returned, and what its text emissions were (class by the classifier, so the gold path never
// decides a class itself).
import type { ActionClass } from '../../classify/actionClass';
import { classifyEmission } from '../../classify/classifyEmission';
import { fromNativeJson } from '../../pyvalue/fromNativeJson';
import type { Conversation } from '../conversation';
import type { ModelCall } from './alignTurn';
import { decodeEmission } from './graderDecode';
import { parseToolCall } from './toolCall';

export interface ModelText {
  step: number;
  text: string;
  /** The class the classifier gives it; for a list of strings (Claude), the class it gets as text. */
  cls: ActionClass | null;
}

export interface ModelTurn {
  index: number;
  calls: ModelCall[];
  texts: ModelText[];
  /** Number of emissions (steps) the model made in the turn. */
  steps: number;
  /** Decoded calls that are not calls of literal arguments (kept as text, never aligned). */
  unparsed: string[];
}

export function modelTurns(conversation: Conversation): ModelTurn[] {
  const emissions = conversation.emissions ?? [];
  const logHasDecodes = conversation.turns.some((t) => t.steps.some((s) => s.decoded !== null || s.notes.length > 0));
  const count = Math.max(emissions.length, conversation.turns.length);
  const out: ModelTurn[] = [];
  for (let t = 0; t < count; t++) {
    const turn: ModelTurn = { index: t, calls: [], texts: [], steps: emissions[t]?.length ?? 0, unparsed: [] };
    const raw = emissions[t] ?? [];
    const logTurn = conversation.turns[t];
    const stepCount = Math.max(raw.length, logTurn?.steps.length ?? 0);
    turn.steps = stepCount;
    for (let s = 0; s < stepCount; s++) {
      const logStep = logTurn?.steps.find((st) => st.step === s) ?? null;
      // The log's decode is what the harness executed; without a log, decode as the handler does.
      const decoded = logHasDecodes ? (logStep?.decoded ?? null) : s < raw.length ? decodeEmission(raw[s]) : null;
      if (decoded && decoded.length > 0) {
        decoded.forEach((text, i) => {
          const call = parseToolCall(text);
          if (call) turn.calls.push({ call, turn: t, step: s, output: logStep?.toolResults[i] ?? null });
          else turn.unparsed.push(text);
        });
      } else if (s < raw.length) {
        const text = textOf(raw[s]);
        if (text !== null) turn.texts.push({ step: s, text, cls: textClass(raw[s]) });
      }
    }
    out.push(turn);
  }
  return out;
}

function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' || value.trim() === '[]' ? null : value;
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value.join('\n');
  return null;
}

function textClass(value: unknown): ActionClass | null {
  const decision = classifyEmission(fromNativeJson(value));
  return decision.skippedText ? decision.skippedText.wouldBe : decision.cls;
}
