// The user's families file (setting `calibrationLens.familiesFile`, CLI `--families`), from its text:
// `{"families": {"Qwen3-8B": "Qwen3", "gpt-4o*": "GPT-4o"}}`, model names or `*` patterns to family
// names, in the file's order. No file access: the host reads the bytes.
import * as z from 'zod';
import { issueText } from '../text/issueText';
import type { FamilyMap } from './family';

export const FamiliesFileSchema = z
  .object({ families: z.record(z.string().min(1), z.string().trim().min(1)) })
  .strict();
export type FamiliesFile = z.infer<typeof FamiliesFileSchema>;

export class FamiliesFileError extends Error {}

export function familyMapOfText(file: string, text: string): FamilyMap {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new FamiliesFileError(`Could not read the families file ${file}: ${(e as Error).message}. Families come from the model names instead.`);
  }
  const parsed = FamiliesFileSchema.safeParse(json);
  if (!parsed.success) {
    throw new FamiliesFileError(
      `${file} is not a families file ({"families": {"model name or pattern*": "family"}}): ${issueText(parsed.error, [], json)}. Families come from the model names instead.`,
    );
  }
  return Object.entries(parsed.data.families);
}
