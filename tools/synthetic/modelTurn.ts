// Plays the model's side of one turn: what it emits step by step, what the back-end returns, and
// the tokens and latency BFCL records for each step.
import {
  callStep, commentedListsStep, emptyStep, gluedCallStep, nullStep, pythonLiteralStep, textStep,
  type Family, type OssDialect, type StepShape,
} from './handlerStyles';
import { afterthought, say, type Intent, type Words } from './phrases';
import type { Prng } from './prng';
import type { Task } from './tasks/types';
import type { Call, World } from './worlds/types';

export interface StepRecord {
  shape: StepShape;
  /** Calls that decoded and ran, and what each returned. */
  calls: Call[];
  outputs: string[];
  reasoning: string | null;
  forcedQuit: boolean;
  inputTokens: number;
  outputTokens: number;
  latency: number;
}

/** The odd step a spoiled turn shows instead of calls (the case plan picks one per feature). */
export type SilentShape = 'glued' | 'lists' | 'pyLiteral' | 'empty' | 'null';

/** What the model does in a turn. */
export type TurnAct =
  | { kind: 'do'; calls: Call[]; ending: Intent | 'empty'; explore: boolean }
  | { kind: 'say'; intent: Intent }
  | { kind: 'silent'; shape: SilentShape | null }
  | { kind: 'loop'; calls: Call[] };

export interface ModelStyle {
  family: Family;
  dialect: OssDialect;
  reasoning: boolean;
  /** Writes U+0014 where an em dash was meant (seen in gpt-5-mini runs). */
  controlChar: boolean;
  /** Prefer curly-apostrophe wording ("can’t", "I’ll need"). */
  curly: boolean;
}

/** BFCL stops a turn after this many steps (MAXIMUM_STEP_LIMIT) and runs no further turns. */
const STEP_LIMIT = 20;
const READ_ONLY = new Set(['pwd', 'ls', 'cat', 'grep', 'sort', 'diff', 'wc', 'tail', 'find', 'get_stock_info', 'get_watchlist', 'get_account_info', 'check_tire_pressure', 'displayCarStatus', 'get_ticket']);

/** The model meant an em dash and wrote U+0014. */
function withControlChars(c: Call): Call {
  const args: Call['args'] = {};
  for (const [k, v] of Object.entries(c.args)) args[k] = typeof v === 'string' ? v.replaceAll('\u2014', '\u0014') : v;
  return { name: c.name, args };
}

export class ModelTurn {
  readonly steps: StepRecord[] = [];

  constructor(
    private readonly rng: Prng, private readonly style: ModelStyle, private readonly world: World,
    private readonly task: Task, private readonly words: Words, private readonly tokenBase: number,
  ) {}

  play(act: TurnAct): StepRecord[] {
    if (act.kind === 'do') this.doCalls(act.calls, act.ending, act.explore);
    else if (act.kind === 'say') this.text(act.intent);
    else if (act.kind === 'silent') this.silent(act.shape ?? this.pickSilentShape());
    else this.loop(act.calls);
    return this.steps;
  }

  private doCalls(calls: Call[], ending: Intent | 'empty', explore: boolean): void {
    const { family } = this.style;
    if (explore && this.world.involvedClasses.includes('GorillaFileSystem')) {
      this.run(callStep(family, this.style.dialect, family === 'claude' ? [{ name: 'pwd', args: {} }, { name: 'ls', args: {} }] : [{ name: 'ls', args: {} }]));
    }
    const written = this.style.controlChar ? calls.map(withControlChars) : calls;
    for (const group of this.groups(written)) this.run(callStep(family, this.style.dialect, group));
    if (ending === 'empty') this.run(emptyStep(family));
    else this.text(ending);
  }

  /** How the family splits a turn's calls over steps. */
  private groups(calls: Call[]): Call[][] {
    const { family } = this.style;
    if (calls.length === 0) return [];
    if (family === 'gptPrompt' && this.rng.chance(0.75)) return [calls];
    if (family === 'xlam' || family === 'oss') return calls.map((c) => [c]);
    const out: Call[][] = [];
    for (let i = 0; i < calls.length; i++) {
      const c = calls[i]!;
      const next = calls[i + 1];
      if (next && READ_ONLY.has(c.name) && READ_ONLY.has(next.name) && this.rng.chance(0.5)) {
        out.push([c, next]);
        i++;
      } else out.push([c]);
    }
    return out;
  }

