// BFCL's test data is joined to a run by case id alone, and another benchmark's cases can carry the
// same ids (the synthetic sample's ids are BFCL's): a workspace-wide data folder would then put another
// conversation's ground truth, function docs and user messages beside this one. An entry belongs to
// the run when its questions are the user messages the run recorded (its log, else the score file's
// prompt). When the case records none, another failure line of the same score file speaks for the run.
import type { FileAccess } from '../../files/fileAccess';
import { conversationFromResultLine, messageText } from '../conversation';
import type { Category } from '../categories';
import { FailureLine, type TestEntry } from './schemas';
import { readTestCase, type BfclVersion } from './testData';

const EXCERPT = 80;

/** The user's words per turn as the run recorded them; null when neither the log nor a prompt has any. */
export function runUserMessages(line: Record<string, unknown>, failure: FailureLine | null): string[][] | null {
  const logged = conversationFromResultLine(line).turns.map((t) => t.userMessages.filter((m) => m.role === 'user').map((m) => m.text));
  if (logged.some((t) => t.length > 0)) return logged;
  const asked = failure?.prompt?.question.map((turn) => turn.filter((m) => (m.role ?? 'user') === 'user').map((m) => messageText(m.content)));
  return asked?.some((t) => t.length > 0) ? asked : null;
}

/**
 * Null when the entry asks what the run asked in every turn both record (or there is none to
 * compare); else a sentence saying where they differ and that the folder is not used.
 */
export function foreignEntrySentence(entry: TestEntry, run: string[][], folder: string): string | null {
  for (let t = 0; t < Math.min(run.length, entry.question.length); t++) {
    const asked = (entry.question[t] ?? []).filter((m) => (m.role ?? 'user') === 'user').map((m) => messageText(m.content).trim());
    const said = (run[t] ?? []).map((m) => m.trim());
    // A turn without the user's words on one side (miss_func's held-out turn, a log without the turn) tells nothing.
    if (asked.length === 0 || said.length === 0 || asked.join('\n') === said.join('\n')) continue;
    return (
      `The BFCL test data in ${folder} is not this run's: its ${entry.id} asks "${excerpt(asked.join(' '))}" in turn ${t + 1}, ` +
      `where the run asked "${excerpt(said.join(' '))}" (the same id, other user messages). ` +
      'It is not used: no ground truth, function docs or user messages are taken from it; point calibrationLens.bfclDataFolder or --data at the test data this run was made from.'
    );
  }
  return null;
}

/** The same check made on another case of the score file (its failure line), for a case that records no user messages. */
export async function foreignByWitness(files: FileAccess, witnessLine: string | null, folder: string, category: Category, version: BfclVersion | null): Promise<string | null> {
  if (witnessLine === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(witnessLine);
  } catch {
    return null;
  }
  const parsed = FailureLine.safeParse(value);
  if (!parsed.success) return null;
  const run = runUserMessages(value as Record<string, unknown>, parsed.data);
  const entry = run ? (await readTestCase(files, folder, category, parsed.data.id, version))?.entry : null;
  return run && entry ? foreignEntrySentence(entry, run, folder) : null;
}

function excerpt(text: string): string {
  const one = text.replace(/\s+/g, ' ');
  return one.length <= EXCERPT ? one : `${one.slice(0, EXCERPT)}…`;
}
