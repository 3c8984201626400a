// What the web build's annotation reads and writes through the host's file access, bundled by
// test/unit/annotation/webLabelledRuns.test.ts with the web twins in place (scripts/build.mjs).
export { useFiles } from './memoryHostFiles';
export { loadLabelledRuns, labelFoundRuns } from '../../src/core/annotation/loadLabelledRuns';
export { findRuns } from '../../src/core/discovery/findRuns';
export { WholeFileAppender } from '../../src/core/annotation/appendThrough';
export { hostFiles } from '../../src/core/files/hostFiles';
export { existingSampleSeed, sampleSeed } from '../../src/core/annotation/reviewSample';
export { readStore } from '../../src/core/annotation/readStore';
