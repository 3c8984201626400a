// The project's one seeded random generator (mulberry32): small, fast and the same sequence on every
// machine, so a seed reproduces a review sample, a generated bench run or a differential check.
// Plain JavaScript, so that the bench scripts run by plain `node` can import it too.

/** Floats in [0, 1), the same sequence for the same seed (taken as an unsigned 32-bit integer). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
