// The first phrase of a table, in the table's order, that a lower-cased text holds: the reference's
// `for p in phrases: if p in text`. Most messages hold none of a table's phrases, and one search per
// phrase (a hundred and more per tau2 message) was the tau2 summary's largest cost after the scan.
// So each phrase is first held against the set of character pairs the text has (one pass over the
// text, shared by every table): a phrase with a pair the text lacks cannot be in it and is not
// searched. The answer is the plain loop's, phrase for phrase.

const SLOTS = 1024;

/** A pair's slot: for two lower-case ASCII letters every pair has its own (31a + b spans 800 slots). */
function slotOf(a: number, b: number): number {
  return (a * 31 + b) & (SLOTS - 1);
}

/** The pairs of the last text asked about: the tables of one message ask about the same text in turn. */
let lastText: string | null = null;
const lastPairs = new Int32Array(SLOTS / 32);

function pairsOf(text: string): Int32Array {
  if (text === lastText) return lastPairs;
  lastPairs.fill(0);
  let a = text.charCodeAt(0);
  for (let i = 1; i < text.length; i++) {
    const b = text.charCodeAt(i);
    const slot = slotOf(a, b);
    lastPairs[slot >> 5]! |= 1 << (slot & 31);
    a = b;
  }
  lastText = text;
  return lastPairs;
}

export class PhraseTable {
  /** Per phrase, the slots of its distinct pairs. */
  private readonly slots: Int32Array[];

  constructor(readonly phrases: readonly string[]) {
    this.slots = phrases.map((phrase) => {
      const slots = new Set<number>();
      for (let i = 1; i < phrase.length; i++) slots.add(slotOf(phrase.charCodeAt(i - 1), phrase.charCodeAt(i)));
      return Int32Array.from(slots);
    });
  }

  /** The first phrase of the table that `lower` holds, and where it first occurs; null when none. */
  first(lower: string): { phrase: string; at: number } | null {
    const pairs = pairsOf(lower);
    for (let p = 0; p < this.phrases.length; p++) {
      if (!allPresent(this.slots[p]!, pairs)) continue;
      const phrase = this.phrases[p]!;
      const at = lower.indexOf(phrase);
      if (at >= 0) return { phrase, at };
    }
    return null;
  }
}

function allPresent(slots: Int32Array, pairs: Int32Array): boolean {
  for (let k = 0; k < slots.length; k++) {
    const slot = slots[k]!;
    if ((pairs[slot >> 5]! & (1 << (slot & 31))) === 0) return false;
  }
  return true;
}
