// The panel table: the triple per run and category, ranks by overall Acc and by no-tool-call GAR, the
// shift, families (the rule and a file), and the roll-up by family, on summaries with round numbers.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ActionClass } from '../../../src/core/classify/actionClass';
import { byFamily, panelTable } from '../../../src/core/export/panelTable';
import { panelCsv } from '../../../src/core/export/panelCsv';
import type { GroupSummary, RunSummary } from '../../../src/core/metrics/types';

const GOLD: Record<string, ActionClass> = { base: 'tool_call', miss_func: 'refuse', miss_param: 'ask' };

/** A run with, per category, [GAR, TOOL_CALL emit rate, Acc]. */
function run(model: string, results: string, cells: Record<string, [number, number, number]>): RunSummary {
  const groups = Object.entries(cells).map(([group, [gar, toolCall, acc]]) => ({
    group, goldClass: GOLD[group]!, n: 10, gar, acc, emitRates: { tool_call: toolCall, ask: 0, refuse: 0, confirm: 0, other: 0 },
  }) as unknown as GroupSummary);
  const accs = Object.values(cells).map(([, , acc]) => acc);
  return { benchmark: 'bfcl', model, results, scores: null, groups, overallAcc: accs.reduce((s, a) => s + a, 0) / accs.length, warnings: [], problems: [] };
}

const RUNS = [
  // Acc 60 (rank 1), no-tool-call GAR 20 (rank 3): falls 2 places.
  run('Qwen3-14B', '/r/a', { base: [100, 100, 70], miss_func: [20, 90, 60], miss_param: [20, 80, 50] }),
  // Acc 50 (rank 2), GAR 70 (rank 1).
  run('Qwen3-8B', '/r/b', { base: [90, 100, 60], miss_func: [60, 50, 50], miss_param: [80, 40, 40] }),
  // Acc 40 (rank 3), GAR 50 (rank 2).
  run('gpt-4.1-2025-04-14', '/r/c', { base: [80, 100, 50], miss_func: [50, 60, 40], miss_param: [50, 70, 30] }),
  // Lacks miss_param: no GAR rank, and its Acc (a mean over two categories) is not ranked either.
  run('claude-haiku-4-5-20251001-FC', '/r/d', { base: [100, 100, 90], miss_func: [10, 100, 80] }),
];

test('per run: the triple per category, the ranks and the shift; a run lacking a category is not ranked', () => {
  const table = panelTable(RUNS);
  assert.deepEqual(table.noToolCallCategories, ['miss_func', 'miss_param']);
  assert.deepEqual(table.rows.map((r) => [r.name, r.family.name, r.overallAcc, r.accRank, r.noToolCallGar, r.garRank, r.rankShift]), [
    ['Qwen3-14B', 'Qwen3', 60, 1, 20, 3, 2],
    ['Qwen3-8B', 'Qwen3', 50, 2, 70, 1, -1],
    ['gpt-4.1-2025-04-14', 'gpt-4.1', 40, 3, 50, 2, -1],
    ['claude-haiku-4-5-20251001-FC', 'claude-haiku-4-5', 85, null, null, null, null],
  ]);
  assert.deepEqual(table.rows[1]!.cells[2], { category: 'miss_param', goldClass: 'ask', n: 10, gar: 80, toolCallEmit: 40, acc: 40 });
});

test('ties share a rank', () => {
  const table = panelTable([RUNS[0]!, run('m2', '/r/e', { base: [100, 100, 70], miss_func: [20, 90, 60], miss_param: [20, 80, 50] }), RUNS[2]!]);
  assert.deepEqual(table.rows.map((r) => [r.accRank, r.garRank]), [[1, 2], [1, 2], [3, 1]]);
});

test('by family: the plain mean of its runs, categories every run has, ranked among families; a families file regroups', () => {
  const families = byFamily(panelTable(RUNS.slice(0, 3)));
  assert.deepEqual(families.rows.map((r) => [r.name, r.runs, r.overallAcc, r.noToolCallGar, r.accRank, r.garRank, r.rankShift]), [
    ['Qwen3', 2, 55, 45, 1, 2, 1],
    ['gpt-4.1', 1, 40, 50, 2, 1, -1],
  ]);
  assert.deepEqual(families.rows[0]!.cells[1], { category: 'miss_func', goldClass: 'refuse', n: 20, gar: 40, toolCallEmit: 70, acc: 55 });
  const regrouped = byFamily(panelTable(RUNS, [['Qwen3-8B', 'small'], ['*-FC', 'gpt-4.1']]));
  assert.deepEqual(regrouped.rows.map((r) => [r.name, r.family.source, r.runs, r.cells.map((c) => c.category).join(' '), r.accRank]), [
    ['Qwen3', 'rule', 1, 'base miss_func miss_param', 1],
    ['small', 'file', 1, 'base miss_func miss_param', 2],
    // gpt-4.1 by the rule, claude by the file: miss_param only one of them has is left out, so no Acc rank.
    ['gpt-4.1', 'file', 2, 'base miss_func', null],
  ]);
});

test('CSV: one row per run and category with the header first', () => {
  const csv = panelCsv(panelTable(RUNS.slice(1, 2)), ['/r/b']);
  assert.equal(csv, [
    'name,family,family_source,runs,results,category,gold_class,n,gar,tool_call_emit,acc,overall_acc,no_tool_call_gar,acc_rank,gar_rank,rank_shift',
    'Qwen3-8B,Qwen3,rule,1,/r/b,base,tool_call,10,90,100,60,50,70,1,1,0',
    'Qwen3-8B,Qwen3,rule,1,/r/b,miss_func,refuse,10,60,50,50,50,70,1,1,0',
    'Qwen3-8B,Qwen3,rule,1,/r/b,miss_param,ask,10,80,40,40,50,70,1,1,0',
    '',
  ].join('\r\n'));
});
