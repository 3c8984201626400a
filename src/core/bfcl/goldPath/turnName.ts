// Turns are numbered from 1 in every view; the grader counts from 0, and where its number is quoted
// both are given.

/** `turn 4 (the grader's turn 3)`. */
export function turnName(t: number): string {
  return `turn ${t + 1} (the grader's turn ${t})`;
}
