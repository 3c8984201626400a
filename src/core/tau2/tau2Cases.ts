// A tau2 run in the neutral model: each simulation a Case (group = domain, gold = its task's gold
// classes, gold hits by the paper's rules, verdict from the reward when scored), its assistant messages
// emissions placed by their index in `messages`, grouped into turns at each user message. The numbers
// then come from the neutral metrics, like BFCL's.
import { sortedClasses, topClass, type ActionClass } from '../classify/actionClass';
import type { Decision } from '../classify/decision';
import type { Case, Emission, Turn, Verdict } from '../model/model';
import type { GroupCases, RunCases } from '../model/runCases';
import { ASK_SUBSET_NAMES } from './askSubsets';
import { goldHit, isQuirkHit } from './goldHits';
import { TAU2_CLASSES } from './messageClasses';
import { changedTasks, type GoldChoice, type GoldClass, type GoldTable } from './taskGold';
import type { Tau2MessageLabel, Tau2Run, Tau2Simulation } from './types';
import { rewardText } from './rewardText';
import { writeToolsOf } from './writeTools';

/** The gold classes a tau2 domain is scored on, in the breakdown's order. */
export const TAU2_GOLD_CLASSES: readonly GoldClass[] = ['tool_call', 'ask', 'refuse'];

/** Every simulation of the run as a Case, in file order. */
export function tau2Cases(run: Tau2Run, gold: GoldChoice): Case[] {
  const writes = writeToolsOf(run.domain);
  return run.simulations.map((sim) => simulationCase(sim, run, gold.table, writes));
}

export function simulationCase(sim: Tau2Simulation, run: Tau2Run, table: GoldTable | null, writes: ReadonlySet<string> | null): Case {
  const gold: GoldClass[] = table?.[sim.taskId]?.classes ?? [];
  const goldHits = gold.filter((c) => goldHit(c, sim, writes));
  // The turns are built when a view asks for them: the numbers never do, and a large run has
  // tens of thousands of messages.
  let turns: Turn[] | undefined;
  return {
    id: caseIdOf(sim),
    line: sim.line,
    endLine: sim.endLine,
    group: run.domain,
    gold: [...gold],
    goldHits,
    resultSpan: null,
    get turns() {
      return (turns ??= turnsOf(sim.messages));
    },
    set turns(value: Turn[]) {
      turns = value;
    },
    inferenceError: null,
    classes: sortedClasses(sim.emitSet),
    verdict: verdictOf(sim),
    ...(sim.file !== run.file ? { file: sim.file } : {}),
    quirkHits: goldHits.includes('tool_call') && isQuirkHit(sim) ? ['tool_call'] : [],
    simulation: sim,
    matchKey: `${sim.taskId}/${sim.trial ?? ''}`,
    caption: simulationCaption(sim),
  };
}

/** `task 3 · trial 0 · reward 1.0 · user_stop`: what lists show beside a simulation's id. */
export function simulationCaption(sim: Tau2Simulation): string {
  const reward = sim.reward === null ? 'no reward' : `reward ${rewardText(sim.reward)}`;
  return [`task ${sim.taskId}`, sim.trial === null ? null : `trial ${sim.trial}`, reward, sim.termination, sim.scored ? null : 'not scored'].filter(Boolean).join(' · ');
}

/** The simulation's id; a file without ids (stripped variants) gets task and trial, or its line. */
export function caseIdOf(sim: Tau2Simulation): string {
  if (sim.id) return sim.id;
  return `task ${sim.taskId} ${sim.trial !== null ? `trial ${sim.trial}` : `line ${sim.line}`}`;
}

/** Unscored simulations have no verdict: they are in no denominator, and never count as passed. */
function verdictOf(sim: Tau2Simulation): Verdict | null {
  if (!sim.scored) return null;
  const failure = sim.passed ? null : sim.earlyEnd ? `ended early: ${sim.termination}` : sim.reward === null ? 'no reward' : `reward ${sim.reward}`;
  return { outcome: sim.passed ? 'passed' : 'failed', errorType: failure, errorMessage: null, scoreLine: null };
}

/** A turn is the agent's messages between two user messages; turns without an assistant message are left out. */
function turnsOf(messages: readonly Tau2MessageLabel[]): Turn[] {
  const turns: Turn[] = [];
  let current: Emission[] | null = null;
  for (const m of messages) {
    if (m.role === 'user') {
      current = null;
      continue;
    }
    if (m.role !== 'assistant') continue;
    if (!current) {
      current = [];
      turns.push({ index: turns.length, span: { start: 0, end: 0 }, line: m.line, emissions: current, cls: null });
    }
    current.push(messageEmission(m, turns.length - 1, current.length));
  }
  for (const turn of turns) turn.cls = topClass(turn.emissions.map((e) => e.cls));
  return turns;
}

