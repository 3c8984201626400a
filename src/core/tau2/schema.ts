// The shapes of a tau2 results file, as zod schemas. Lenient on purpose: every version adds or drops
// fields (formats-tau2.md section 9.9), so unknown keys pass through and most fields may be null or
// absent. Only what the paper's rules read is typed; where the reference reads a value as it comes
// (reward, reward_basis), so do we.
import * as z from 'zod';

export const ToolCallSchema = z.looseObject({
  id: z.string().nullish(),
  name: z.string(),
  arguments: z.unknown().optional(),
  requestor: z.string().nullish(),
});
export type ToolCall = z.infer<typeof ToolCallSchema>;

const ToolMessageSchema = z.looseObject({
  role: z.literal('tool'),
  id: z.string().nullish(),
  content: z.unknown().optional(),
  requestor: z.string().nullish(),
  error: z.boolean().nullish(),
  timestamp: z.string().nullish(),
});

export const MessageSchema = z.looseObject({
  role: z.string(),
  /** null, "", whitespace or text; anything else is read as text with a warning. */
  content: z.unknown().optional(),
  tool_calls: z.array(ToolCallSchema).nullish(),
  /** Tool results. */
  id: z.string().nullish(),
  requestor: z.string().nullish(),
  error: z.boolean().nullish(),
  /** MultiToolMessage: flattened by the reader. */
  tool_messages: z.array(ToolMessageSchema).nullish(),
  turn_idx: z.number().nullish(),
  timestamp: z.string().nullish(),
});
export type Message = z.infer<typeof MessageSchema>;

const NULLISH_STRING_FIELDS = ['id', 'requestor', 'timestamp'] as const;

/**
 * A message MessageSchema takes as it is, checked without zod: a role, and each other field it names
 * absent, null or of its type, with no calls or tool messages inside to check. Most messages are such
 * (replies, tool results); safeParse copied every one of them, a tenth of a large run's read. Null
 * when the schema has to look (it then says what is wrong).
 */
export function plainMessage(raw: unknown): Message | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  if (typeof m.role !== 'string' || m.tool_calls != null || m.tool_messages != null) return null;
  if (m.error != null && typeof m.error !== 'boolean') return null;
  if (m.turn_idx != null && typeof m.turn_idx !== 'number') return null;
  for (const field of NULLISH_STRING_FIELDS) if (m[field] != null && typeof m[field] !== 'string') return null;
  return m as Message;
}

export const ActionCheckSchema = z.looseObject({
  action: z.looseObject({ name: z.string().nullish() }).nullish(),
  action_match: z.boolean().nullish(),
  action_reward: z.number().nullish(),
  tool_type: z.string().nullish(),
});

export const RewardInfoSchema = z.looseObject({
  reward: z.unknown().optional(),
  action_checks: z.unknown().optional(),
  reward_basis: z.unknown().optional(),
  info: z.unknown().optional(),
});
export type RewardInfo = z.infer<typeof RewardInfoSchema>;

export const SimulationSchema = z.looseObject({
  id: z.string().nullish(),
  task_id: z.union([z.string(), z.number()]),
  trial: z.number().nullish(),
  termination_reason: z.string().nullish(),
  /** Anything but an object means "not scored", as the reference reads it. */
  reward_info: z.unknown().optional(),
  messages: z.array(z.unknown()).nullish(),
  ticks: z.array(z.unknown()).nullish(),
});
export type SimulationRaw = z.infer<typeof SimulationSchema>;

export const TaskSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  user_scenario: z.unknown().optional(),
  evaluation_criteria: z.looseObject({ actions: z.array(z.unknown()).nullish() }).nullish(),
});
export type Task = z.infer<typeof TaskSchema>;

/** `info`, with the parts we show. `llm_args` can hold API keys (section 9.13): never kept. */
export const InfoSchema = z.looseObject({
  git_commit: z.string().nullish(),
  num_trials: z.number().nullish(),
  agent_info: z.looseObject({ implementation: z.string().nullish(), llm: z.string().nullish() }).nullish(),
  user_info: z.looseObject({ implementation: z.string().nullish(), llm: z.string().nullish() }).nullish(),
  environment_info: z.looseObject({ domain_name: z.string().nullish() }).nullish(),
});

export interface RunInfo {
  gitCommit: string | null;
  numTrials: number | null;
  agent: string | null;
  agentLlm: string | null;
  userLlm: string | null;
  domain: string | null;
}

export function runInfoOf(info: z.infer<typeof InfoSchema>): RunInfo {
  return {
    gitCommit: info.git_commit ?? null,
    numTrials: info.num_trials ?? null,
    agent: info.agent_info?.implementation ?? null,
    agentLlm: info.agent_info?.llm ?? null,
    userLlm: info.user_info?.llm ?? null,
    domain: info.environment_info?.domain_name ?? null,
  };
}

export const SimulationIndexSchema = z.array(z.looseObject({ id: z.string(), task_id: z.union([z.string(), z.number()]) })).nullish();
