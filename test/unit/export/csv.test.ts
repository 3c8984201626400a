import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparisonCsv, summaryCsv } from '../../../src/core/export/csv';
import { cell } from '../../../src/core/export/csvTable';
import { compareRuns } from '../../../src/core/metrics/compare';
import { category, kase, run } from './runFixture';

const base = category('base', {
  n: 3, hits: 2, gar: 200 / 3, acc: 57, garCi95: [20.765, 93.851],
  emitRates: { tool_call: 200 / 3, ask: 100 / 3, refuse: 0, confirm: 0, other: 0 },
  cases: [
    kase('multi_turn_base_0', 1, ['tool_call'], true, true),
    kase('multi_turn_base_1', 2, ['tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
    kase('multi_turn_base_2', 3, ['ask'], false, false, 'multi_turn:instance_state_mismatch'),
  ],
});

describe('summary as CSV', () => {
  it('starts with the header row, then one row per category with unrounded numbers; no stamp in the table', () => {
    assert.equal(
      summaryCsv([run('gpt-4.1', [base], { overallAcc: 57 })]),
      [
        'run,model,results,scores,category,gold_class,n,gold_hits,gar,gar_ci95_low,gar_ci95_high,acc,gar_minus_acc,bound_violation,emit_tool_call,emit_ask,emit_refuse,emit_confirm,emit_other,violating_cases,failed_cases,overall_acc,caveat_codes,caveats',
        'gpt-4.1,gpt-4.1,/runs/gpt-4.1/result,/runs/gpt-4.1/score,base,tool_call,3,2,66.666667,20.765,93.851,57,9.666667,false,66.666667,33.333333,0,0,0,0,2,57,,',
        '',
      ].join('\r\n'),
    );
  });

  it('leaves cells empty where there is no number (no score file)', () => {
    const unscored = category('base', { n: 1, hits: 1, gar: 100, acc: null, scoreFile: null, emitRates: null, cases: [kase('x', 1, ['tool_call'], true, null)] });
    const row = summaryCsv([run('m', [unscored], { scores: null })]).split('\r\n')[1]!;
    assert.equal(row, 'm,m,/runs/m/result,,base,tool_call,1,1,100,0,100,,,false,,,,,,0,,,,');
  });

  it('quotes text with commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    assert.equal(cell('a,b'), '"a,b"');
    assert.equal(cell('say "hi"'), '"say ""hi"""');
    assert.equal(cell('two\nlines'), '"two\nlines"');
    assert.equal(cell('=HYPERLINK("http://x")'), `"'=HYPERLINK(""http://x"")"`);
    assert.equal(cell('+1'), "'+1");
    assert.equal(cell('@SUM(A1)'), "'@SUM(A1)");
    assert.equal(cell(-65), '-65');
    assert.equal(cell(true), 'true');
  });
});

describe('comparison as CSV', () => {
  it('writes one row per category with the transitions and their case ids', () => {
    const probe = run('gpt-4.1', [category('base', {
      n: 3, hits: 3, gar: 100, acc: 60,
      cases: [
        kase('multi_turn_base_0', 1, ['tool_call'], true, false, 'multi_turn:instance_state_mismatch'),
        kase('multi_turn_base_1', 2, ['tool_call'], true, true),
        kase('multi_turn_base_2', 3, ['tool_call'], true, true),
      ],
    })], { results: '/probe/result' });
    const lines = comparisonCsv(compareRuns(run('gpt-4.1', [base]), probe)).split('\r\n');
    assert.equal(lines[0], 'baseline,probe,category,gold_class,n_baseline,n_probe,gar_baseline,gar_probe,gar_change,acc_baseline,acc_probe,acc_change,pass_to_fail,fail_to_pass,hit_to_miss,miss_to_hit,pass_to_fail_ids,fail_to_pass_ids,hit_to_miss_ids,miss_to_hit_ids,note');
    assert.equal(lines[1], 'gpt-4.1 (runs),gpt-4.1 (probe),base,tool_call,3,3,66.666667,100,33.333333,57,60,3,1,2,0,1,multi_turn_base_0,multi_turn_base_1 multi_turn_base_2,,multi_turn_base_2,');
  });
});