function messageEmission(m: Tau2MessageLabel, turn: number, step: number): Emission {
  const classes = sortedClasses(m.classes as readonly ActionClass[]);
  return {
    turn,
    step,
    place: { message: m.index },
    span: { start: 0, end: 0 },
    line: m.line,
    classes,
    cls: topClass(classes),
    decision: messageDecision(m),
  };
}

/** The Decision views render: the first class by priority, with every class's own reason beside it. */
function messageDecision(m: Tau2MessageLabel): Decision {
  const cls = topClass(m.classes);
  const top = m.reasons.find((r) => r.cls === cls);
  return {
    cls,
    rule: top?.rule ?? (m.hasText ? 'no-tau2-rule' : 'empty-text'),
    ...(top && top.offset !== null ? { match: { text: top.match, offset: top.offset } } : {}),
    // tau2 gives a set: no class loses to another.
    outranked: [],
    reasons: [...m.reasons],
    ...(m.note ? { referenceNote: m.note } : {}),
  };
}

/** The run as the neutral metrics read it: one group (its domain) with a row per gold class and per audited ASK subset. */
export function tau2RunCases(run: Tau2Run, gold: GoldChoice, cases: readonly Case[] = tau2Cases(run, gold)): RunCases {
  const group = run.domain ?? 'unknown';
  const scored = cases.filter((c) => c.verdict !== null);
  const groups: GroupCases[] = [];
  const base = { group, resultFile: run.file, scoreFile: null, reportedAcc: null, accFromVerdicts: true, scoreCounts: null, warnings: [] };
  if (gold.table) groups.push({ ...base, goldClasses: TAU2_GOLD_CLASSES, cases: scored });
  if (gold.askSubsets) {
    // tau2_ask_subset.py keeps one simulation per task, the last scored one in file order.
    const lastOfTask = new Map<string, Case>();
    for (const c of scored) lastOfTask.set(c.simulation!.taskId, c);
    for (const name of ASK_SUBSET_NAMES) {
      const subset = gold.askSubsets[name].flatMap((id) => {
        const c = lastOfTask.get(id);
        // The audit names these tasks ASK gold, whatever the gold table says.
        return c ? [{ ...c, gold: ['ask' as const], goldHits: c.classes.includes('ask') ? ['ask' as const] : [] }] : [];
      });
      groups.push({ ...base, goldClasses: ['ask'], subset: name, cases: subset });
    }
  }
  return {
    benchmark: 'tau2',
    model: run.info?.agentLlm ?? run.info?.agent ?? 'unknown',
    resultsRoot: run.file,
    scoresRoot: null,
    groups,
    warnings: [...run.warnings, ...tau2GoldWarnings(run, gold)],
    problems: run.problems,
    populations: [{ group, cases, classes: TAU2_CLASSES }],
    ...(run.info?.gitCommit ? { harnessCommit: run.info.gitCommit } : {}),
  };
}

/** What the reader of the numbers must know about the gold: none known, tasks not in it, tasks that changed. */
export function tau2GoldWarnings(run: Tau2Run, gold: GoldChoice): string[] {
  const warnings: string[] = [];
  if (!writeToolsOf(run.domain)) warnings.push(`The domain ${run.domain ?? '(unknown)'} has no write-tool list here, so no call counts as a database write (REFUSE GAR would be 100 by construction).`);
  if (!gold.table) {
    warnings.push(`No gold tasks are known for the domain ${run.domain ?? '(unknown)'}: GAR needs gold (pass --tasks with its tasks.json); pass@1 and emit rates are shown.`);
    return warnings;
  }
  const table = gold.table;
  const withoutGold = run.simulations.filter((s) => s.scored && !table[s.taskId]).length;
  if (withoutGold) warnings.push(`${withoutGold} scored simulations have a task id that is not in the gold tasks (${gold.source}); they count toward pass@1 and emit rates only.`);
  if (run.embeddedTasks) warnings.push(...embeddedTaskWarnings(run.embeddedTasks, table, gold.source ?? 'the gold tasks'));
  return warnings;
}

function embeddedTaskWarnings(embedded: GoldTable, used: GoldTable, source: string): string[] {
  const diff = changedTasks(embedded, used);
  const out: string[] = [];
  const ids = (xs: string[]) => xs.slice(0, 12).join(', ') + (xs.length > 12 ? ', …' : '');
  if (diff.actions.length) out.push(`The tasks embedded in the run differ from ${source} in their gold actions for ${diff.actions.length} tasks (${ids(diff.actions)}); gold comes from ${source}.`);
  if (diff.scenario.length) out.push(`The tasks embedded in the run differ from ${source} in their user scenario for ${diff.scenario.length} tasks (${ids(diff.scenario)}).`);
  if (diff.missing.length) out.push(`${diff.missing.length} tasks embedded in the run are not in ${source} (${ids(diff.missing)}).`);
  return out;
}
