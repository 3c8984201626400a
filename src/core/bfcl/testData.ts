// The BFCL test data of a case (bfcl_eval/data): the question file's entry (held-out functions) and
// the possible answer (ground truth per turn). Read once per file.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Category } from './categories';

export interface TestCaseData {
  /** `missed_function`: the turn the held-out functions return at -> their names (miss_func only). */
  missedFunction: Map<number, string[]> | null;
  /** Per turn, the gold calls; null when the possible answer file has no entry. */
  groundTruth: string[][] | null;
}

const files = new Map<string, Promise<Map<string, Record<string, unknown>>>>();

function entriesOf(path: string): Promise<Map<string, Record<string, unknown>>> {
  let read = files.get(path);
  if (!read) {
    read = readFile(path, 'utf8').then((text) => {
      const entries = new Map<string, Record<string, unknown>>();
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        try {
          const value = JSON.parse(line) as Record<string, unknown>;
          if (typeof value?.id === 'string') entries.set(value.id, value);
        } catch {
          // A broken line costs only its own case; the rubric then says "unknown" for it.
        }
      }
      return entries;
    }, () => new Map());
    files.set(path, read);
  }
  return read;
}

/** Null when neither the v4 nor the v3 test data file has the case. */
export async function testCaseData(folder: string, category: Category, id: string): Promise<TestCaseData | null> {
  for (const version of ['v4', 'v3']) {
    const name = `BFCL_${version}_multi_turn_${category}.json`;
    const entry = (await entriesOf(join(folder, name))).get(id);
    if (!entry) continue;
    const answer = (await entriesOf(join(folder, 'possible_answer', name))).get(id);
    return { missedFunction: missedFunctionOf(entry.missed_function), groundTruth: groundTruthOf(answer?.ground_truth) };
  }
  return null;
}

function missedFunctionOf(value: unknown): Map<number, string[]> | null {
  if (typeof value !== 'object' || value === null) return null;
  const byTurn = new Map<number, string[]>();
  for (const [turn, names] of Object.entries(value)) {
    if (!/^\d+$/.test(turn) || !Array.isArray(names)) continue;
    byTurn.set(Number(turn), names.map((n) => (typeof n === 'string' ? n : String((n as { name?: unknown })?.name))));
  }
  return byTurn;
}

function groundTruthOf(value: unknown): string[][] | null {
  if (!Array.isArray(value)) return null;
  return value.map((turn) => (Array.isArray(turn) ? turn.filter((c): c is string => typeof c === 'string') : []));
}
