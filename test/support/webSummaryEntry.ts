// What the web build's summary reads through the host's file access, bundled by
// test/unit/load/webSummaryReads.test.ts with the web twins in place (scripts/build.mjs).
export { useFiles } from './memoryHostFiles';
export { readSummaries } from '../../src/core/load/loadSummaries';
