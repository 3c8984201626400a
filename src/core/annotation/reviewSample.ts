// A seeded, stratified sample of emissions for spot checks: every stratum (category x classifier
// class) gets its share, and the seed lives beside the store so every annotator draws the same one.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { seededRandom } from '../seededRandom.mjs';

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

/** The seed stored beside the label store, created once (`wx`: a second window never overwrites it). */
export function sampleSeed(storePath: string): number {
  const path = join(dirname(storePath), 'sample-seed.json');
  try {
    return SeedFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).seed;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new Error(`${path} does not hold a sample seed ({"seed": <whole number>}): fix or delete it.`);
  }
  mkdirSync(dirname(path), { recursive: true });
  try {
    writeFileSync(path, `${JSON.stringify({ seed: randomInt(0, 2 ** 31) })}\n`, { flag: 'wx' });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  return SeedFileSchema.parse(JSON.parse(readFileSync(path, 'utf8'))).seed;
}
