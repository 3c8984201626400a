// The gold path of a real case from ../shared/data, in a compact form tests can compare exactly.
import { join } from 'node:path';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import type { GoldPath } from '../../../src/core/bfcl/goldPath/types';
import { SHARED_BFCL, resultPath } from '../../support/sharedData';

export const TEST_DATA = join(SHARED_BFCL, 'bfcl-eval-data');

export async function realGoldPath(model: string, category: string, id: string, data: string | null = TEST_DATA): Promise<GoldPath> {
  const lines = await caseLinesFromDisk(resultPath(model, category), id, data ? { folder: data, how: '--data' } : null);
  const outcome = await goldPathFromLines(lines, nodeFiles);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.path;
}

/** Each turn's alignment as `kind model | gold [differing]`, one string per row. */
export function alignmentOf(path: GoldPath): string[][] {
  return path.turns.map((t) =>
    t.rows.map((r) => `${r.kind} ${r.model ? `${r.model.call.text}@${r.model.step}` : '-'} | ${r.gold?.text ?? '-'}${r.differing.length ? ` [${r.differing.join(', ')}]` : ''}`),
  );
}
