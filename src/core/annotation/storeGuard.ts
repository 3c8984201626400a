// Whether a path may take decisions: a label store is a JSON Lines file of decisions (or not there yet).
// A run's own file (a BFCL result or score file, a tau2 results or simulation file), a folder, a device
// or any other file is refused before a byte is written, so a mistyped --store or setting can never
// change a run (its sha256, and so every decision on it) or break its JSON.
import type { FileAccess } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { formats } from '../formats/registry';
import { LabelDecisionSchema } from './decisionSchema';

/** How much of an existing file is read to find a decision line: far more than one decision takes. */
const HEAD_BYTES = 256 * 1024;

/** Why `path` cannot be a label store, as a sentence naming it; null when it can. */
export async function notAStore(path: string, files: FileAccess = hostFiles): Promise<string | null> {
  const at = await files.stat(path);
  // Each format says which files are its runs' own (BFCL's by name, there or not; tau2's by content).
  for (const format of formats()) {
    const note = await format.runFileNote(path, at, files);
    if (note) return note;
  }
  if (!at) return null;
  if (at.kind === 'folder') return `${path} is a folder, not a label store (a .jsonl file).`;
  if (at.kind === 'other') return `${path} is not a regular file (a device, pipe or socket), so it cannot hold a label store.`;
  if (at.size === 0) return null;
  const lines = (await files.head(path, HEAD_BYTES)).split('\n');
  if (lines.length > 1) lines.pop(); // possibly cut by the head
  if (lines.every((l) => l.trim() === '')) return null;
  if (lines.some(isDecisionLine)) return null;
  return `${path} is not a label store: no line read of it is a decision (its first line starts "${firstWords(lines.find((l) => l.trim() !== '')!)}").`;
}

function isDecisionLine(line: string): boolean {
  try {
    return LabelDecisionSchema.safeParse(JSON.parse(line)).success;
  } catch {
    return false;
  }
}

function firstWords(line: string): string {
  const trimmed = line.trim();
  return trimmed.length > 40 ? `${trimmed.slice(0, 40)}…` : trimmed;
}
