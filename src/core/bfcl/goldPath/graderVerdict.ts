// The grader's verdict in words, at the turn it names (formats-bfcl.md §3.3): for a state mismatch
// the differing attributes, model beside ground truth, with the call that last wrote each; for a
// response mismatch the missing outputs beside the model's outputs of that turn; for a forced stop
// the turn and its step count; for an empty turn, which turn.
import type { ModelCall } from './alignTurn';
import type { ModelTurn } from './modelTurns';
import type { FailureLine } from './schemas';
import { lastGoldWriter, lastModelWriter, type Writer } from './stateWriters';

export interface StateDifference {
  className: string;
  attribute: string;
  model: string;
  groundTruth: string;
  modelWriter: Writer | null;
  goldWriter: Writer | null;
}

export interface GraderVerdict {
  status: 'pass' | 'fail' | 'unknown';
  /** For 'unknown': why, as a sentence. */
  unknownWhy: string | null;
  errorType: string | null;
  message: string | null;
  /** 0-based turn the grader blames; null when it names none. */
  turn: number | null;
  stateDifferences: StateDifference[];
  missingItems: string[];
  /** The model's tool outputs in the blamed turn (response mismatch). */
  modelOutputs: string[];
  /** The turn where the 20-step limit stopped the model, and its emission count. */
  forceQuit: { turn: number; steps: number } | null;
}

export interface VerdictInput {
  /** Null for a passed case, or when there is no score file (`passed` null). */
  failure: FailureLine | null;
  passed: boolean | null;
  unknownWhy: string | null;
  model: ModelTurn[];
  groundTruth: string[][] | null;
  forceQuit: { turn: number } | null;
  classOf: (name: string) => string | null;
}

export function graderVerdict(input: VerdictInput): GraderVerdict {
  const verdict: GraderVerdict = {
    status: input.passed === null ? 'unknown' : input.passed ? 'pass' : 'fail',
    unknownWhy: input.passed === null ? input.unknownWhy : null,
    errorType: null,
    message: null,
    turn: null,
    stateDifferences: [],
    missingItems: [],
    modelOutputs: [],
    forceQuit: null,
  };
  // A forced stop in the last turn is graded as a mismatch, not force_terminated: say it either way.
  if (input.forceQuit) verdict.forceQuit = { turn: input.forceQuit.turn, steps: input.model[input.forceQuit.turn]?.steps ?? 0 };
  const f = input.failure;
  if (!f) return verdict;
  const error = f.error;
  verdict.errorType = error.error_type ?? null;
  verdict.message = Array.isArray(error.error_message) ? error.error_message.join('\n') : (error.error_message ?? null);
  const named = /for turn (\d+)/.exec(verdict.message ?? '');
  switch (verdict.errorType) {
    case 'multi_turn:execution_response_mismatch': {
      verdict.turn = named ? Number(named[1]) : null;
      verdict.missingItems = strings(error.details?.missing_items);
      if (verdict.turn !== null) verdict.modelOutputs = outputsOf(input.model[verdict.turn]?.calls ?? []);
      break;
    }
    case 'multi_turn:empty_turn_model_response':
      verdict.turn = named ? Number(named[1]) : null;
      break;
    case 'multi_turn:instance_state_mismatch': {
      // execution_result covers the turns up to and including the one that failed.
      const executed = error.execution_result ?? (error.details?.execution_result as unknown[] | undefined);
      verdict.turn = Array.isArray(executed) && executed.length > 0 ? executed.length - 1 : null;
      const className = /Model instance for (\w+)/.exec(verdict.message ?? '')?.[1] ?? null;
      const differences = error.details?.differences;
      if (className && typeof differences === 'object' && differences !== null) {
        const upTo = verdict.turn ?? input.model.length - 1;
        const calls = input.model.slice(0, upTo + 1).flatMap((t) => t.calls);
        for (const [attribute, pair] of Object.entries(differences as Record<string, unknown>)) {
          const p = (pair ?? {}) as { model?: unknown; ground_truth?: unknown };
          verdict.stateDifferences.push({
            className,
            attribute,
            model: valueText(p.model),
            groundTruth: valueText(p.ground_truth),
            modelWriter: lastModelWriter(className, attribute, calls, input.classOf),
            goldWriter: input.groundTruth ? lastGoldWriter(className, attribute, input.groundTruth, upTo, input.classOf) : null,
          });
        }
      }
      break;
    }
    case 'multi_turn:force_terminated': {
      const turn = input.forceQuit?.turn ?? input.model.length - 1;
      verdict.turn = turn >= 0 ? turn : null;
      if (turn >= 0) verdict.forceQuit = { turn, steps: input.model[turn]?.steps ?? 0 };
      break;
    }
  }
  return verdict;
}

function outputsOf(calls: ModelCall[]): string[] {
  return calls.map((c) => c.output).filter((o): o is string => o !== null);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))) : [];
}

function valueText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}
