// Types for seededRandom.mjs, so that the TypeScript code imports it.
/** Floats in [0, 1), the same sequence for the same seed (taken as an unsigned 32-bit integer). */
export declare function seededRandom(seed: number): () => number;
