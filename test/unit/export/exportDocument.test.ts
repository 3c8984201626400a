import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { exportDocument } from '../../../src/core/export/exportDocument';
import { sourcesFileName } from '../../../src/core/export/sources';
import { tempDir } from '../../support/tempDir';
import { category, kase, run } from './runFixture';

const runs = [
  run('a', [category('base', { n: 1, hits: 1, gar: 100, acc: 50, cases: [kase('multi_turn_base_0', 1, ['tool_call'], true, true)] })], { overallAcc: 50 }),
  run('b', [category('base', { n: 1, hits: 0, gar: 0, acc: 60, cases: [kase('multi_turn_base_0', 1, ['ask'], false, false)] })], { overallAcc: 60 }),
];
const inputs = [{ path: '/runs/a.json', sha256: 'c'.repeat(64) }, { path: '/runs/m/result/BFCL_v4_multi_turn_base_result.json', sha256: 'd'.repeat(64) }];
const now = new Date(Date.UTC(2026, 10, 29));
const ctx = { extensionVersion: '0.1.0', now };
/** As the extension writes paths: relative to the workspace folder /runs, outside it as they are. */
const inWorkspace = (path: string) => (path.startsWith('/runs/') ? relative('/runs', path) : path);

/** The CSV read by Python's csv module, as a script would: rows of cells, the first one the header. */
function readWithPythonCsv(text: string): string[][] {
  const file = join(tempDir('cl-csv-'), 'calibration-summary.csv');
  writeFileSync(file, text, 'utf8');
  const script = 'import csv, json, sys\nwith open(sys.argv[1], newline="", encoding="utf-8") as f:\n    print(json.dumps(list(csv.reader(f, strict=True))))';
  return JSON.parse(execFileSync('python3', ['-c', script, file], { encoding: 'utf8' })) as string[][];
}

describe('export document', () => {
  it('writes the table of all runs when nothing is compared, the stamp and inputs in the Markdown', () => {
    const { document: md, sources } = exportDocument(runs, inputs, { format: 'markdown', compare: null }, ctx);
    assert.equal(md.split('\n')[0], '# Calibration Summary');
    assert.equal(md.split('\n').filter((l) => l.startsWith('| a |') || l.startsWith('| b |')).length, 2);
    assert.ok(md.includes(`| \`/runs/a.json\` | ${'c'.repeat(64)} |`));
    assert.equal(sources, null);
  });

  it('writes a CSV that Python\'s csv module reads with the header as its first row, in the order the panel shows', () => {
    // The panel sorted by GAR ascending: b's row first.
    const { document } = exportDocument(runs, inputs, { format: 'csv', compare: null, rowOrder: [1, 0] }, { ...ctx, pathText: inWorkspace });
    const rows = readWithPythonCsv(document);
    assert.deepEqual(rows.map((r) => r.slice(0, 9)), [
      ['run', 'model', 'results', 'scores', 'category', 'gold_class', 'n', 'gold_hits', 'gar'],
      ['b', 'b', 'b/result', 'b/score', 'base', 'tool_call', '1', '0', '0'],
      ['a', 'a', 'a/result', 'a/score', 'base', 'tool_call', '1', '1', '100'],
    ]);
    assert.equal(rows.length, 3);
    assert.ok(rows.every((r) => r.length === 24));
  });

  it('keeps rows the panel does not list after those it does, so none is lost', () => {
    const { document } = exportDocument(runs, inputs, { format: 'csv', compare: null, rowOrder: [1, 7, 1] }, ctx);
    assert.deepEqual(readWithPythonCsv(document).map((r) => r[0]), ['run', 'b', 'a']);
  });

  it('puts versions, export time and input hashes in the sidecar, paths relative to the workspace', () => {
    const { sources } = exportDocument(runs, [...inputs, { path: '/elsewhere/x.json', sha256: null, error: 'EACCES' }], { format: 'csv', compare: null }, { ...ctx, pathText: inWorkspace, tableName: 'gar.csv' });
    assert.deepEqual(JSON.parse(sources!), {
      table: 'gar.csv',
      tool: 'Calibration Lens',
      version: '0.1.0',
      classifierRules: 'ref-5c9ec3df',
      exportedAt: '2026-11-29T00:00:00.000Z',
      inputs: [
        { path: 'a.json', sha256: 'c'.repeat(64) },
        { path: 'm/result/BFCL_v4_multi_turn_base_result.json', sha256: 'd'.repeat(64) },
        { path: '/elsewhere/x.json', sha256: null, error: 'EACCES' },
      ],
    });
    assert.equal(sourcesFileName('calibration-summary.csv'), 'calibration-summary.sources.json');
    assert.equal(sourcesFileName('table.CSV'), 'table.sources.json');
  });

  it('writes the Markdown table in the order the panel shows, its input paths relative to the workspace', () => {
    const { document: md } = exportDocument(runs, inputs, { format: 'markdown', compare: null, rowOrder: [1, 0] }, { ...ctx, pathText: inWorkspace });
    assert.deepEqual(md.split('\n').filter((l) => /^\| [ab] \|/.test(l)).map((l) => l.slice(0, 3)), ['| b', '| a']);
    assert.ok(md.includes(`| \`m/result/BFCL_v4_multi_turn_base_result.json\` | ${'d'.repeat(64)} |`));
  });

  it('writes the comparison of the two runs chosen, in the order chosen; its sidecar names only their files', () => {
    const files = exportDocument(runs, inputs, { format: 'csv', compare: { baseline: 1, probe: 0 } }, ctx);
    const csv = files.document.split('\r\n');
    assert.equal(csv[0], 'baseline,probe,category,gold_class,n_baseline,n_probe,gar_baseline,gar_probe,gar_change,acc_baseline,acc_probe,acc_change,pass_to_fail,fail_to_pass,hit_to_miss,miss_to_hit,pass_to_fail_ids,fail_to_pass_ids,hit_to_miss_ids,miss_to_hit_ids,note');
    assert.equal(csv[1], 'b,a,base,tool_call,1,1,0,100,100,60,50,-10,0,1,0,1,,multi_turn_base_0,,multi_turn_base_0,');
    const sources = JSON.parse(files.sources!) as { table: string; inputs: unknown[] };
    assert.equal(sources.table, 'calibration-comparison.csv');
    assert.deepEqual(sources.inputs, [{ path: '/runs/m/result/BFCL_v4_multi_turn_base_result.json', sha256: 'd'.repeat(64) }]);
  });

  it('falls back to the table when the chosen runs are gone', () => {
    const { document: md } = exportDocument(runs, inputs, { format: 'markdown', compare: { baseline: 0, probe: 5 } }, ctx);
    assert.equal(md.split('\n')[0], '# Calibration Summary');
  });
});
