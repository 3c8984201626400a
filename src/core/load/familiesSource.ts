// The user's families file through the host's file access (local disk, or vscode.workspace.fs in the
// web build): the map of model names to families, or why there is none. Read by `panel`, `plot` and
// the summary panel (setting calibrationLens.familiesFile), so all three group runs the same way.
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import type { FamilyMap } from '../metrics/family';
import { FamiliesFileError, familyMapOfText } from '../metrics/familiesFile';

export interface FamiliesSource {
  families: FamilyMap;
  /** What could not be read (the file names itself); families then come from the model names. */
  problem: string | null;
}

export async function readFamiliesFile(file: string | null): Promise<FamiliesSource> {
  if (file === null) return { families: [], problem: null };
  let text: string | null;
  try {
    const stat = await hostFiles.stat(file);
    if (stat?.kind !== 'file') return { families: [], problem: cannotRead(file, stat ? 'it is not a file' : 'there is no such file') };
    text = await readText(hostFiles, file);
  } catch (e) {
    return { families: [], problem: cannotRead(file, (e as Error).message) };
  }
  if (text === null) return { families: [], problem: cannotRead(file, 'there is no such file') };
  try {
    return { families: familyMapOfText(file, text), problem: null };
  } catch (e) {
    if (!(e instanceof FamiliesFileError)) throw e;
    return { families: [], problem: e.message };
  }
}

function cannotRead(file: string, why: string): string {
  return `Could not read the families file ${file}: ${why}. Families come from the model names instead.`;
}
