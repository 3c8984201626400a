// One simulation, read: the paper's labels on every assistant message and its per-simulation facts
// (scored, pass, action-GAR hit, writes), each message with the line where it starts.
import { heuristicConfirmation, windowMessages } from './confirmWindow';
import { detectMessageClasses, NO_CLASSES, NO_REASONS, TAU2_CLASSES, type Tau2Class } from './messageClasses';
import { kindOfContent, TAU2_ROLES, type MessageNotes } from './messageNotes';
import { issueText, pathText, type JsonPath } from '../text/issueText';
import { MessageSchema, plainMessage, type SimulationRaw } from './schema';
import { failedActionCount, infrastructureError, isRewardInfo, NORMAL_ENDS } from './scoredFilter';
import type { Tau2MessageLabel, Tau2Simulation, Tau2ToolCallLabel, WriteEvent } from './types';
import { isKnownWriteTool } from './writeTools';

/** Lines recorded by the scanner for one simulation. */
export interface SimulationLines {
  line: number;
  /** Where the simulation ends, once the scanner has passed its closing `}`. */
  endLine?: number;
  messageLines: Map<number, number>;
  /** `${message}/${call}` -> line */
  callLines: Map<string, number>;
}

/**
 * Notes where a message or one of its tool calls starts, for a value the scanner found at `path`
 * inside the simulation that starts at depth `simDepth`.
 */
export function noteSimulationLine(lines: SimulationLines, path: JsonPath, simDepth: number, line: number): void {
  // Read in place: this runs for every value of a simulation, and a slice of the path each time was a
  // tenth of a large file's read.
  const n = path.length - simDepth;
  if (n !== 2 && n !== 4) return;
  const field = path[simDepth], message = path[simDepth + 1];
  if ((field !== 'messages' && field !== 'ticks') || typeof message !== 'number') return;
  if (n === 2) lines.messageLines.set(message, line);
  else if (path[simDepth + 2] === 'tool_calls' && typeof path[simDepth + 3] === 'number') lines.callLines.set(`${message}/${path[simDepth + 3]}`, line);
}

/** Labels are kept for every message of a run: what most share is one value, not a copy each. */
const NO_CALLS: readonly Tau2ToolCallLabel[] = Object.freeze([]);
const ROLES = new Map([...TAU2_ROLES].map((r) => [r, r]));
const knownRole = (role: string) => ROLES.get(role) ?? role;

export interface SummarizeOptions {
  /** Keep each write's judge window (the case view and --cases need it; the summary does not). */
  keepWindows: boolean;
  /** Where messages the rules do not expect are noted (said once per run as warnings). */
  notes?: MessageNotes;
}

export function summarizeSimulation(
  sim: SimulationRaw,
  messages: readonly unknown[],
  lines: SimulationLines,
  file: string,
  base: JsonPath,
  options: SummarizeOptions,
  problem: (line: number, message: string) => void,
): Tau2Simulation {
  const emit = new Set<Tau2Class>();
  const labels: Tau2MessageLabel[] = [];
  const assistantWriteCalls: string[] = [];
  const writeEvents: WriteEvent[] = [];
  messages.forEach((raw, index) => {
    const line = lines.messageLines.get(index) ?? lines.line;
    let m = plainMessage(raw);
    if (!m) {
      const parsed = MessageSchema.safeParse(raw);
      if (!parsed.success) {
        problem(line, `${issueText(parsed.error, [...base, 'messages', index], raw)}. This message was left out.`);
        return;
      }
      m = parsed.data;
    }
    if (options.notes && !TAU2_ROLES.has(m.role)) options.notes.unknownRoles.push({ file, line, path: pathText([...base, 'messages', index]), what: JSON.stringify(m.role) });
    const calls = m.tool_calls?.length ? m.tool_calls.map((c, k) => ({ name: c.name, requestor: c.requestor ?? null, line: lines.callLines.get(`${index}/${k}`) ?? line })) : NO_CALLS;
    const isAssistant = m.role === 'assistant';
    const detected = isAssistant ? detectMessageClasses(m.tool_calls, m.content) : null;
    for (const c of detected?.classes ?? []) emit.add(c);
    if (options.notes && detected?.contentNote) options.notes.nonText.push({ file, line, path: pathText([...base, 'messages', index]), what: kindOfContent(m.content) });
    labels.push({
      index, line, role: knownRole(m.role),
      classes: detected?.classes ?? NO_CLASSES,
      reasons: detected?.reasons ?? NO_REASONS,
      toolCalls: calls,
      toolError: m.role === 'tool' && m.error === true,
      note: detected?.contentNote ?? null,
      hasText: detected ? detected.hasText : typeof m.content === 'string' && m.content.trim() !== '',
    });
    if (!isAssistant) return;
    for (const call of calls) {
      if (!isKnownWriteTool(call.name)) continue;
      assistantWriteCalls.push(call.name);
      const verdict = heuristicConfirmation(messages, index, call.name);
      writeEvents.push({
        tool: call.name, messageIndex: index, line: call.line,
        heuristicConfirmed: verdict.confirmed, heuristicReason: verdict.reason,
        ...(options.keepWindows ? { window: windowMessages(messages, index).map((w) => ({ ...w, line: lines.messageLines.get(w.index) ?? lines.line })) } : {}),
      });
    }
  });

  const rewardInfo = isRewardInfo(sim.reward_info) ? sim.reward_info : null;
  const infra = infrastructureError(sim as Record<string, unknown>);
  const reward = rewardInfo?.reward;
  const termination = sim.termination_reason ?? null;
  return {
    id: sim.id ?? null,
    taskId: String(sim.task_id),
    trial: sim.trial ?? null,
    line: lines.line,
    file,
    endLine: lines.endLine ?? lines.line,
    reward: typeof reward === 'number' ? reward : null,
    termination,
    scored: rewardInfo !== null && infra === null,
    unscoredReason: infra ?? (rewardInfo === null ? 'it has no reward_info' : null),
    infrastructureError: infra,
    // Python's `reward == 1` is also true for True.
    passed: reward === 1 || reward === true,
    actionGarHit: rewardInfo ? failedActionCount(rewardInfo) === 0 : true,
    earlyEnd: termination !== null && !NORMAL_ENDS.has(termination),
    actionChecksPresent: Array.isArray(rewardInfo?.action_checks),
    emitSet: TAU2_CLASSES.filter((c) => emit.has(c)),
    assistantWriteCalls,
    writeEvents,
    messages: labels,
    passedForConfirm: typeof reward === 'number' ? reward >= 0.5 : reward === true,
  };
}