  private text(intent: Intent): void {
    const { family, curly } = this.style;
    let text = say(this.rng, intent, this.words, family === 'claude', curly);
    if (this.style.controlChar && (intent === 'confirm' || intent === 'report')) text = `${text.replace(/[.!]$/, '')} \u0014 nothing else was changed.`;
    const blocks = family === 'claude' && this.rng.chance(0.2) ? [text, afterthought(this.rng)] : [text];
    this.run(textStep(family, blocks));
  }

  /** The odd way this family says nothing callable (formats-bfcl.md §8). */
  private pickSilentShape(): SilentShape | 'text' {
    const { family, dialect } = this.style;
    const pick = this.rng.next();
    if (family === 'gptPrompt') return this.task.calls.length > 1 && pick < 0.4 ? 'lists' : pick < 0.7 ? 'glued' : 'text';
    if (family === 'oss' && dialect !== 'jsonArray' && pick < 0.5) return 'pyLiteral';
    if (family === 'gptFc' && pick < 0.35) return 'null';
    return pick < 0.55 ? 'empty' : 'text';
  }

  /** A turn in which no call decodes. */
  private silent(shape: SilentShape | 'text'): void {
    const { family } = this.style;
    const calls = this.task.calls.length > 0 ? this.task.calls : [{ name: 'ls', args: {} }];
    if (shape === 'glued') {
      const lead = `${say(this.rng, 'report', this.words, false, false)} Please change the working directory first to perform this.`;
      this.run(gluedCallStep(lead, calls[calls.length - 1]!));
    } else if (shape === 'lists') {
      const half = Math.ceil(calls.length / 2);
      const groups = calls.length > 1 ? [calls.slice(0, half), calls.slice(half)] : [[{ name: 'ls', args: {} }], calls];
      this.run(commentedListsStep(groups, ['The previous command already shows the folder contents.', 'Then I will do the rest.']));
    } else if (shape === 'pyLiteral') {
      this.run(pythonLiteralStep(calls.slice(0, 1)));
    } else if (shape === 'null' && family === 'gptFc') {
      this.run(nullStep());
    } else if (shape === 'empty' || shape === 'null') {
      this.run(emptyStep(family));
    } else {
      this.text(this.rng.pick<Intent>(['confirmMissed', 'report', 'followUp']));
    }
  }

  /** The force-quit loop: the same few calls over and over until BFCL stops the model. */
  private loop(calls: Call[]): void {
    const cycle: Call[] = calls.length > 0 ? [...calls, { name: 'cd', args: { folder: '..' } }] : [{ name: 'ls', args: {} }];
    for (let i = 0; i <= STEP_LIMIT; i++) this.run(callStep(this.style.family, this.style.dialect, [cycle[i % cycle.length]!]));
    this.steps[this.steps.length - 1]!.forcedQuit = true;
  }

  private run(shape: StepShape): void {
    const calls: Call[] = [];
    const outputs: string[] = [];
    if (shape.decoded && shape.decoded.length > 0) {
      for (const c of shape.calls) {
        calls.push(c);
        outputs.push(this.world.execute(c));
      }
    }
    this.steps.push({ shape, calls, outputs, reasoning: this.reasoningFor(calls), forcedQuit: false, ...this.cost(shape) });
  }

  private reasoningFor(calls: Call[]): string | null {
    if (!this.style.reasoning) return null;
    if (calls.length === 0) return '**Wrapping up**\n\nThe requested work is done or cannot go further; I will reply to the user.';
    return `**Deciding the next step**\n\nThe user wants me to ${this.words.todo}. I should call ${calls.map((c) => c.name).join(' and ')} now and look at the result.`;
  }

  private cost(shape: StepShape): { inputTokens: number; outputTokens: number; latency: number } {
    const size = JSON.stringify(shape.emission).length;
    const n = this.steps.length;
    const r = this.rng;
    switch (this.style.family) {
      case 'claude':
        return { inputTokens: n === 0 ? r.int(1, 60) : r.int(0, 6), outputTokens: 30 + Math.round(size / 4) + r.int(0, 40), latency: r.float(0.7, 3.2) };
      case 'gptFc':
        return { inputTokens: this.tokenBase + 60 * n + r.int(0, 30), outputTokens: (this.style.reasoning ? r.int(80, 600) : 0) + 10 + Math.round(size / 4), latency: r.float(0.5, this.style.reasoning ? 9 : 4) };
      case 'gptPrompt':
        return { inputTokens: this.tokenBase + 90 * n + r.int(0, 40), outputTokens: 12 + Math.round(size / 4), latency: r.float(0.45, 2.1) };
      default:
        return { inputTokens: this.tokenBase + 40 * n + r.int(0, 30), outputTokens: 14 + Math.round(size / 5) + r.int(0, 8), latency: r.float(3.5, 15) };
    }
  }
}
