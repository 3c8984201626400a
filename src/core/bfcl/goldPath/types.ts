// The gold path of one BFCL case as the views read it: per turn the user's messages, the model's
// calls beside the ground truth's, and where the model leaves it; the grader's verdict; the first
// divergence. Types only, so the builder, the divergence and the texts all import them from here.
import type { Category } from '../categories';
import type { AlignedCall, ModelCall } from './alignTurn';
import type { GraderVerdict } from './graderVerdict';
import type { MissFuncFacts, MissParamFacts } from './missFacts';
import type { ModelText } from './modelTurns';
import type { BfclVersion } from './testData';

export type GoldSource = 'score line' | 'test data';

export interface GoldTurn {
  /** 0-based. */
  index: number;
  userMessages: string[];
  model: ModelCall[];
  texts: ModelText[];
  /** Null when the ground truth is unknown, `[]` for a turn with no ground-truth call. */
  gold: string[] | null;
  /** The alignment; empty when the ground truth is unknown. */
  rows: AlignedCall[];
  /**
   * The rows of `rows` where the model leaves the gold path, in their order: a ground-truth call it
   * never made or made with other arguments, or an extra call that changes the state (a write where
   * the ground truth has none, not answered by an error).
   */
  departures: AlignedCall[];
}

export interface Divergence {
  /** 0-based turn. */
  turn: number;
  /** The call to point at (the differing, missing or extra writing call); null for the turn itself. */
  row: AlignedCall | null;
  /** One sentence, as the Problems panel shows it. */
  sentence: string;
}

export interface GoldPath {
  id: string;
  category: Category | null;
  versions: { results: BfclVersion | null; testData: BfclVersion | null };
  /** Test data was found but is another run's (same ids, other user messages), so nothing is taken from it. */
  testDataNotUsed: boolean;
  goldSource: GoldSource | null;
  groundTruth: string[][] | null;
  notes: string[];
  turns: GoldTurn[];
  verdict: GraderVerdict;
  /** 0-based: the first turn with a departure (see GoldTurn.departures); null when there is none or the ground truth is unknown. */
  firstDivergence: number | null;
  /**
   * Where a failed case leaves the gold path, for Problems and navigation: the first divergence, else
   * (no call leaves it) the turn the grader blames.
   */
  divergence: Divergence | null;
  missFunc: MissFuncFacts | null;
  missParam: MissParamFacts | null;
}
