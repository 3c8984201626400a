// The panel's `text:` filter searches what the models said, which stays in the files: the webview asks
// the extension for the cases whose emissions hold some words, the extension answers with them.
import * as z from 'zod/mini';

const WordsSchema = z.array(z.string().check(z.minLength(1)));

/** Webview -> extension: the cases of the runs shown whose model emissions hold each of `words`. */
export const SearchEmissionsMessageSchema = z.object({
  type: z.literal('searchEmissions'),
  /** Counts up per search, so the webview keeps only the answer to its latest question. */
  request: z.int().check(z.gte(0)),
  /** Lower case. */
  words: WordsSchema,
});

const FoundCaseSchema = z.object({
  /** The file the case is in (tau2 dir layout: its simulation file). */
  file: z.string(),
  id: z.string(),
});

/** Extension -> webview: for each word asked, the cases that say it; what could not be searched. */
export const EmissionMatchesMessageSchema = z.object({
  type: z.literal('emissionMatches'),
  request: z.int().check(z.gte(0)),
  matches: z.array(z.object({ word: z.string(), cases: z.array(FoundCaseSchema) })),
  /** Result files that could not be read, each a sentence; their cases match no word. */
  problems: z.array(z.string()),
});
export type EmissionMatchesMessage = z.infer<typeof EmissionMatchesMessageSchema>;
