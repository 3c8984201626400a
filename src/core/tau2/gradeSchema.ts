// The parts of a tau2 task and of a simulation's reward_info the gold path shows: the expected actions,
// the action checks, the DB check, the communicate and NL checks (formats-tau2.md section 2). Lenient
// like the reader's schemas: fields may be null or absent, unknown keys pass through.
import * as z from 'zod';

export const ActionSchema = z.looseObject({
  action_id: z.string().nullish(),
  requestor: z.string().nullish(),
  name: z.string(),
  arguments: z.record(z.string(), z.unknown()).nullish(),
  info: z.string().nullish(),
  compare_args: z.array(z.string()).nullish(),
});
export type Action = z.infer<typeof ActionSchema>;

const InstructionsSchema = z.union([
  z.string(),
  z.looseObject({
    domain: z.string().nullish(),
    reason_for_call: z.string().nullish(),
    known_info: z.string().nullish(),
    unknown_info: z.string().nullish(),
    task_instructions: z.string().nullish(),
  }),
]);

export const GoldTaskSchema = z.looseObject({
  id: z.union([z.string(), z.number()]),
  description: z.looseObject({ purpose: z.string().nullish() }).nullish(),
  user_scenario: z.looseObject({ persona: z.string().nullish(), instructions: InstructionsSchema.nullish() }).nullish(),
  evaluation_criteria: z.looseObject({
    actions: z.array(ActionSchema).nullish(),
    communicate_info: z.array(z.string()).nullish(),
    nl_assertions: z.array(z.string()).nullish(),
    reward_basis: z.array(z.string()).nullish(),
  }).nullish(),
});
export type GoldTask = z.infer<typeof GoldTaskSchema>;

const Check = z.looseObject({ met: z.boolean().nullish(), justification: z.string().nullish() });

export const GradeSchema = z.looseObject({
  reward: z.unknown().optional(),
  db_check: z.looseObject({ db_match: z.boolean().nullish(), db_reward: z.number().nullish() }).nullish(),
  action_checks: z.array(z.looseObject({
    action: ActionSchema.partial({ name: true }).nullish(),
    action_match: z.boolean().nullish(),
    action_reward: z.number().nullish(),
    tool_type: z.string().nullish(),
  })).nullish(),
  communicate_checks: z.array(Check.extend({ info: z.string().nullish() })).nullish(),
  nl_assertions: z.array(Check.extend({ nl_assertion: z.string().nullish() })).nullish(),
  env_assertions: z.array(Check.extend({ env_assertion: z.unknown().optional() })).nullish(),
  reward_basis: z.array(z.string()).nullish(),
  reward_breakdown: z.record(z.string(), z.number().nullable()).nullish(),
  info: z.looseObject({ note: z.string().nullish() }).nullish(),
});
export type Grade = z.infer<typeof GradeSchema>;
