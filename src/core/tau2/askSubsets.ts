// The ASK task subsets of the paper's hand audit (tau2_ask_label_audit.jsonl, tau2_ask_subset.py):
// all = every keyword candidate, paper = in_paper_ask_subset, valid = label "valid".
import * as z from 'zod';

export const ASK_SUBSET_NAMES = ['all', 'paper', 'valid'] as const;
export type AskSubsetName = (typeof ASK_SUBSET_NAMES)[number];
export type AskSubsets = Record<AskSubsetName, string[]>;

export const AuditLineSchema = z.looseObject({
  domain: z.string(),
  task_id: z.union([z.string(), z.number()]),
  label: z.string(),
  in_paper_ask_subset: z.boolean(),
});

export function askSubsetsOf(lines: readonly z.infer<typeof AuditLineSchema>[]): Record<string, AskSubsets> {
  const out: Record<string, AskSubsets> = {};
  for (const line of lines) {
    const d = (out[line.domain] ??= { all: [], paper: [], valid: [] });
    const id = String(line.task_id);
    d.all.push(id);
    if (line.in_paper_ask_subset) d.paper.push(id);
    if (line.label === 'valid') d.valid.push(id);
  }
  return out;
}
