// Reads the label store: every line checked with zod; a line that fails is reported with its number
// and skipped, and a last line cut by a crash is reported as such. The rest is always read.
import type { WholeFileAccess } from './appendThrough';
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

/** The store through `files` (local disk, or vscode.workspace.fs); a missing store is an empty one. */
export async function readStore(path: string, files: Pick<WholeFileAccess, 'readBytes'>): Promise<StoreRead> {
  let bytes: Uint8Array | null;
  try {
    bytes = await files.readBytes(path);
  } catch (e) {
    return { path, decisions: [], warnings: [`The label store ${path} could not be read: ${(e as Error).message}.`] };
  }
  return bytes === null ? { path, decisions: [], warnings: [] } : readStoreText(new TextDecoder().decode(bytes), path);
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
