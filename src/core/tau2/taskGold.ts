// Gold classes of a tau2 task by the paper's rules (formats-tau2.md section 5.1, classify_tau2_tasks.py):
// REFUSE when the task has no gold action, TOOL_CALL when it has one, ASK when the user scenario tells
// the simulated user to hold something back until asked. CONFIRM has no task gold (it is judged per write).
import { sha256Hex } from '../text/sha256';
import type { AskSubsets } from './askSubsets';
import type { Task } from './schema';
import type { Tau2Class } from './messageClasses';

export type GoldClass = Extract<Tau2Class, 'tool_call' | 'ask' | 'refuse'>;

export const ASK_KEYWORDS: readonly string[] = [
  'if the agent asks', 'if the service agent asks', 'when the agent asks', 'when the service agent asks',
  'do not volunteer', 'do not mention unless', "don't mention", 'withhold', 'only reveal', 'wait until asked',
  'if asked', 'will not say anything that is not asked', "won't say anything that is not asked", 'do not reveal it',
];

/** A task's gold, with the keyword that made it ASK (shown on hover). */
export interface TaskGold {
  classes: GoldClass[];
  askKeyword: string | null;
  /** Short hashes of the gold actions (name + arguments) and of the user scenario, to spot changed tasks. */
  actionsPrint: string;
  scenarioPrint: string;
}

export function goldOfTask(task: Task): TaskGold {
  const actions = task.evaluation_criteria?.actions ?? [];
  const classes: GoldClass[] = [actions.length === 0 ? 'refuse' : 'tool_call'];
  const blob = pyJsonDumps(task.user_scenario ?? {}).toLowerCase();
  const askKeyword = ASK_KEYWORDS.find((k) => blob.includes(k)) ?? null;
  if (askKeyword) classes.push('ask');
  return {
    classes: classes.sort(),
    askKeyword,
    actionsPrint: fingerprint(actions.map((a) => {
      const action = (a ?? {}) as Record<string, unknown>;
      return { name: action.name ?? null, arguments: action.arguments ?? null };
    })),
    scenarioPrint: fingerprint(task.user_scenario ?? null),
  };
}

/** Python's json.dumps(value, ensure_ascii=False): ", " and ": " separators, insertion order. */
export function pyJsonDumps(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(pyJsonDumps).join(', ')}]`;
  if (typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>).map(([k, v]) => `${JSON.stringify(k)}: ${pyJsonDumps(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

/**
 * JSON.stringify of the value with every object's keys sorted, as it would print an object rebuilt in
 * sorted key order (so keys that are array indices first, in numeric order, as JavaScript orders
 * them), written out directly: no object is rebuilt, and a run's first read prints a hundred tasks.
 */
export function canonicalJson(value: unknown): string | undefined {
  if (Array.isArray(value)) {
    const items: string[] = [];
    for (let i = 0; i < value.length; i++) items.push(canonicalJson(value[i]) ?? 'null');
    return `[${items.join(',')}]`;
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    const indices = keys.filter(isArrayIndex);
    const ordered = indices.length ? [...indices.sort((a, b) => Number(a) - Number(b)), ...keys.filter((k) => !isArrayIndex(k))] : keys;
    const members: string[] = [];
    for (const k of ordered) {
      const v = canonicalJson(record[k]);
      if (v !== undefined) members.push(`${JSON.stringify(k)}:${v}`);
    }
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value);
}

function isArrayIndex(key: string): boolean {
  const n = Number(key);
  return n >>> 0 === n && n !== 0xffffffff && String(n) === key;
}

export function fingerprint(value: unknown): string {
  return sha256Hex(canonicalJson(value)!).slice(0, 12);
}

/** Gold per task id (ids always compared as strings, section 9.12). */
export type GoldTable = Record<string, TaskGold>;

export function goldTableOf(tasks: readonly Task[]): GoldTable {
  const table: GoldTable = {};
  for (const task of tasks) table[String(task.id)] = goldOfTask(task);
  return table;
}

/** Ids whose gold actions or user scenario differ between the run's embedded tasks and the gold used. */
export function changedTasks(embedded: GoldTable, used: GoldTable): { actions: string[]; scenario: string[]; missing: string[] } {
  const actions: string[] = [];
  const scenario: string[] = [];
  const missing: string[] = [];
  for (const [id, e] of Object.entries(embedded)) {
    const u = used[id];
    if (!u) { missing.push(id); continue; }
    if (u.actionsPrint !== e.actionsPrint) actions.push(id);
    if (u.scenarioPrint !== e.scenarioPrint) scenario.push(id);
  }
  return { actions, scenario, missing };
}

/** The gold a run is scored on: the table and where it came from, and the ASK audit subsets when known. */
export interface GoldChoice {
  table: GoldTable | null;
  source: string | null;
  askSubsets: AskSubsets | null;
}
