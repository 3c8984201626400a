// The registry's wiring for `gar` in the start-up bundle (dist/cli-main.js; formatCommands.ts wires the
// commands' bundle): BFCL's own discovery and reads of its runs (the reading worker's too, readWorker.ts),
// and the tau2 files named outright. With formatCommands.ts, the only file of src/cli that names a
// format's folder.
export { bfclGarRuns, bfclRunPaths } from '../core/bfcl/cli/garRuns';
export { readBfclFile } from '../core/bfcl/cli/garReads';
export { namedForTau2Reader } from '../core/tau2/cli/namedRun';
