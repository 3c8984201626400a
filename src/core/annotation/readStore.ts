// Reads the label store: every line checked with zod; a line that fails is reported with its number
// and skipped, and a last line cut by a crash is reported as such. The rest is always read.
import { readFile } from 'node:fs/promises';
import { LabelDecisionSchema, type LabelDecision } from './decisionSchema';

export interface StoredDecision {
  decision: LabelDecision;
  /** 1-based line in the store. */
  line: number;
}

export interface StoreRead {
  path: string;
  decisions: StoredDecision[];
  warnings: string[];
}

export async function readStore(path: string): Promise<StoreRead> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return { path, decisions: [], warnings: [] };
    return { path, decisions: [], warnings: [`The label store ${path} could not be read: ${(e as Error).message}.`] };
  }
  return readStoreText(text, path);
}

export function readStoreText(text: string, path: string): StoreRead {
  const decisions: StoredDecision[] = [];
  const warnings: string[] = [];
  const lines = text.split('\n');
  const cutLast = !text.endsWith('\n') && text.length > 0;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (raw.trim() === '') return;
    const last = i === lines.length - 1;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch (e) {
      warnings.push(last && cutLast
        ? `${path}:${line}: the last line was cut off (the writer stopped mid-line, e.g. a crash); it was skipped and the next decision starts on a new line.`
        : `${path}:${line}: not valid JSON (${(e as Error).message}); the line was skipped, the others were read.`);
      return;
    }
    const parsed = LabelDecisionSchema.safeParse(json);
    if (!parsed.success) {
      const what = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'the line'}: ${issue.message}`).join('; ');
      warnings.push(`${path}:${line}: not a label decision (${what}); the line was skipped, the others were read.`);
      return;
    }
    decisions.push({ decision: parsed.data, line });
  });
  return { path, decisions, warnings };
}
