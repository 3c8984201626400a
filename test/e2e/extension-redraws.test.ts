// What one key of the review loop asks VS Code to draw again (issue 31, 2): with
// `calibrationLens.test.countRedraws` on, the extension logs per key the decorations it set (and their
// ranges), the tree and lens fires, the status bar updates, the diagnostics set, the reveals and the case
// view texts produced again (src/extension/redrawCount.ts). On a copy of the sample's demo-baseline run,
// its base result file open on the left and the case view of the queue beside it, as an annotator
// works: `a` and `j` within a case, and a `j` that goes to the next case. Each key is held to what it
// changes: the item's decorations, the queue's place, one reveal; nothing else drawn again.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eventually, openVSCode, type VSCodeSession } from './harness';
import { copyDemoBaseline } from './extension-helpers';

const root = mkdtempSync(join(tmpdir(), 'cl-redraws-e2e-'));
const runFolder = join(root, 'result', 'demo-baseline');
const RESULT = join(runFolder, 'multi_turn', 'BFCL_v4_multi_turn_base_result.json');

type Counts = Partial<Record<'setDecorations' | 'decorationRanges' | 'treeWhole' | 'treeElements' | 'codeLenses' | 'inlayHints' | 'fileDecorations' | 'statusBar' | 'diagnostics' | 'reveal' | 'caseViewText', number>>;

/** Every `Redraws after key …` line of the Calibration Lens log so far, in order. */
function redrawLines(vscode: VSCodeSession): { key: string; counts: Counts }[] {
  const logs = join(vscode.server.userDataDir, 'logs');
  const out: { key: string; counts: Counts }[] = [];
  for (const session of existsSync(logs) ? readdirSync(logs).sort() : []) {
    for (const host of readdirSync(join(logs, session)).filter((n) => n.startsWith('exthost')).sort()) {
      const file = join(logs, session, host, 'calibration-lens.calibration-lens', 'Calibration Lens.log');
      if (!existsSync(file)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        const m = /Redraws after key (\S+): (\{.*\})$/.exec(line);
        if (m) out.push({ key: m[1]!, counts: JSON.parse(m[2]!) as Counts });
      }
    }
  }
  return out;
}

describe('what a key of the review loop draws again', () => {
  let vscode: VSCodeSession;
  const position = async () => (await vscode.workbench.statusBarItems()).map(([, text]) => text).find((t) => /^Annotating · \d+ of \d+ /.test(t)) ?? null;
  /** Presses `key` and waits for its counts, logged once nothing more was asked for 2.5 s. */
  const counted = async (key: string) => {
    const before = redrawLines(vscode).length;
    const tab = await vscode.workbench.activeTabTitle();
    await vscode.page.keyboard.press(key);
    const lines = await eventually(async () => redrawLines(vscode), (l) => l.length > before, { what: `the redraws of "${key}" in the log`, timeoutMs: 30_000 });
    const counts = lines[before]!.counts;
    const caseChanged = (await vscode.workbench.activeTabTitle()) !== tab;
    console.log(`${key}${caseChanged ? ' (another case)' : ''}: ${JSON.stringify(counts)}`);
    return { counts, caseChanged };
  };

  before(async () => {
    copyDemoBaseline(root);
    vscode = await openVSCode({ name: 'extension-redraws', workspace: root, settings: { 'calibrationLens.labels.author': 'ann', 'calibrationLens.test.countRedraws': true } });
  });
  after(async () => {
    await vscode?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('counts what a, j and a j to the next case ask VS Code to draw', () =>
    vscode.step('redraws', async () => {
      // The Review view shown, as an annotator keeps it: what a decision changes in it is drawn again.
      await vscode.workbench.runCommand('Explorer: Focus on Calibration Lens: Review View');
      await vscode.workbench.openFile(RESULT);
      await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0, { what: 'the labels of the result file', timeoutMs: 60_000 });
      await vscode.workbench.runCommand('Calibration Lens: Go to the Next Emission Not Reviewed');
      await eventually(position, (p) => p !== null, { what: 'the queue started', timeoutMs: 60_000 });
      // The view at rest before the first key: its first drawing is not the key's.
      await new Promise((r) => setTimeout(r, 3000));
      const accepts = [await counted('a'), await counted('a'), await counted('a')].filter((k) => !k.caseChanged);
      const nexts = [await counted('j'), await counted('j')].filter((k) => !k.caseChanged);
      let caseChange: Awaited<ReturnType<typeof counted>> | null = null;
      for (let i = 0; i < 12 && !caseChange; i++) {
        const k = await counted('j');
        if (k.caseChanged) caseChange = k;
      }
      assert.ok(accepts.length > 0 && nexts.length > 0 && caseChange, 'a key of each kind was counted');
      // Before (main at a32845a): a 50 decoration sets (364-372 ranges), 3 status bar updates and the
      // whole Review view; j 2-27 sets, 3 status bar updates, 4 diagnostics sets; a j to the next case 68
      // sets (228 ranges), 13 status bar updates, 3 diagnostics sets and the whole Calibration Lens tree.
      const nothingElse = { treeWhole: 0, codeLenses: 0, inlayHints: 0, fileDecorations: 0, diagnostics: 0, caseViewText: 0 };
      const held = (c: Counts) => ({ treeWhole: c.treeWhole ?? 0, codeLenses: c.codeLenses ?? 0, inlayHints: c.inlayHints ?? 0, fileDecorations: c.fileDecorations ?? 0, diagnostics: c.diagnostics ?? 0, caseViewText: c.caseViewText ?? 0 });
      for (const { counts } of [...accepts, ...nexts, caseChange!]) {
        assert.deepEqual(held(counts), nothingElse, JSON.stringify(counts));
        assert.equal(counts.reveal, 1, JSON.stringify(counts));
        // At most the key's three states (moving, the next item, done), each drawn once: 1-2 here, as
        // a frame often holds two of them; before, a change of case drew the item 13 times.
        assert.ok((counts.statusBar ?? 0) <= 3, `status bar updates: ${JSON.stringify(counts)}`);
      }
      // a: the decision's label in the case view and in the result file's case line, the queue's place,
      // the Review view's rows that changed (the progress, the queue).
      for (const { counts } of accepts) {
        assert.ok((counts.setDecorations ?? 0) <= 8, `decoration sets of a: ${JSON.stringify(counts)}`);
        assert.ok((counts.treeElements ?? 0) <= 1, `Review view fires of a: ${JSON.stringify(counts)}`);
      }
      // j within a case: the queue's place only.
      for (const { counts } of nexts) assert.ok((counts.setDecorations ?? 0) <= 1, `decoration sets of j: ${JSON.stringify(counts)}`);
      // j to the next case: its new editor's colours, labels and header, none of them empty.
      assert.ok((caseChange!.counts.setDecorations ?? 0) <= 20, `decoration sets of j to the next case: ${JSON.stringify(caseChange!.counts)}`);
    }));
});
