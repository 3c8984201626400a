// A case's gold path: per turn the user's messages, the model's calls as the grader decoded them and
// the ground-truth calls, aligned; the grader's verdict at the turn it blames; the first turn where
// the model leaves the gold path; miss_func / miss_param facts; and which BFCL version each side is.
import type { Category } from '../categories';
import { conversationFromResultLine, messageText } from '../conversation';
import { departuresOf, divergenceOf } from './divergence';
import { alignTurn, type GoldCall } from './alignTurn';
import { graderVerdict } from './graderVerdict';
import { missFuncFacts, missParamFacts } from './missFacts';
import { modelTurns } from './modelTurns';
import type { FailureLine } from './schemas';
import { classOfFunction } from './stateWriters';
import { paramNamesOf, type BfclVersion, type TestCase } from './testData';
import { parseToolCall } from './toolCall';
import type { GoldPath, GoldSource, GoldTurn } from './types';
import { groundTruthDisagreement, versionNotes } from './versionCheck';

export interface GoldPathInput {
  id: string;
  category: Category | null;
  /** From the result file's name (`BFCL_v3_` or `BFCL_v4_`). */
  resultVersion: BfclVersion | null;
  /** The parsed result line; for a case the result file lacks, its failure line (same log). */
  line: Record<string, unknown>;
  /** True/false from the score file; null when there is none, or it cannot tell. */
  passed: boolean | null;
  /** Why `passed` is null, as a sentence (no score file; a score file that lists fewer failures than it counts). */
  verdictUnknownWhy: string | null;
  failure: FailureLine | null;
  testCase: TestCase | null;
  /** The base case of the same number, for miss_param's inherited empty turns. */
  baseTestCase: TestCase | null;
  /** The test data found is another run's (so `testCase` is null): said in the header. */
  testDataNotUsed: boolean;
  /** Sentences about reading the inputs (test data not found, a bad line...), shown first. */
  notes: string[];
}

export function buildGoldPath(input: GoldPathInput): GoldPath {
  const notes = [...input.notes];
  const { failure, testCase } = input;
  const groundTruth = failure?.possible_answer ?? testCase?.groundTruth ?? null;
  const goldSource: GoldSource | null = failure?.possible_answer ? 'score line' : testCase?.groundTruth ? 'test data' : null;
  notes.push(...versionNotes(input.resultVersion, testCase?.version ?? null));
  if (failure?.possible_answer && testCase?.groundTruth) {
    const disagreement = groundTruthDisagreement(failure.possible_answer, testCase.groundTruth, input.resultVersion, testCase.version);
    if (disagreement) notes.push(disagreement);
  }

  const entry = failure?.prompt ?? testCase?.entry ?? null;
  const docs = new Map(testCase?.paramNames ?? []);
  for (const fns of Object.values(entry?.missed_function ?? {})) {
    for (const f of fns) if (typeof f !== 'string') docs.set(f.name, paramNamesOf(f));
  }
  if (docs.size === 0 && groundTruth?.some((t) => t.some((c) => parseToolCall(c)?.positional.length))) {
    notes.push(
      "BFCL's function docs (multi_turn_func_doc/) were not found, so positional ground-truth arguments are matched to the model's arguments by value, else by their place (an assumption, said where made).",
    );
  }
  const path = entry?.path ?? [];
  const involved = entry?.involved_classes ?? [];
  const classOf = (name: string) => classOfFunction(name, path, involved);

  const conversation = conversationFromResultLine(input.line);
  const model = modelTurns(conversation);
  const questions = entry?.question ?? [];
  const turnCount = Math.max(model.length, groundTruth?.length ?? 0);
  const turns: GoldTurn[] = [];
  let firstDivergence: number | null = null;
  for (let t = 0; t < turnCount; t++) {
    const modelTurn = model[t];
    const gold = groundTruth ? (groundTruth[t] ?? []) : null;
    const goldCalls: GoldCall[] = (gold ?? []).map((text) => ({ text, call: parseToolCall(text) }));
    // Without a ground truth there is nothing to align with: the model's calls are shown as they are.
    const rows = gold === null ? [] : alignTurn(modelTurn?.calls ?? [], goldCalls, (n) => docs.get(n));
    const departures = departuresOf(rows, classOf);
    if (firstDivergence === null && departures.length > 0) firstDivergence = t;
    turns.push({
      index: t,
      userMessages: userMessagesOf(conversation.turns[t]?.userMessages, questions[t]),
      model: modelTurn?.calls ?? [],
      texts: modelTurn?.texts ?? [],
      gold,
      rows,
      departures,
    });
  }
  const verdict = graderVerdict({ failure, passed: input.passed, unknownWhy: input.verdictUnknownWhy, model, groundTruth, forceQuit: conversation.forceQuit, classOf });
  const built: Omit<GoldPath, 'divergence'> = {
    id: input.id,
    category: input.category,
    versions: { results: input.resultVersion, testData: testCase?.version ?? null },
    testDataNotUsed: input.testDataNotUsed,
    goldSource,
    groundTruth,
    notes,
    turns,
    verdict,
    firstDivergence,
    missFunc: input.category === 'miss_func' ? missFuncFacts(entry?.missed_function, model) : null,
    missParam: input.category === 'miss_param' && groundTruth ? missParamFacts(groundTruth, input.baseTestCase?.groundTruth ?? null, model) : null,
  };
  return { ...built, divergence: divergenceOf(built, classOf) };
}

/** The user's words of a turn: from the log (system prompts left out), else from the question. */
function userMessagesOf(logged: Array<{ role: string; text: string }> | undefined, question: Array<{ role?: string; content?: unknown }> | undefined): string[] {
  const fromLog = (logged ?? []).filter((m) => m.role === 'user').map((m) => m.text);
  if (fromLog.length > 0) return fromLog;
  return (question ?? []).filter((m) => (m.role ?? 'user') === 'user').map((m) => messageText(m.content));
}
