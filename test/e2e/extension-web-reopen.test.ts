// A run file closed and opened again in the web worker extension host: the model read before the close
// draws the labels again without a read, told unchanged by the closed text's print (runDocuments.ts in
// src/extension/web: a stat there is a round trip through the window that the labels waited on), and a
// file changed while it was closed is read again. On a copy of the sample's miss_func result file.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { browserLogs } from './driver/browserLogs';
import { openUnwrapped, TALL_VIEWPORT } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const NAME = 'BFCL_v4_multi_turn_miss_func_result.json';
const MISS_FUNC = join(projectRoot, 'sample/result/demo-baseline/multi_turn', NAME);
const WEB_HOST = { 'remote.extensionKind': { 'calibration-lens.calibration-lens': ['web'] } };

describe('a run file closed and opened again in the web worker extension host', () => {
  let vscode: VSCodeSession;
  let workspace: string;
  let file: string;
  before(async () => {
    workspace = mkdtempSync(join(tmpdir(), 'cl-web-reopen-'));
    mkdirSync(join(workspace, 'result/model/multi_turn'), { recursive: true });
    file = join(workspace, 'result/model/multi_turn', NAME);
    copyFileSync(MISS_FUNC, file);
    vscode = await openVSCode({ name: 'extension-web-reopen', workspace, viewport: TALL_VIEWPORT, settings: WEB_HOST });
  });
  after(async () => {
    await vscode?.close();
    rmSync(workspace, { recursive: true, force: true });
  });

  const labelsOn = (line: number) => eventually(() => vscode.editor.decorationsOn(line), (d) => d.length > 0, { what: `labels on line ${line}`, timeoutMs: 30_000 });
  const reopen = async () => {
    await vscode.workbench.runCommand('View: Close All Editors');
    await openUnwrapped(vscode, file);
  };
  const ourLog = async () => [...(await browserLogs(vscode.page))].filter(([path]) => path.includes('/calibration-lens.calibration-lens/')).map(([, text]) => text).join('\n');

  it('draws the labels of the model kept at the close, unchanged, and reads the file again when it changed while closed', () =>
    vscode.step('web-reopen', async () => {
      await openUnwrapped(vscode, file);
      const [first, second] = [await labelsOn(1), await labelsOn(2)];
      assert.notDeepEqual(first, second);
      await reopen();
      assert.deepEqual(await labelsOn(1), first);
      const kept = `Kept the model of ${file} read before its editor closed (the file unchanged since).`;
      await eventually(ourLog, (log) => log.includes(kept), { what: 'the log line of the model kept' });
      // Closed, then its first two cases swapped on disk: opened again, each line has the other's labels.
      await vscode.workbench.runCommand('View: Close All Editors');
      const [one, two, ...rest] = readFileSync(file, 'utf8').split('\n');
      writeFileSync(file, [two, one, ...rest].join('\n'));
      await openUnwrapped(vscode, file);
      assert.deepEqual(await eventually(() => vscode.editor.decorationsOn(1), (d) => JSON.stringify(d) === JSON.stringify(second), { what: 'line 2\'s labels on line 1', timeoutMs: 30_000 }), second);
      assert.deepEqual(await labelsOn(2), first);
      assert.equal((await ourLog()).split('\n').filter((l) => l.includes(kept)).length, 1);
    }));
});
