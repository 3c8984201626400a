// Decides, before anything is played, what kind of case this is: which handler family writes it,
// how many turns it has, where the miss_param / miss_func turn sits, what the model does there,
// and whether (and how) one ordinary turn goes wrong.
import type { Family, OssDialect } from './handlerStyles';
import type { ModelStyle, SilentShape } from './modelTurn';
import type { Prng } from './prng';
import type { AskTurnAct, FailMode, MissingTurnAct, ModelProfile } from './profiles';
import { DOMAINS, type Domain } from './tasks/domains';

export type Category = 'base' | 'long_context' | 'miss_func' | 'miss_param';
export const CATEGORIES: readonly Category[] = ['base', 'long_context', 'miss_func', 'miss_param'];

export interface CasePlan {
  style: ModelStyle;
  domain: Domain;
  /** Number of turns in the test case (and in its ground truth). */
  turns: number;
  /** miss_param: the turn that lacks a value (the next one gives it). miss_func: the turn whose
   *  function is held out (the next one is the holdout turn that hands it back). */
  special: number | null;
  askAct: AskTurnAct | null;
  missingAct: MissingTurnAct | null;
  holdoutAsk: boolean;
  /** One ordinary turn played badly on purpose; the grader decides what that costs. */
  spoil: { mode: FailMode; turn: number } | null;
  /** The odd step a spoiled turn must show, when a feature asks for one. */
  silentShape: SilentShape | null;
  /** Every ordinary turn ends with a confirmation (Claude's ✅ lists). */
  confirmEndings: boolean;
}

/** Shapes every run must show (formats-bfcl.md §2.3, §8). Early cases of each category take one
 *  each, so even a 12-case sample has all of them. */
const FEATURES = [
  'xlam', 'claudeText', 'promptCalls', 'gptFcText',
  'gluedCall', 'toolTag', 'fenced', 'commentedLists',
  'pyLiteral', 'claudeEmpty', 'nullEmission', 'inferenceError',
  'forceQuit', 'controlChar', 'curly', 'xlamEmpty',
  'reasoning', 'emptyString', 'forceQuitLastTurn', 'unicodeConfirm',
] as const;
type Feature = (typeof FEATURES)[number];

const FEATURE_FAMILY: Partial<Record<Feature, Family>> = {
  xlam: 'xlam', claudeText: 'claude', promptCalls: 'gptPrompt', gptFcText: 'gptFc', gluedCall: 'gptPrompt',
  toolTag: 'oss', fenced: 'oss', commentedLists: 'gptPrompt', pyLiteral: 'oss', claudeEmpty: 'claude',
  nullEmission: 'gptFc', controlChar: 'gptFc', xlamEmpty: 'xlam', reasoning: 'gptFc', emptyString: 'gptFc', unicodeConfirm: 'claude',
  curly: 'xlam',
};

export function featureFor(category: Category, index: number): Feature | null {
  return FEATURES[index * CATEGORIES.length + CATEGORIES.indexOf(category)] ?? null;
}

/** What makes a test case the same item for every model: its back-ends, its turns and its special turn. */
export type CaseShape = Pick<CasePlan, 'domain' | 'turns' | 'special'>;

/** `compact`: fewer turns, for small samples. `shape`: the test case another model played (the run's
 *  first model), which this model plays too; its own draws are still made, so the rest of the random
 *  stream is the same whether or not a shape is given. */
export function planCase(rng: Prng, profile: ModelProfile, category: Category, index: number, compact = false, shape?: CaseShape): CasePlan {
  const feature = featureFor(category, index);
  const family = (feature && FEATURE_FAMILY[feature]) ?? rng.weighted(profile.families);
  const dialect: OssDialect = feature === 'toolTag' ? 'toolTag' : feature === 'fenced' || feature === 'pyLiteral' ? 'fenced' : rng.pick<OssDialect>(['toolTag', 'fenced', 'jsonArray']);
  const style: ModelStyle = {
    family, dialect,
    reasoning: family === 'gptFc' && (feature === 'reasoning' || rng.chance(0.3)),
    controlChar: feature === 'controlChar',
    curly: feature === 'curly' || rng.chance(0.15),
  };

  const domainName = category === 'long_context' || feature !== null ? 'files' : rng.weighted({ files: 0.6, vehicle: 0.2, trading: 0.2 });
  const tasks = compact ? rng.int(2, 4) : rng.int(3, 5);
  const extra = category === 'miss_param' || category === 'miss_func' ? 1 : 0;
  const drawnSpecial = extra ? rng.int(0, tasks - 1) : null;
  const turns = shape?.turns ?? tasks + extra;
  const special = shape ? shape.special : drawnSpecial;

  const ordinary = [...Array(turns).keys()].filter((t) => special === null || (t !== special && t !== special + 1));
  let spoil: CasePlan['spoil'] = null;
  const forced = forcedSpoil(feature);
  if (forced || rng.chance(profile.spoil[category])) {
    const mode = forced ?? rng.weighted(profile.failModes);
    const last = turns - 1;
    let turn = rng.pick(ordinary);
    if (feature === 'forceQuitLastTurn') turn = ordinary.includes(last) ? last : turn;
    else if (mode === 'loop' && turn === last && ordinary.length > 1) turn = ordinary[0]!;
    spoil = { mode, turn };
  }

  return {
    style, domain: shape?.domain ?? DOMAINS[domainName], turns, special,
    // The curly feature needs a text that says it: an ask or a refusal.
    askAct: category === 'miss_param' ? (feature === 'curly' ? 'ask' : rng.weighted(profile.askTurn)) : null,
    missingAct: category === 'miss_func' ? (feature === 'curly' ? 'refuse' : rng.weighted(profile.missingTurn)) : null,
    holdoutAsk: category === 'miss_func' && rng.chance(profile.holdoutAsk),
    spoil,
    silentShape: silentShapeOf(feature),
    confirmEndings: feature === 'unicodeConfirm',
  };
}

function forcedSpoil(feature: Feature | null): FailMode | null {
  switch (feature) {
    case 'gluedCall': case 'commentedLists': case 'pyLiteral': case 'claudeEmpty':
    case 'nullEmission': case 'xlamEmpty': case 'emptyString':
      return 'noCalls';
    case 'inferenceError':
      return 'inferenceError';
    case 'forceQuit': case 'forceQuitLastTurn':
      return 'loop';
    default:
      return null;
  }
}

function silentShapeOf(feature: Feature | null): SilentShape | null {
  switch (feature) {
    case 'gluedCall': return 'glued';
    case 'commentedLists': return 'lists';
    case 'pyLiteral': return 'pyLiteral';
    case 'claudeEmpty': case 'xlamEmpty': case 'emptyString': return 'empty';
    case 'nullEmission': return 'null';
    default: return null;
  }
}
