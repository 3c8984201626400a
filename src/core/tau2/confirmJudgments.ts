// The paper's CONFIRM judgments (one judged database write per line, judge_tau2_confirm.py) and Tab. 3
// from them (confirm_table.py): per model and domain, only writes with a boolean verdict count.
import * as z from 'zod';
import type { Problem } from '../model/problem';
import { sha256Hex } from '../text/sha256';
import { issueText } from '../text/issueText';
import { isTau2ResultsHead, SNIFF_BYTES } from './sniff';
import { CONFIRM_DOMAINS } from './confirmDomains';

export const JudgmentSchema = z.looseObject({
  model: z.string(),
  domain: z.string(),
  sim_id: z.string(),
  tool: z.string(),
  confirmed: z.boolean().nullable(),
  passed: z.boolean().nullish(),
  judge_reasoning: z.string().nullish(),
});
export type Judgment = z.infer<typeof JudgmentSchema> & { line: number };

/** The rows of the paper's Tab. 3, in its order (two models never reach a write): confirm_table.py's rows for the released file. */
export const TAB3_ROWS = ['Qwen3-8B', 'Qwen3-14B', 'gpt-oss-20b', 'xLAM-2-8b', 'Hammer-2.1-7B', 'ToolACE-2-8B', 'gpt-5', 'gpt-5.4', 'gpt-5-mini', 'Gemini 3 Pro', 'Doubao-Seed-1.8'];
export { CONFIRM_DOMAINS };

/**
 * sha256 of the released data/tau2_confirm_judgments.jsonl (reference 5c9ec3df): confirm_table.py gives
 * that file, recognised by its path there and by its bytes here, the rows of Tab. 3.
 */
export const RELEASED_JUDGMENTS_SHA256 = '96e69c723bbddc9269ac112eff772af36382104382ed3cab2dfbf9a18a6965bd';

export interface ParsedJudgments {
  judgments: Judgment[];
  /** The file is the released one (its bytes' sha256). */
  released: boolean;
  /** Every line left out, with its number. */
  problems: Problem[];
  /** Why the file as a whole is not a judgments file (a tau2 results file, one JSON document, ...), else null. */
  notJudgments: string | null;
}

export function parseJudgments(text: string, file: string): ParsedJudgments {
  const judgments: Judgment[] = [];
  const problems: Problem[] = [];
  text.split('\n').forEach((raw, i) => {
    if (!raw.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (e) {
      problems.push({ file, line: i + 1, column: 1, message: `Line ${i + 1} is not valid JSON (${(e as Error).message}); it was left out.` });
      return;
    }
    const parsed = JudgmentSchema.safeParse(value);
    if (parsed.success) judgments.push({ ...parsed.data, line: i + 1 });
    else problems.push({ file, line: i + 1, column: 1, message: `Line ${i + 1} is not a judged write: ${issueText(parsed.error, [], value, 'the line')}. It was left out.` });
  });
  const released = text.length > 600_000 && text.length < 700_000 && sha256Hex(text) === RELEASED_JUDGMENTS_SHA256;
  return { judgments, released, problems, notJudgments: notJudgmentsReason(text, judgments.length, problems.length) };
}

/** The file is something else than judged writes, one per line: say what it looks like. */
function notJudgmentsReason(text: string, judged: number, bad: number): string | null {
  if (isTau2ResultsHead(text.slice(0, SNIFF_BYTES))) return 'it is a tau2 results file (give it with --results), not judged writes one per line';
  if (judged > 0 || bad === 0) return null;
  try {
    JSON.parse(text);
    return 'it is one JSON document, where a judgments file has one judged write per line (JSON Lines)';
  } catch {
    return 'none of its lines is a judged write ({"model", "domain", "sim_id", "tool", "confirmed", ...} on one line)';
  }
}

export interface ConfirmCell {
  /** Writes with a boolean verdict. */
  n: number;
  /** Writes of this model and domain whose verdict is not a boolean (left out of n). */
  unjudged: number;
  garPct: number | null;
  accPct: number | null;
}

export interface ConfirmRow {
  model: string;
  cells: Record<(typeof CONFIRM_DOMAINS)[number], ConfirmCell>;
}

/**
 * Tab. 3, with confirm_table.py's rows: `models` when given (in that order), the paper's rows for the
 * released file, else every model of the file in order of first appearance.
 */
export function confirmTable(judgments: readonly Judgment[], rows: { released: boolean; models?: readonly string[] }): ConfirmRow[] {
  const models = rows.models?.length ? rows.models : rows.released ? TAB3_ROWS : [...new Set(judgments.map((j) => j.model))];
  return models.map((model) => ({
    model,
    cells: Object.fromEntries(CONFIRM_DOMAINS.map((domain) => {
      const all = judgments.filter((j) => j.model === model && j.domain === domain);
      const counted = all.filter((j) => typeof j.confirmed === 'boolean');
      const n = counted.length;
      return [domain, {
        n, unjudged: all.length - n,
        garPct: n ? (100 * counted.filter((j) => j.confirmed).length) / n : null,
        accPct: n ? (100 * counted.filter((j) => j.passed === true).length) / n : null,
      }];
    })) as ConfirmRow['cells'],
  }));
}

/** The judged writes of each simulation id, in file order. */
export function judgmentsBySimulation(judgments: readonly Judgment[]): Map<string, Judgment[]> {
  const bySim = new Map<string, Judgment[]>();
  for (const j of judgments) (bySim.get(j.sim_id) ?? bySim.set(j.sim_id, []).get(j.sim_id)!).push(j);
  return bySim;
}

/**
 * The judgment of each write of one simulation: the judge wrote one line per write, in the order of
 * the writes, so the k-th line of the simulation judges its k-th write when the tools agree.
 */
export function judgmentsOfWrites(writes: readonly { tool: string }[], judgments: readonly Judgment[] | undefined): (Judgment | null)[] {
  return writes.map((w, k) => {
    const j = judgments?.[k];
    return j && j.tool === w.tool ? j : null;
  });
}
