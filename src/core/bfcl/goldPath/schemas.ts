// The shapes read from outside for the gold path: a score file's failure line, BFCL's test data
// entries, their possible answers and function docs. Only the members used are checked; the rest of
// a line is left as it is.
import * as z from 'zod';

const Message = z.object({ role: z.string().optional(), content: z.unknown() });

/** A function doc as in `multi_turn_func_doc/*.json` and in a score line's `missed_function`. */
export const FunctionDoc = z.object({
  name: z.string(),
  parameters: z.object({ properties: z.record(z.string(), z.unknown()).optional() }).optional(),
});
export type FunctionDoc = z.infer<typeof FunctionDoc>;

/** `BFCL_v4_multi_turn_<cat>.json`, and the `prompt` of a failure line (where missed functions are docs). */
export const TestEntry = z.object({
  id: z.string(),
  question: z.array(z.array(Message)),
  path: z.array(z.string()).optional(),
  involved_classes: z.array(z.string()).optional(),
  missed_function: z.record(z.string(), z.array(z.union([z.string(), FunctionDoc]))).optional(),
  // Functions of the involved classes the case does not offer (BFCL drops them from the tool list).
  excluded_function: z.array(z.string()).optional(),
});
export type TestEntry = z.infer<typeof TestEntry>;

/** `possible_answer/BFCL_v4_multi_turn_<cat>.json`. */
export const PossibleAnswer = z.object({ id: z.string(), ground_truth: z.array(z.array(z.string())) });

export const FailureError = z.object({
  error_type: z.string().optional(),
  error_message: z.union([z.string(), z.array(z.string())]).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
  execution_result: z.array(z.unknown()).optional(),
});
export type FailureError = z.infer<typeof FailureError>;

/** A multi-turn failure line of a score file (formats-bfcl.md §3.2). */
export const FailureLine = z.object({
  id: z.string(),
  error: FailureError,
  prompt: TestEntry.optional(),
  possible_answer: z.array(z.array(z.string())).optional(),
});
export type FailureLine = z.infer<typeof FailureLine>;

export { issuesText } from '../../text/issueText';
