// Builds a case's CaseFacts while a reader walks its steps, from the step's value as native JSON and
// the class the reader gave it: the calls as the grader decodes them (graderDecode.ts), so the health
// checks see the calls that ran.
import type { ActionClass } from '../classify/actionClass';
import type { CaseFacts } from '../model/caseFacts';
import { decodeEmission } from './goldPath/graderDecode';
import { parseToolCall } from './goldPath/toolCall';

/** runs-in-practice.md §3: a required value the model did not have. */
const PLACEHOLDER = /^(?:\s*|<[^<>]*>|your_.*|placeholder|unknown|n\/?a)$/i;

export class CaseFactsReader {
  private readonly facts: CaseFacts = { turns: 0, steps: 0, emptyListSteps: 0, turnsEndingEmpty: 0, textSteps: 0, apiCallSteps: 0, calls: [] };

  /** One turn's steps, in order; `classOf` gives each step's class as the reader computed it. */
  turn(turn: number, steps: readonly unknown[], classOf: (step: number) => ActionClass | null): void {
    this.facts.turns++;
    steps.forEach((value, step) => this.step(turn, step, value, classOf(step)));
    const last = steps[steps.length - 1];
    if (Array.isArray(last) && last.length === 0) this.facts.turnsEndingEmpty++;
  }

  done(): CaseFacts {
    return this.facts;
  }

  private step(turn: number, step: number, value: unknown, cls: ActionClass | null): void {
    const f = this.facts;
    f.steps++;
    if (Array.isArray(value) && value.length === 0) {
      f.emptyListSteps++;
      return;
    }
    if (cls !== 'tool_call') {
      if (isText(value)) f.textSteps++;
      return;
    }
    if (Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) f.apiCallSteps++;
    for (const text of decodeEmission(value) ?? []) {
      const call = parseToolCall(text);
      if (!call) continue;
      const placeholders: Array<[string, string]> = [];
      for (const [name, v] of call.keywords) if (v.kind === 'str' && PLACEHOLDER.test(v.value)) placeholders.push([name, v.value]);
      f.calls.push({ turn, step, name: call.name, placeholders });
    }
  }
}

function isText(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '' && value.trim() !== '[]';
  return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string');
}
