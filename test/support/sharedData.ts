// The real BFCL files in ../shared/data (beside the clone in CI; absent in a user's fresh clone).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The nearest `shared/data` above the clone: beside it for /work/main, one level further up for a
 * worktree (/work/wt/<name>), so that the tests run in either instead of skipping.
 */
function nearestSharedData(): string {
  for (let dir = resolve(__dirname, '../../..'); ; dir = dirname(dir)) {
    const candidate = join(dir, 'shared/data');
    if (existsSync(candidate) || dirname(dir) === dir) return candidate;
  }
}

export const SHARED_DATA = nearestSharedData();
export const SHARED_BFCL = join(SHARED_DATA, 'bfcl');
export const RELEASE = join(SHARED_BFCL, '2025-12-16');

/** Pass as the `skip` option of a test that reads the real files. */
export const withoutSharedData = existsSync(RELEASE) ? false : 'needs ../shared/data/bfcl (not in a fresh clone)';

export const XLAM = 'Salesforce_Llama-xLAM-2-8b-fc-r';
export const CLAUDE = 'claude-haiku-4-5-20251001-FC';
export const GPT41 = 'gpt-4.1-2025-04-14';

export function resultPath(model: string, category: string): string {
  return join(RELEASE, 'result', model, 'multi_turn', `BFCL_v4_multi_turn_${category}_result.json`);
}

export function scorePath(model: string, category: string): string {
  return join(RELEASE, 'score', model, 'multi_turn', `BFCL_v4_multi_turn_${category}_score.json`);
}
