// What `npm run demo` opens, shared with its end-to-end test (test/e2e/demo.test.ts): the sample run
// as the workspace, one of its result files in the editor, and the settings that open the
// Calibration Summary beside it.
import { join } from 'node:path';

/** The result file the demo opens: demo-baseline's miss_param (gold ASK, bound violations, failed cases). */
export const DEMO_FILE = join('result', 'demo-baseline', 'multi_turn', 'BFCL_v4_multi_turn_miss_param_result.json');

/** User settings of the demo's window. */
export const demoSettings = { 'calibrationLens.summary.openOnStartup': true };
