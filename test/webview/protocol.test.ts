// The extension acts only on messages of the protocol's shape; anything else from the webview is ignored.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isFromWebview } from '../../src/protocol';

describe('messages from the summary webview', () => {
  it('accepts every message of the protocol', () => {
    for (const message of [
      { type: 'ready' },
      { type: 'reload' },
      { type: 'addRuns' },
      { type: 'openCase', file: '/r/BFCL_v4_multi_turn_base_result.json', line: 3, id: 'multi_turn_base_2' },
      { type: 'export', format: 'markdown', destination: 'file', compare: null },
      { type: 'export', format: 'csv', destination: 'clipboard', compare: { baseline: 0, probe: 1 } },
    ]) {
      assert.equal(isFromWebview(message), true, JSON.stringify(message));
    }
  });

  it('rejects anything else', () => {
    for (const message of [
      null,
      'ready',
      { type: 'runCommand', command: 'workbench.action.terminal.new' },
      { type: 'openCase', file: '/r.json', line: 0, id: 'x' },
      { type: 'openCase', file: '/r.json', line: 1.5, id: 'x' },
      { type: 'openCase', file: 5, line: 1, id: 'x' },
      { type: 'openCase', file: '/r.json', line: 1 },
      { type: 'export', format: 'html', destination: 'file', compare: null },
      { type: 'export', format: 'csv', destination: '/etc/passwd', compare: null },
      { type: 'export', format: 'csv', destination: 'file', compare: { baseline: '0', probe: 1 } },
      { type: 'export', format: 'csv', destination: 'file' },
    ]) {
      assert.equal(isFromWebview(message), false, JSON.stringify(message));
    }
  });
});
