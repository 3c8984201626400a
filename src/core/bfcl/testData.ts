// What the audit rubric needs of a case's BFCL test data: the held-out functions (miss_func) and the
// ground truth per turn. Read through the gold path's test data reader, so both see the same files
// the same way (v4 before v3, validated, cached by modification time), through the
// host's file access unless told another.
import type { FileAccess } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import type { Category } from './categories';
import { readTestCase } from './goldPath/testData';

export interface TestCaseData {
  /** `missed_function`: the turn the held-out functions return at -> their names (miss_func only). */
  missedFunction: Map<number, string[]> | null;
  /** Per turn, the gold calls; null when the possible answer file has no entry. */
  groundTruth: string[][] | null;
}

/** Null when neither the v4 nor the v3 test data file has the case. */
export async function testCaseData(folder: string, category: Category, id: string, files: FileAccess = hostFiles): Promise<TestCaseData | null> {
  const testCase = await readTestCase(files, folder, category, id);
  if (!testCase?.entry) return null;
  return { missedFunction: missedFunctionOf(testCase.entry.missed_function), groundTruth: testCase.groundTruth };
}

function missedFunctionOf(value: Record<string, (string | { name: string })[]> | undefined): Map<number, string[]> | null {
  if (!value) return null;
  const byTurn = new Map<number, string[]>();
  for (const [turn, names] of Object.entries(value)) {
    if (/^\d+$/.test(turn)) byTurn.set(Number(turn), names.map((n) => (typeof n === 'string' ? n : n.name)));
  }
  return byTurn;
}
