import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { code, comparisonMarkdown, summaryMarkdown, text } from '../../../src/core/export/markdown';
import { compareRuns } from '../../../src/core/metrics/compare';
import type { ExportStamp } from '../../../src/core/export/stamp';
import { category, kase, run } from './runFixture';

const stamp: ExportStamp = {
  extensionVersion: '0.1.0',
  rulesVersion: 'ref-5c9ec3df',
  exportedAt: '2026-11-29T08:00:00.000Z',
  inputs: [
    { path: '/runs/m/result/BFCL_v4_multi_turn_base_result.json', sha256: 'a'.repeat(64) },
    { path: '/runs/m/score/BFCL_v4_multi_turn_base_score.json', sha256: null, error: 'ENOENT: no such file' },
  ],
};

const xlam = run('xLAM', [
  category('miss_param', {
    n: 2, hits: 0, gar: 0, acc: 65, garCi95: [0, 65.76198],
    emitRates: { tool_call: 100, ask: 0, refuse: 0, confirm: 0, other: 50 },
    cases: [kase('multi_turn_miss_param_0', 1, ['tool_call'], false, true), kase('multi_turn_miss_param_1', 2, ['other', 'tool_call'], false, false)],
  }),
], { overallAcc: 65, warnings: ['The score file counts 200 cases; the result file has 2.'] });

describe('summary as Markdown', () => {
  it('writes the stamp, one row per category with the reference formats, overall Acc and the inputs', () => {
    assert.equal(
      summaryMarkdown([xlam], stamp),
      [
        '# Calibration Summary',
        '',
        'Exported by Calibration Lens 0.1.0 at 2026-11-29T08:00:00.000Z; classifier rules ref-5c9ec3df.',
        '',
        '| Run | Category | Gold | n | GAR | GAR 95% CI | Acc | GAR − Acc | TOOL_CALL emit | ASK emit | REFUSE emit | CONFIRM emit | OTHER emit | Bound-violating cases |',
        '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
        '| xLAM | miss\\_param | ASK | 2 | 0.0 | 0.0–65.8 | 65.0 | **-65.0** ⚠ Acc > GAR | 100.0 | 0.0 | 0.0 | 0.0 | 50.0 | 1 |',
        '',
        '## Overall Acc',
        '',
        '- xLAM: 65.00',
        '',
        '## Warnings',
        '',
        '- xLAM: The score file counts 200 cases; the result file has 2.',
        '',
        '## Input files',
        '',
        '| File | sha256 |',
        '| --- | --- |',
        `| \`/runs/m/result/BFCL_v4_multi_turn_base_result.json\` | ${'a'.repeat(64)} |`,
        '| `/runs/m/score/BFCL_v4_multi_turn_base_score.json` | not readable: ENOENT: no such file |',
        '',
      ].join('\n'),
    );
  });

  it('escapes model names so they cannot add HTML, links or table cells', () => {
    const hostile = run('<img src=x onerror=alert(1)>|[x](javascript:alert(1))', xlam.groups);
    const row = summaryMarkdown([hostile], stamp).split('\n')[6]!;
    assert.equal(row.split(' | ')[0], '| \\<img src=x onerror=alert\\(1\\)\\>\\|\\[x\\]\\(javascript:alert\\(1\\)\\)');
    // Unescaped pipes split cells: the row still has the 14 cells of the header.
    assert.equal(row.split(/(?<!\\)\|/).length - 2, 14);
  });

  it('escapes every cell by one escaper: a tau2 domain cannot add HTML or a cell, in the summary and in the comparison', () => {
    const domain = '<img src=x onerror=alert(1)>|x';
    const group = { ...xlam.groups[0]!, group: domain };
    const hostile = run('m', [group], { benchmark: 'tau2' });
    const row = summaryMarkdown([hostile], stamp).split('\n')[6]!;
    assert.equal(row.split(' | ')[1], '\\<img src=x onerror=alert\\(1\\)\\>\\|x');
    assert.equal(row.split(/(?<!\\)\|/).length - 2, 14);
    const compared = comparisonMarkdown(compareRuns(hostile, run('m', [{ ...group, hits: 1, gar: 50 }], { benchmark: 'tau2', results: '/probe' })), stamp).split('\n');
    assert.equal(compared[9]!.split(' | ')[0], '| \\<img src=x onerror=alert\\(1\\)\\>\\|x');
    assert.doesNotMatch(compared.join('\n'), /(?<!\\)</);
  });

  it('keeps code spans literal whatever backticks they hold', () => {
    assert.equal(code('a`b'), '``a`b``');
    assert.equal(code('`x'), '`` `x ``');
    assert.equal(code('a|b', true), '`a\\|b`');
    assert.equal(text('line one\nline *two*'), 'line one line \\*two\\*');
  });
});

describe('comparison as Markdown', () => {
  it('writes the change per category and the cases of each transition', () => {
    const probe = run('xLAM', [
      category('miss_param', {
        n: 2, hits: 1, gar: 50, acc: 60, garCi95: [9.45, 90.55],
        cases: [kase('multi_turn_miss_param_0', 1, ['ask'], true, false), kase('multi_turn_miss_param_1', 2, ['other'], false, false)],
      }),
    ], { results: '/probe/result', overallAcc: 60 });
    const md = comparisonMarkdown(compareRuns(xlam, probe), stamp);
    const lines = md.split('\n');
    assert.deepEqual(lines.slice(0, 4), ['# Calibration Comparison', '', 'Baseline: xLAM \\(runs\\), `/runs/xLAM/result`  ', 'Probe: xLAM \\(probe\\), `/probe/result`']);
    assert.equal(lines[9], '| miss\\_param | ASK | 0.0 | 50.0 | +50.0 | 65.0 | 60.0 | -5.0 | 1 | 0 | 0 | 1 |');
    assert.equal(lines[11], 'Overall Acc: 65.00 → 60.00 (-5.00)');
    assert.deepEqual(lines.slice(13, 22), [
      '## Cases that changed',
      '',
      '### miss\\_param: pass → fail (1)',
      '',
      '- `multi_turn_miss_param_0`',
      '',
      '### miss\\_param: gold miss → hit (1)',
      '',
      '- `multi_turn_miss_param_0`',
    ]);
  });
});
