// "Last written by" in a state-mismatch table: per differing attribute, the last call whose method
// writes that attribute (BFCL's backends), reads such as get_stock_info never; for a class whose
// backend is not known, the last call of that class, said as such.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import type { ModelCall } from '../../../src/core/bfcl/goldPath/alignTurn';
import { caseLinesFromDisk } from '../../../src/core/bfcl/goldPath/caseLinesFromDisk';
import { goldPathFromLines } from '../../../src/core/bfcl/goldPath/caseSources';
import { nodeFiles } from '../../../src/env/node/nodeFiles';
import { verdictLines } from '../../../src/core/bfcl/goldPath/goldPathText';
import { classOfFunction, lastGoldWriter, lastModelWriter, writes } from '../../../src/core/bfcl/goldPath/stateWriters';
import { parseToolCall } from '../../../src/core/bfcl/goldPath/toolCall';
import { calls, failureLine, writeRun } from '../../support/writtenRun';

const root = mkdtempSync(join(tmpdir(), 'gold-writers-'));
after(() => rmSync(root, { recursive: true, force: true }));

const modelCall = (text: string, turn: number, output: string | null = null): ModelCall => ({ call: parseToolCall(text)!, turn, step: 0, output });
const involved = ['TradingBot', 'MessageAPI'];
const classOf = (name: string) => classOfFunction(name, [], involved);

test('which methods write which attribute: writes of the trading bot, its reads, echo without a file, an unknown class', () => {
  assert.equal(writes('TradingBot', parseToolCall("get_stock_info(symbol='NVDA')")!), false);
  assert.equal(writes('TradingBot', parseToolCall("place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)")!, 'orders'), true);
  assert.equal(writes('TradingBot', parseToolCall("place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)")!, 'account_info'), false);
  assert.equal(writes('TwitterAPI', parseToolCall("get_tweet(tweet_id=1)")!), false);
  assert.equal(writes('TwitterAPI', parseToolCall("mention(tweet_id=1,mentioned_usernames=['a'])")!, 'tweets'), true);
  assert.equal(writes('VehicleControlAPI', parseToolCall('displayCarStatus(option=\'fuel\')')!), false);
  assert.equal(writes('GorillaFileSystem', parseToolCall("echo(content='hi')")!), false);
  assert.equal(writes('GorillaFileSystem', parseToolCall("echo(content='hi',file_name='a.txt')")!, 'root'), true);
  assert.equal(writes('LongContextAPI', parseToolCall('anything()')!), null);
});

test('a method names its class from the backends before the entry\'s path (whose names can be old)', () => {
  assert.equal(classOfFunction('send_message', ['TradingBot.send_message'], involved), 'MessageAPI');
  assert.equal(classOfFunction('get_stock_info', ['TradingBot.get_stock_info'], involved), 'TradingBot');
  assert.equal(classOfFunction('get_stock_info', [], involved), null);
  assert.equal(classOfFunction('get_stock_info', [], ['TradingBot']), 'TradingBot');
});

test('the writer is found per attribute; an error output wrote nothing', () => {
  const model = [
    modelCall("place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)", 0),
    modelCall('fund_account(amount=100.0)', 1),
    modelCall('withdraw_funds(amount=1000000.0)', 2, '{"error": "Insufficient balance."}'),
    modelCall("get_stock_info(symbol='NVDA')", 2),
  ];
  assert.deepEqual(lastModelWriter('TradingBot', 'orders', model, classOf), { turn: 0, text: "place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)", known: true });
  assert.deepEqual(lastModelWriter('TradingBot', 'account_info', model, classOf), { turn: 1, text: 'fund_account(amount=100.0)', known: true });
  assert.equal(lastModelWriter('TradingBot', 'watch_list', model, classOf), null);
  const gold = [["place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)"], ['fund_account(amount=50.0)', "get_stock_info(symbol='NVDA')"]];
  assert.deepEqual(lastGoldWriter('TradingBot', 'account_info', gold, 1, classOf), { turn: 1, text: 'fund_account(amount=50.0)', known: true });
  assert.deepEqual(lastGoldWriter('TradingBot', 'orders', gold, 1, classOf), { turn: 0, text: "place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)", known: true });
  const unknown = [modelCall('open_drawer(n=1)', 0), modelCall('peek()', 1)];
  assert.deepEqual(lastModelWriter('CabinetAPI', 'drawers', unknown, () => 'CabinetAPI'), { turn: 1, text: 'peek()', known: false });
});

