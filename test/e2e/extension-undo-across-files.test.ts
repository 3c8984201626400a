// Undo (u) after the queue has moved into the next result file, in code-server, in the Node extension
// host and in the web worker host, on a copy of the sample's demo-baseline run: `a` on the last item
// of the base file moves the queue to the first item of long_context; `u` then withdraws that decision
// (the line is in the store, `calibration-lens labels` no longer lists it), says which one it withdrew,
// and goes back to it. Issue 31: u wrote nothing there and asked to open a result file.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { readResultFile } from '../../src/core/bfcl/resultFile';
import { openUnwrapped } from './extension-helpers';
import { eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';
import { storedDecisions } from './webStore';

const WEB_HOST = { 'remote.extensionKind': { 'calibration-lens.calibration-lens': ['web'] } };

for (const host of ['Node', 'web worker'] as const) {
  describe(`undo after the queue moved into the next file (${host} extension host)`, () => {
    const root = mkdtempSync(join(tmpdir(), 'cl-undo-files-e2e-'));
    const runFolder = join(root, 'result', 'demo-baseline');
    const base = join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');
    const store = join(runFolder, '.calibration-lens', 'labels.jsonl');
    // The web worker host writes a file of its window's own beside the store: read as every reader merges them.
    const storeLines = () => storedDecisions(store);
    let vscode: VSCodeSession;
    before(async () => {
      cpSync(join(projectRoot, 'sample', 'result', 'demo-baseline'), runFolder, { recursive: true });
      cpSync(join(projectRoot, 'sample', 'score', 'demo-baseline'), join(root, 'score', 'demo-baseline'), { recursive: true });
      vscode = await openVSCode({
        name: `extension-undo-across-files-${host === 'Node' ? 'node' : 'web'}`,
        workspace: root,
        settings: { 'calibrationLens.labels.author': 'ann', ...(host === 'Node' ? {} : WEB_HOST) },
      });
    });
    after(async () => {
      await vscode?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it('withdraws the decision made on the last item of the base file from the first item of the next file', () =>
      vscode.step('undo-across-files', async () => {
        // The base file's last case; its last emission (T4 · step 2, OTHER) is the base file's last item.
        const last = (await readResultFile(base)).cases.at(-1)!;
        assert.equal(last.id, 'multi_turn_base_11');
        const [beforeLast, lastOne] = last.turns.at(-1)!.emissions.slice(-2);
        assert.deepEqual([lastOne!.place, lastOne!.cls], [{ turn: 3, step: 1 }, 'other']);
        await openUnwrapped(vscode, base);
        await eventually(() => vscode.editor.decorationsOn(1), (d) => d.some((l) => l.startsWith('T1 ')), { what: 'the labels of line 1', timeoutMs: 90_000 });
        // The cursor on the item before it: the queue starts at the item after the cursor.
        await vscode.workbench.goTo(last.line, beforeLast!.span.start + 1);
        await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
        const tab = () => vscode.workbench.activeTabTitle().then((t) => t?.replace(/, preview$/, '') ?? null);
        await eventually(tab, (t) => t?.startsWith('multi_turn_base_11') ?? false, { what: 'the case view of multi_turn_base_11', timeoutMs: 30_000 });
        const line = await eventually(() => vscode.editor.cursorLine(), (l) => l !== null && l > 1, { what: 'the cursor on the item' });
        assert.match((await vscode.editor.drawnLines()).find((l) => l.line === line)!.text, /^ {2}step 2 {2}OTHER /);
        await vscode.page.keyboard.press('a');
        await eventually(tab, (t) => t?.startsWith('multi_turn_long_context_0') ?? false, { what: 'the queue in the next file', timeoutMs: 30_000 });
        // As a quick annotator does: u as soon as the next case view's tab is in front, before its item
        // has the cursor (its keys wait on no context key the extension sets later).
        await vscode.page.keyboard.press('u');
        const said = await eventually(() => vscode.workbench.notifications(), (n) => n.some((t) => t.startsWith('Undone')), { what: 'the undo to be said', timeoutMs: 30_000 });
        assert.deepEqual(said.filter((t) => t.startsWith('Undone') || t.startsWith('Open ')), [
          "Undone: ann's OTHER on multi_turn_base_11 T4 · step 2 (BFCL_v4_multi_turn_base_result.json) is withdrawn; undo again takes back the one before it.",
        ]);
        assert.deepEqual((await storeLines()).map((d) => [d.case, d.turn, d.step, d.human, d.withdrawn ?? false, d.undo ?? false]), [
          ['multi_turn_base_11', 3, 1, 'other', false, false],
          ['multi_turn_base_11', 3, 1, 'other', true, true],
        ]);
        // Back at the item withdrawn, which is to do again.
        await eventually(tab, (t) => t?.startsWith('multi_turn_base_11') ?? false, { what: 'back at multi_turn_base_11' });
        const cli = JSON.parse(execFileSync(process.execPath, [join(projectRoot, 'dist', 'cli.js'), 'labels', '--results', runFolder, '--json'], { encoding: 'utf8' }));
        assert.deepEqual(cli.decisions, []);
      }));
  });
}
