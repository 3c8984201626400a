// The registry's wiring for `gar` in the start-up bundle (dist/cli-main.js; formatCommands.ts wires the
// commands' bundle): BFCL's own discovery and reads of its runs, and the tau2 files named outright.
// With formatCommands.ts, the only file of src/cli that names a format's folder for `gar`.
export { bfclGarRuns, bfclRunPaths } from '../core/bfcl/cli/garRuns';
export { namedForTau2Reader } from '../core/tau2/cli/namedRun';
