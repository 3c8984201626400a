// A tau2 simulation's gold path: the task's expected actions beside every tool call of the trajectory,
// aligned by tau2's own matcher (same name, equal values on compare_args, or on every argument of the
// call when it names none; order and count ignored, a call may match several actions), each action
// with the grader's check; then the DB check, the communicate and NL checks, and the user scenario the
// simulated user followed. Everything comes from the run's file and the tasks used for gold.
import { alignCalls, type Aligned, type GoldCall, type ToolCall } from '../goldPath/callAlignment';
import { fromNativeJson } from '../pyvalue/fromNativeJson';
import { GoldTaskSchema, GradeSchema, type Action, type Grade, type GoldTask } from './gradeSchema';
import { goldFor, userTasksFor, type UserTasks } from './goldSource';
import { MessageSchema } from './schema';
import { NORMAL_ENDS } from './scoredFilter';
import { fingerprint, goldOfTask, type GoldClass } from './taskGold';
import { toolCallText } from './toolCallText';
import type { OneSimulation } from './oneSimulation';
import { PINNED_GOLD, PINNED_TAU2_COMMIT } from './pinnedGold.generated';
import { writeToolsOf } from './writeTools';

export interface Tau2ModelCall {
  call: ToolCall;
  /** Index of the message in `messages`, and of the call in its `tool_calls`. */
  message: number;
  index: number;
  requestor: string | null;
  /** 1-based line of the call object in the file. */
  line: number;
  /** The tool's answer, when a tool message answers it. */
  output: string | null;
  error: boolean;
  /** A call to one of the domain's database write tools. */
  write: boolean;
}

/** The grader's check of one expected action: null fields when the file has none. */
export interface ActionVerdict {
  /** Its place in reward_info.action_checks. */
  index: number;
  matched: boolean | null;
  reward: number | null;
  toolType: string | null;
}

export interface Tau2GoldRow extends Aligned<Tau2ModelCall> {
  action: Action | null;
  /** Null when the run graded no such action (ended early, or other tasks than the ones shown). */
  check: ActionVerdict | null;
}

export interface Tau2Check {
  text: string;
  met: boolean | null;
  justification: string | null;
}

export interface Tau2GoldPath {
  simulationId: string | null;
  taskId: string;
  trial: number | null;
  domain: string | null;
  file: string;
  line: number;
  reward: number | null;
  termination: string | null;
  /** Ended by neither the user nor the agent: reward 0, every check null. */
  earlyEnd: boolean;
  rewardBasis: string[] | null;
  rewardBreakdown: Record<string, number | null> | null;
  /** reward_info.info.note, e.g. "Simulation terminated prematurely. ..." */
  gradeNote: string | null;
  /** Where the expected actions come from, as a phrase. */
  taskSource: string | null;
  goldClasses: GoldClass[] | null;
  goldClassSource: string | null;
  notes: string[];
  purpose: string | null;
  /** The user scenario, part by part (persona, reason for call, known info, ...). */
  instructions: Array<{ part: string; text: string }>;
  rows: Tau2GoldRow[];
  /** Index in `rows` of the first expected action the trajectory does not match (missing or differing). */
  firstDivergence: number | null;
  db: { match: boolean | null; reward: number | null } | null;
  communicate: Tau2Check[];
  nlAssertions: Tau2Check[];
}

