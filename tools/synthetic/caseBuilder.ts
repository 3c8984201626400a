// Builds one test case end to end: plan, play, grade, and the JSON text of its result line and
// (when it failed) its score line. Every case has its own seed, so cases do not depend on each other.
// As BFCL gives every model one test data, a run's other models (and a probe's run) play the test
// case its first model played (`TestCase`): the same back-ends, requests and ground truth.
import { planCase, type CaseShape, type Category } from './casePlan';
import { playCase, type ScriptedCase } from './conversation';
import { grade } from './grader';
import { Prng } from './prng';
import { markPlayed, probeCase, type ProbeKind } from './probe';
import { profileFor } from './profiles';
import { dumps } from './pyJson';
import { inferenceFailure, resultLine } from './resultLine';
import { failureLine, possibleAnswer, testEntry } from './scoreLine';
import type { JsonValue } from './pyJson';
import type { World } from './worlds/types';

export interface CaseSpec {
  seed: string;
  model: string;
  modelIndex: number;
  category: Category;
  index: number;
  /** long_context only: the least size of the result line, in bytes. */
  minLineBytes: number;
  asciiOnly: boolean;
  /** Shorter prompt-mode system prompts, for small samples. */
  compact: boolean;
  /** Play the case as a probe run of the model (probe.ts); the baseline is the same spec without it. */
  probe?: ProbeKind;
}

export interface BuiltCase {
  id: string;
  resultText: string;
  /** The score-file line, or null when the case passed. */
  failureText: string | null;
  /** What BFCL's test data holds for the case: its question entry and its possible answer. */
  testData: { entry: JsonValue; groundTruth: JsonValue };
  /** The probe's event for sri_event_log.jsonl, when it looked at the case. */
  probeEvent: { [key: string]: JsonValue } | null;
  /** The test case itself, for the run's other models to play. */
  testCase: TestCase;
}

/** One test case of BFCL's test data, as the model that first played it left it. */
export interface TestCase extends ScriptedCase {
  shape: CaseShape;
  /** The back-ends' starting state, filler included. */
  world: World;
  filler: number;
  testData: BuiltCase['testData'];
}

function buildOnce(spec: CaseSpec, fillerBytes: number, given?: TestCase): BuiltCase {
  const id = `multi_turn_${spec.category}_${spec.index}`;
  const rng = new Prng(`${spec.seed}|${spec.model}|${id}`);
  const profile = profileFor(spec.modelIndex);
  const plan = planCase(rng, profile, spec.category, spec.index, spec.compact, given?.shape);
  // Its own random source: a case the probe leaves alone plays as the baseline's, byte for byte.
  const touch = spec.probe ? probeCase(new Prng(`${spec.seed}|${spec.model}|${id}|${spec.probe}`), plan, spec.category, spec.probe) : null;
  const drawnWorld = plan.domain.world(rng, spec.category === 'long_context', spec.compact);
  // The filler has its own random source, so a bigger filler does not change the conversation.
  if (!given && fillerBytes > 0) plan.domain.inflate(drawnWorld, new Prng(`${spec.seed}|${spec.model}|${id}|filler`), fillerBytes);
  const world = given ? given.world.clone() : drawnWorld;
  const startWorld = world.clone();
  const failure = inferenceFailure(rng.fork('failure'));
  const played = playCase(rng, plan, spec.category, profile, world, failure.message, spec.compact, given);
  if (touch) markPlayed(played, touch);
  const probeEvent = touch ? { event: touch.event.event!, case_id: id, test_entry_id: id, ...touch.event } : null;
  const verdict = grade(played);
  const line = resultLine(id, played, failure);
  const resultText = dumps(line, { asciiOnly: spec.asciiOnly });
  // A fork does not advance rng: the answer is the same whether or not the case failed.
  const answer = given ? given.testData.groundTruth : possibleAnswer(rng.fork('answer'), played);
  const testData = given?.testData ?? { entry: testEntry(id, played, 'names'), groundTruth: answer };
  const testCase: TestCase = given ?? {
    shape: { domain: plan.domain, turns: plan.turns, special: plan.special },
    world: startWorld, filler: fillerBytes, testData,
    tasks: played.tasks, heldOut: played.heldOut?.names[0] ?? null, excluded: played.excluded,
  };
  if (verdict.passed) return { id, resultText, failureText: null, testData, probeEvent, testCase };
  const failed = failureLine(id, spec.model, spec.category, played, verdict, answer, line.result!);
  return { id, resultText, failureText: dumps(failed, { asciiOnly: spec.asciiOnly }), testData, probeEvent, testCase };
}

/** What a long_context line weighs before its filler, per turn; the first guess at the filler. */
const BARE_BYTES_PER_TURN = 2500;

/** The case as `spec`'s model plays it with this much filler in its starting state (long_context). */
export function buildWithFiller(spec: CaseSpec, fillerBytes: number): BuiltCase {
  return buildOnce(spec, fillerBytes);
}

/** `testCase`: the test case the run's first model played, to play it again (another model, a probe). */
export function buildCase(spec: CaseSpec, testCase?: TestCase): BuiltCase {
  // The test case's filler is part of its starting state, so another model's line is as big as it comes.
  if (testCase) return buildOnce(spec, testCase.filler, testCase);
  if (spec.category !== 'long_context') return buildOnce(spec, 0);
  // Every state snapshot (one per turn, and the initial one) carries the filler: spread the bytes
  // over them, then grow the filler until the line is big enough (a crashed case has no log).
  const turns = planCase(new Prng(`${spec.seed}|${spec.model}|multi_turn_${spec.category}_${spec.index}`), profileFor(spec.modelIndex), spec.category, spec.index, spec.compact).turns;
  const snapshots = turns + 1;
  let filler = Math.max(0, Math.ceil((spec.minLineBytes - BARE_BYTES_PER_TURN * turns) / snapshots));
  let built = buildOnce(spec, filler);
  let size = Buffer.byteLength(built.resultText);
  // A first guess far too big (a long system prompt, a force-quit loop) is trimmed once.
  if (size > spec.minLineBytes * 1.15 && filler > 0) {
    const trimmed = buildOnce(spec, Math.max(0, filler - Math.floor((size - spec.minLineBytes * 1.03) / snapshots)));
    const trimmedSize = Buffer.byteLength(trimmed.resultText);
    if (trimmedSize >= spec.minLineBytes) [built, size] = [trimmed, trimmedSize];
  }
  while (size < spec.minLineBytes && !built.resultText.includes('"traceback"')) {
    filler += Math.ceil(((spec.minLineBytes - size) * 1.1) / snapshots) + 64;
    built = buildOnce(spec, filler);
    size = Buffer.byteLength(built.resultText);
  }
  return built;
}
