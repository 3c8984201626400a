// The mutation kinds of issue 35's reliability probe, seeded, for the readers' fuzz tests (BFCL result
// and score files, tau2 documents, label stores): one random source per test file, so a run is the
// same run every time.
import { seededRandom } from '../../src/core/random/seededRandom.mjs';

/** Control characters model text or a damaged file may hold: C0 (BEL, BS, ESC among them), DEL, and an OSC title sequence. */
export const CONTROL = ['\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u001b]0;title\u0007'];

export function textMutations(seed: number) {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = (text: string) => Math.floor(random() * (text.length + 1));
  const insert = (text: string, add: string, where = at(text)) => text.slice(0, where) + add + text.slice(where);
  return { random, pick, at, insert };
}
