// Never compare a v3 run with v4 test data silently: BFCL fixed several multi_turn_base ground
// truths between v3 and v4 (formats-bfcl.md §6.14), so each side's version is said, and a score
// line whose ground truth differs from the test data's says where.
import type { BfclVersion } from './testData';

export function versionNotes(results: BfclVersion | null, testData: BfclVersion | null): string[] {
  if (results === null || testData === null || results === testData) return [];
  return [
    `The results are BFCL v${results} and the test data is BFCL v${testData}: BFCL fixed some ground truths between them, ` +
      `so where this case's gold comes from the test data it may not be what the grader of v${results} used.`,
  ];
}

export function groundTruthDisagreement(scoreLine: string[][], testData: string[][], results: BfclVersion | null, testDataVersion: BfclVersion): string | null {
  const turns: number[] = [];
  for (let t = 0; t < Math.max(scoreLine.length, testData.length); t++) {
    if (JSON.stringify(scoreLine[t] ?? null) !== JSON.stringify(testData[t] ?? null)) turns.push(t + 1);
  }
  if (turns.length === 0) return null;
  const side = results === null ? 'the score line' : `the score line (BFCL v${results})`;
  return (
    `The ground truth in ${side} and in the test data (BFCL v${testDataVersion}) differ in turn${turns.length === 1 ? '' : 's'} ${turns.join(', ')}; ` +
    'the alignment uses the score line, which is what the grader checked.'
  );
}
