// A seeded, stratified sample of emissions for spot checks: every stratum (category x classifier
// class) gets its share, and the seed lives beside the store so every annotator draws the same one.
// The seed file is read and written through the host's file access (local disk, vscode.workspace.fs).
import { dirname, join } from 'node:path';
import * as z from 'zod';
import { readText, type FileAccess } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { seededRandom } from '../random/seededRandom.mjs';

export interface SampleItem {
  /** The stratum, e.g. `miss_param/tool_call`. */
  stratum: string;
  /** A key unique in the run, e.g. `file|case|turn|step`. */
  key: string;
}

/**
 * Up to `size` items: strata in name order, each shuffled by the seed, then taken round-robin so a
 * small stratum (a rare class) is in the sample as soon as the big ones are.
 */
export function stratifiedSample<T extends SampleItem>(items: readonly T[], size: number, seed: number): T[] {
  const strata = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    const list = strata.get(item.stratum) ?? [];
    list.push(item);
    strata.set(item.stratum, list);
  }
  const random = seededRandom(seed);
  const shuffled = [...strata.keys()].sort().map((name) => {
    const list = strata.get(name)!;
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [list[i], list[j]] = [list[j]!, list[i]!];
    }
    return list;
  });
  const sample: T[] = [];
  for (let round = 0; sample.length < size && shuffled.some((l) => l.length > round); round++) {
    for (const list of shuffled) if (list[round] && sample.length < size) sample.push(list[round]!);
  }
  return sample;
}

const SeedFileSchema = z.object({ seed: z.number().int().nonnegative() });

const seedPath = (storePath: string): string => join(dirname(storePath), 'sample-seed.json');

/** The seed stored beside the label store; null when there is none yet. */
export async function existingSampleSeed(storePath: string, files: FileAccess = hostFiles): Promise<number | null> {
  const path = seedPath(storePath);
  const text = await readText(files, path);
  if (text === null) return null;
  try {
    return SeedFileSchema.parse(JSON.parse(text)).seed;
  } catch {
    throw new Error(`${path} does not hold a sample seed ({"seed": <whole number>}): fix or delete it.`);
  }
}

/**
 * The seed stored beside the label store, created when there is none. The file is read back after
 * it is written: a window that wrote its seed at the same moment as another takes whichever stayed.
 */
export async function sampleSeed(storePath: string, files: FileAccess = hostFiles): Promise<number> {
  const existing = await existingSampleSeed(storePath, files);
  if (existing !== null) return existing;
  const seed = globalThis.crypto.getRandomValues(new Uint32Array(1))[0]! % 2 ** 31;
  await files.writeBytes(seedPath(storePath), new TextEncoder().encode(`${JSON.stringify({ seed })}\n`));
  const stored = await existingSampleSeed(storePath, files);
  if (stored === null) throw new Error(`${seedPath(storePath)} could not be written.`);
  return stored;
}
