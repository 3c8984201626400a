// Counts in words, singular or plural as the number asks: "1 case", "2 cases", "0 cases".

/** `1 turn`, `5 turns`; `plural` where adding an s is wrong (`1 category`, `2 categories`). */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