export function buildTau2GoldPath(one: OneSimulation, userTasks: readonly UserTasks[]): Tau2GoldPath {
  const sim = one.simulation;
  const taskId = String(sim.task_id);
  const domain = one.info?.domain ?? null;
  const notes: string[] = [];
  const { task, source } = goldTask(one, domain, userTasks, notes);
  const grade = gradeOf(sim.reward_info, notes);
  const termination = sim.termination_reason ?? null;
  const earlyEnd = termination !== null && !NORMAL_ENDS.has(termination);

  const writes = writeToolsOf(domain);
  const calls = modelCalls(one, (name) => writes?.has(name) ?? false);
  const actions = task?.evaluation_criteria?.actions ?? [];
  const gold: Array<GoldCall & { action: Action }> = actions.map((action) => {
    const call = toolCallOf(action.name, action.arguments ?? {});
    return { text: call.text, call, action };
  });
  const aligned = alignCalls(calls, gold, (g, m) => differingArguments((g as (typeof gold)[number]).action, m.call), { oneCallForMany: true });
  const checks = grade?.action_checks ?? null;
  const rows: Tau2GoldRow[] = aligned.map((row) => {
    const action = row.gold ? (row.gold as (typeof gold)[number]).action : null;
    return { ...row, action, check: action && checks ? checkOf(action, checks) : null };
  });
  if (task && actions.length && checks === null) {
    notes.push(earlyEnd
      ? `The simulation ended early (${termination}): tau2 graded no action, and the paper counts it as a TOOL_CALL hit (the quirk of formats-tau2.md section 5.3).`
      : 'The run has no action checks for this simulation.');
  }
  for (const row of rows) {
    if (!row.action || !row.check || row.check.matched === null) continue;
    const aligns = row.kind === 'same';
    if (aligns !== row.check.matched) {
      notes.push(`The check of ${row.action.action_id ?? row.action.name} says ${row.check.matched ? 'matched' : 'not matched'}, while the trajectory ${aligns ? 'has' : 'has no'} a call with its name and compared arguments: the run was graded against other tasks than the ones shown.`);
    }
  }
  const first = rows.findIndex((r) => r.kind === 'missing' || r.kind === 'differs');
  const choice = goldFor(domain, userTasks);
  const goldClasses = choice.table?.[taskId]?.classes ?? null;

  return {
    simulationId: sim.id ?? null, taskId, trial: sim.trial ?? null, domain, file: one.file, line: one.line,
    reward: typeof grade?.reward === 'number' ? grade.reward : null,
    termination, earlyEnd,
    rewardBasis: grade?.reward_basis ?? null,
    rewardBreakdown: grade?.reward_breakdown ?? null,
    gradeNote: grade?.info?.note ?? null,
    taskSource: source,
    goldClasses,
    goldClassSource: goldClasses ? choice.source : null,
    notes,
    purpose: task?.description?.purpose ?? null,
    instructions: instructionsOf(task),
    rows,
    firstDivergence: first < 0 ? null : first,
    db: grade?.db_check ? { match: grade.db_check.db_match ?? null, reward: grade.db_check.db_reward ?? null } : null,
    communicate: checksOf(grade?.communicate_checks?.map((c) => ({ text: c.info ?? '', met: c.met ?? null, justification: c.justification ?? null })), task?.evaluation_criteria?.communicate_info),
    nlAssertions: checksOf(grade?.nl_assertions?.map((c) => ({ text: c.nl_assertion ?? '', met: c.met ?? null, justification: c.justification ?? null })), task?.evaluation_criteria?.nl_assertions),
  };
}

/** The task the expected actions come from: the user's tasks file for the domain, else the run's own. */
function goldTask(one: OneSimulation, domain: string | null, userTasks: readonly UserTasks[], notes: string[]): { task: GoldTask | null; source: string | null } {
  const taskId = String(one.simulation.task_id);
  const mine = userTasksFor(domain, userTasks);
  if (mine) {
    const raw = mine.tasks.find((t) => String(t.id) === taskId);
    const task = raw ? parseTask(raw, mine.file, notes) : null;
    if (task) {
      if (one.embeddedTask && goldOfTask(raw!).actionsPrint !== goldOfTask(one.embeddedTask).actionsPrint) {
        notes.push(`The run was graded on its own task ${taskId}, whose expected actions differ from ${mine.file}'s: an action the run's task lacks has no check.`);
      }
      return { task, source: mine.file };
    }
    if (!raw) notes.push(`${mine.file} has no task ${taskId}; the task embedded in the run is shown instead.`);
  }
  if (!one.embeddedTask) {
    notes.push(`The run embeds no task ${taskId}${mine ? '' : ' and no tasks file was given'}: the expected actions are unknown.`);
    return { task: null, source: null };
  }
  const task = parseTask(one.embeddedTask, 'the run', notes);
  if (!task) return { task: null, source: null };
  const pinned = domain ? PINNED_GOLD[domain]?.[taskId] : undefined;
  if (!mine && pinned && pinned.actionsPrint !== goldOfTask(one.embeddedTask).actionsPrint) {
    notes.push(`The run's task ${taskId} has other expected actions than the pinned tasks (tau2-bench ${PINNED_TAU2_COMMIT.slice(0, 8)}) its gold classes come from; the run's own are shown, as the run was graded on them.`);
  }
  return { task, source: 'the tasks embedded in the run (the version that ran)' };
}

function parseTask(raw: unknown, where: string, notes: string[]): GoldTask | null {
  const parsed = GoldTaskSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  notes.push(`The task in ${where} could not be read (${issue.path.join('.') || 'the task'}: ${issue.message}); the expected actions are unknown.`);
  return null;
}

function gradeOf(rewardInfo: unknown, notes: string[]): Grade | null {
  if (rewardInfo === null || rewardInfo === undefined) {
    notes.push('The simulation has no reward_info: it was never graded.');
    return null;
  }
  const parsed = GradeSchema.safeParse(rewardInfo);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  notes.push(`reward_info.${issue.path.join('.')}: ${issue.message}; the grader's checks are not shown.`);
  return null;
}

