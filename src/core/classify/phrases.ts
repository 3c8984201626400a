// The reference's phrase tables (spec section 5), in its order: the first phrase of a table that
// occurs is the one that fired.

export const REFUSE_PHRASES: readonly string[] = [
  'cannot', "can't", 'unable to', 'not able to', 'no such function', 'no function',
  'function is not available', 'no such tool', 'not available in', 'is not provided',
  'is not supported', 'do not have access', "don't have access", 'no available function',
  'no matching function', 'not authorized', 'not permitted', 'not possible',
  "i don't have a tool", 'i do not have a tool', 'no tool available',
];

export const ASK_PHRASES: readonly string[] = [
  'could you', 'please provide', 'please specify', 'please tell', 'please confirm',
  'i need to know', 'i need the', 'what is the', "what's the", 'kindly provide',
  'would you provide', "i'll need", 'could you confirm', 'could you let me know',
  'could you tell', 'please clarify', 'please share', 'please indicate',
];

export const CONFIRM_PHRASES: readonly string[] = [
  'task complete', 'all tasks', 'all set', 'all done', 'fully done', 'wrapped up',
  'completed successfully', 'successfully completed', 'successfully moved', 'successfully created',
  'successfully deleted', 'has been successfully', 'have been successfully', 'no further actions',
  'no further action', 'no additional actions', 'everything is', "everything's", 'i have completed',
  "i've completed", 'i have finished', "i've finished", 'all the requested',
];

/** Typographic quotes the reference maps to ASCII before matching (one unit to one unit). */
const QUOTE_MAP: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201a': "'", '\u201b': "'", '\u00b4': "'", '\u02bc': "'",
  '\u201c': '"', '\u201d': '"', '\u201e': '"', '\u201f': '"',
};
const TYPOGRAPHIC_QUOTE = new RegExp(`[${Object.keys(QUOTE_MAP).join('')}]`, 'g');

export function asciiQuotes(text: string): string {
  return text.replace(TYPOGRAPHIC_QUOTE, (q) => QUOTE_MAP[q]!);
}

/** Each ASCII quote as a regex class of itself and the typographic quotes mapped to it. */
const QUOTE_CLASS: Record<string, string> = Object.fromEntries(
  ["'", '"'].map((ascii) => [ascii, `[${ascii}${Object.keys(QUOTE_MAP).filter((q) => QUOTE_MAP[q] === ascii).join('')}]`]),
);

/**
 * Whether lower-cased text holds any phrase of a table, as if its typographic quotes were ASCII: one
 * regex of the phrases, each quote in them matching its typographic forms too, so that a text is
 * searched once per table without a copy with its quotes mapped (the summaries' hot path).
 */
export function phraseTest(phrases: readonly string[]): (lower: string) => boolean {
  const re = new RegExp(phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/['"]/g, (q) => QUOTE_CLASS[q]!)).join('|'));
  return (lower) => re.test(lower);
}