test('a trading-bot state mismatch: each differing attribute with its own writer, the read get_stock_info never one', async () => {
  const model = 'written-model-FC';
  const testCase = {
    id: 'multi_turn_base_0',
    question: ['Buy 5 NVDA at 10.', 'Add 50 to my account, then check NVDA.'],
    groundTruth: [["place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5)"], ['fund_account(amount=50.0)', "get_stock_info(symbol='NVDA')"]],
    involvedClasses: ['TradingBot'],
  };
  const run = writeRun(join(root, 'trading'), {
    model,
    category: 'base',
    cases: [
      {
        id: testCase.id,
        result: [
          [calls(['place_order', '{"order_type": "Buy", "symbol": "NVDA", "price": 10.0, "amount": 5}']), 'Bought.'],
          [
            calls(['fund_account', '{"amount": 50.0}']),
            calls(['get_stock_info', { symbol: 'NVDA' }]),
            calls(['place_order', '{"order_type": "Buy", "symbol": "AAPL", "price": 2.0, "amount": 1}']),
            'Done.',
          ],
        ],
      },
    ],
    score: {
      correct: 0,
      total: 1,
      failures: [
        failureLine(model, testCase, {
          error_type: 'multi_turn:instance_state_mismatch',
          error_message: 'Model instance for TradingBot does not match the state with ground truth instance.',
          details: {
            differences: {
              orders: { model: "{12446: {'symbol': 'NVDA'}, 12447: {'symbol': 'AAPL'}}", ground_truth: "{12446: {'symbol': 'NVDA'}}" },
              account_info: { model: "{'balance': 48.0}", ground_truth: "{'balance': 50.0}" },
            },
          },
          execution_result: [[], []],
        }),
      ],
    },
    testData: null,
  });
  const outcome = await goldPathFromLines(await caseLinesFromDisk(run.resultFile, testCase.id, null), nodeFiles);
  assert.ok(outcome.ok);
  const written = verdictLines(outcome.path.verdict)
    .map((l) => l.text)
    .filter((t) => t.includes('last written by'));
  assert.deepEqual(written, [
    "      last written by the model: place_order(order_type='Buy',symbol='AAPL',price=2.0,amount=1) in turn 2",
    "      last written by the ground truth: place_order(order_type='Buy',symbol='NVDA',price=10.0,amount=5) in turn 1",
    '      last written by the model: fund_account(amount=50.0) in turn 2',
    '      last written by the ground truth: fund_account(amount=50.0) in turn 2',
  ]);
  // Every ground-truth call was made: the divergence is the blamed turn, at the extra order.
  assert.equal(
    outcome.path.divergence?.sentence,
    "Turn 2 (the grader's turn 1): the model made every ground-truth call, but the grader found that TradingBot.orders, TradingBot.account_info differ from the ground truth's; " +
      "the model's extra write there: place_order(order_type='Buy',symbol='AAPL',price=2.0,amount=1).",
  );
});

test('for a class whose backend is not known, the table names the last call of that class, not a writer', () => {
  const unknownWriter = lastModelWriter('CabinetAPI', 'drawers', [modelCall('open_drawer(n=1)', 0), modelCall('peek()', 1)], () => 'CabinetAPI');
  const lines = verdictLines({
    status: 'fail',
    unknownWhy: null,
    errorType: 'multi_turn:instance_state_mismatch',
    message: null,
    turn: 1,
    stateDifferences: [{ className: 'CabinetAPI', attribute: 'drawers', model: '[1]', groundTruth: '[]', modelWriter: unknownWriter, goldWriter: null }],
    missingItems: [],
    modelOutputs: [],
    forceQuit: null,
  }).map((l) => l.text);
  assert.deepEqual(lines.slice(5, 7), [
    '      last written by the model: a call of CabinetAPI (which of its methods write drawers is not known); the last one is peek() in turn 2',
    '      last written by the ground truth: none found',
  ]);
});