/** Every tool call of the trajectory, the agent's and (telecom) the user's: tau2's matcher takes both. */
function modelCalls(one: OneSimulation, isWrite: (name: string) => boolean): Tau2ModelCall[] {
  const messages = one.messages.map((m) => {
    const parsed = MessageSchema.safeParse(m);
    return parsed.success ? parsed.data : null;
  });
  const out: Tau2ModelCall[] = [];
  messages.forEach((m, i) => {
    if (!m?.tool_calls?.length) return;
    const results: NonNullable<(typeof messages)[number]>[] = [];
    for (let j = i + 1; j < messages.length && messages[j]?.role === 'tool'; j++) results.push(messages[j]!);
    m.tool_calls.forEach((c, k) => {
      const byId = c.id ? results.find((r) => r.id === c.id && (r.requestor ?? null) === (c.requestor ?? null)) ?? results.find((r) => r.id === c.id) : undefined;
      const result = byId ?? results[k];
      const args = c.arguments && typeof c.arguments === 'object' && !Array.isArray(c.arguments) ? (c.arguments as Record<string, unknown>) : {};
      out.push({
        call: toolCallOf(c.name, args),
        message: i, index: k, requestor: c.requestor ?? null,
        line: one.callLines.get(`${i}/${k}`) ?? one.messageLines.get(i) ?? one.line,
        output: result ? textOf(result.content) : null,
        error: result?.error === true,
        write: isWrite(c.name),
      });
    });
  });
  return out;
}

/** `name(key="value", n=3)`: JSON values, as tau2 stores them. */
function toolCallOf(name: string, args: Record<string, unknown>): ToolCall {
  return {
    text: toolCallText(name, args),
    name,
    positional: [],
    keywords: Object.entries(args).map(([k, v]) => [k, fromNativeJson(v)]),
  };
}

/**
 * tau2's Action.compare_with_tool_call: the arguments named by compare_args (the call's own when it
 * names none) must be the same keys with Python-equal values on both sides.
 */
function differingArguments(action: Action, call: ToolCall): string[] {
  const callValues = argsOfCall(call);
  const expected = action.arguments ?? {};
  const compared = action.compare_args ?? Object.keys(callValues);
  return compared.filter((k) => {
    const inCall = k in callValues;
    const inAction = k in expected;
    if (inCall !== inAction) return true;
    return inCall && !pyEqual(callValues[k], expected[k]);
  });
}

function argsOfCall(call: ToolCall): Record<string, unknown> {
  return Object.fromEntries(call.keywords.map(([k, v]) => [k, plain(v)]));
}

/** Back from a PyValue made by fromNativeJson to the JSON value. */
function plain(v: ToolCall['keywords'][number][1]): unknown {
  switch (v.kind) {
    case 'none': return null;
    case 'bool': case 'str': return v.value;
    case 'int': return Number(v.value);
    case 'float': return v.value;
    case 'list': return v.items.map(plain);
    case 'dict': return Object.fromEntries(v.entries.map(([k, x]) => [String(plain(k)), plain(x)]));
    default: return null;
  }
}

/** Python's == on JSON values: 1 == 1.0 == True, dicts by keys and values, lists item by item. */
export function pyEqual(a: unknown, b: unknown): boolean {
  const num = (x: unknown) => (typeof x === 'boolean' ? Number(x) : x);
  if ((typeof a === 'number' || typeof a === 'boolean') && (typeof b === 'number' || typeof b === 'boolean')) return num(a) === num(b);
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => pyEqual(x, b[i]));
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => k in b && pyEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return a === b;
}

/** The check of an expected action: the one of the same name and arguments, of the same action_id if several. */
function checkOf(action: Action, checks: NonNullable<Grade['action_checks']>): ActionVerdict | null {
  const print = (a: { name?: string | null; arguments?: unknown }) => fingerprint({ name: a.name ?? null, arguments: a.arguments ?? null });
  const same = checks.filter((c) => c.action && print(c.action) === print(action));
  const found = same.find((c) => action.action_id && c.action?.action_id === action.action_id) ?? same[0];
  if (!found) return null;
  return { index: checks.indexOf(found), matched: found.action_match ?? null, reward: found.action_reward ?? null, toolType: found.tool_type ?? null };
}

function checksOf(graded: Tau2Check[] | undefined, expected: readonly string[] | null | undefined): Tau2Check[] {
  if (graded) return graded;
  return (expected ?? []).map((text) => ({ text, met: null, justification: null }));
}

function instructionsOf(task: GoldTask | null): Array<{ part: string; text: string }> {
  const scenario = task?.user_scenario;
  if (!scenario) return [];
  const out: Array<{ part: string; text: string }> = [];
  if (scenario.persona) out.push({ part: 'Persona', text: scenario.persona });
  const i = scenario.instructions;
  if (typeof i === 'string') out.push({ part: 'Instructions', text: i });
  else if (i) {
    const parts: Array<[string, string | null | undefined]> = [
      ['Reason for call', i.reason_for_call], ['Known info', i.known_info], ['Unknown info', i.unknown_info], ['Task instructions', i.task_instructions],
    ];
    for (const [part, text] of parts) if (text) out.push({ part, text });
  }
  return out;
}

function textOf(content: unknown): string | null {
  if (content === null || content === undefined) return null;
  return typeof content === 'string' ? content : JSON.stringify(content);
}
