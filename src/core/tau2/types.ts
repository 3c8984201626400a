// What the tau2 reader gives the rest of the extension: a run of simulations (cases), each with its
// place in the file and the labels of every message. Close to the neutral model (Run > Group > Case >
// Turn > Emission): a simulation is a case, a message an emission whose place is `{message: index}`.
import type { Problem } from '../model/problem';
import type { ClassReason, Tau2Class } from './messageClasses';
import type { RunInfo } from './schema';
import type { WindowMessage } from './confirmWindow';

export interface Tau2ToolCallLabel {
  name: string;
  requestor: string | null;
  /** 1-based line where the call object starts. */
  line: number;
}

export interface Tau2MessageLabel {
  /** Index in the simulation's `messages` (or in the flattened ticks of a full-duplex run). */
  index: number;
  line: number;
  role: string;
  /** The paper's classes (assistant messages only; empty for every other role). */
  classes: readonly Tau2Class[];
  reasons: readonly ClassReason[];
  toolCalls: readonly Tau2ToolCallLabel[];
  /** A tool result with error: true. */
  toolError: boolean;
  /** Something about this message a user should know (content that is not text, ...). */
  note: string | null;
  /** Whether the content holds any text once fences and white space are stripped. */
  hasText: boolean;
}

/** One database write call, with the messages before it as the paper's judge saw them. */
export interface WriteEvent {
  tool: string;
  messageIndex: number;
  line: number;
  /** The heuristic's verdict (not the paper's judge): the agent described it and the user then agreed. */
  heuristicConfirmed: boolean;
  heuristicReason: string;
  /** The ten messages before the writing message as judge_tau2_confirm.py gives them to its judge, each with its line. */
  window?: (WindowMessage & { line: number })[];
}

export interface Tau2Simulation {
  id: string | null;
  taskId: string;
  trial: number | null;
  /** 1-based line where the simulation starts, and the file it is in (dir layout: its own file). */
  line: number;
  file: string;
  /** 1-based line where the simulation ends (its closing `}`). */
  endLine: number;
  /** reward_info.reward when it is a number. */
  reward: number | null;
  termination: string | null;
  /** The paper's scored filter: reward_info is an object and no infrastructure error. */
  scored: boolean;
  unscoredReason: string | null;
  /** Why the paper's filter takes it for an infrastructure error (`it has "error"`), or null: then tau2 leaves it out too. */
  infrastructureError: string | null;
  /** reward == 1 */
  passed: boolean;
  /** No failed gold action check. */
  actionGarHit: boolean;
  /** Ended by neither user nor agent: reward 0 with null checks, yet an action-GAR hit (the quirk). */
  earlyEnd: boolean;
  actionChecksPresent: boolean;
  /** Union of the classes of the assistant messages. */
  emitSet: Tau2Class[];
  /** Names of structured assistant calls to known write tools (any domain; filtered by the run's domain). */
  assistantWriteCalls: string[];
  writeEvents: WriteEvent[];
  messages: Tau2MessageLabel[];
  /** passed as the paper's Tab. 3 reads it: reward >= 0.5. */
  passedForConfirm: boolean;
}

export interface Tau2Run {
  file: string;
  layout: 'monolithic' | 'dir';
  /** False when the file is JSON but not a tau2 results file (its problem says why). */
  isTau2: boolean;
  info: RunInfo | null;
  domain: string | null;
  simulations: Tau2Simulation[];
  /** Gold from the tasks embedded in the file (the version that ran), to compare with the gold used. */
  embeddedTasks: import('./taskGold').GoldTable | null;
  problems: Problem[];
  warnings: string[];
  /**
   * Where reading results.json stopped before its end: the file is truncated (it ends inside the
   * document) or not valid JSON from `line` on. Absent when it was read to its end.
   */
  cutOff?: { line: number; truncated: boolean };
  /** Dir layout: simulation id -> 1-based line of its entry in results.json's simulation_index. */
  indexLines?: Map<string, number>;
  /** Dir layout: 1-based line where results.json's simulation_index ends (its `]`). */
  indexEndLine?: number;
}

// tau2's slot in the neutral model's Case (core/model/model.ts, CaseFormatSlots).
declare module '../model/model' {
  interface CaseFormatSlots {
    /** tau2 only: the simulation as read (task, trial, reward, termination, writes, every message's role, tool calls and errors). */
    simulation?: Tau2Simulation;
  }
}
