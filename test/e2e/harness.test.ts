// The harness proven on its own, with a fixture extension that draws one of everything the harness
// reads (test/e2e/fixtures/harness-probe): if these pass, a failing feature test is the feature's.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cssContentText, eventually, openVSCode, projectRoot, type VSCodeSession } from './harness';

const fixtures = join(projectRoot, 'test', 'e2e', 'fixtures');
const probeFile = join(fixtures, 'probe-workspace', 'sample.probe.txt');

describe('cssContentText', () => {
  it('reads decoration text back from computed CSS content', () => {
    assert.equal(cssContentText('"PROBE  A"'), 'PROBE  A');
    assert.equal(cssContentText('"say \\"hi\\" \\\\ end"'), 'say "hi" \\ end');
    assert.equal(cssContentText('"T1\\a T2"'), 'T1\nT2');
    assert.equal(cssContentText('"\\1F600 !"'), '\u{1F600}!');
    assert.equal(cssContentText('none'), null);
    assert.equal(cssContentText('normal'), null);
  });
});

describe('the e2e harness, on a probe extension in code-server', () => {
  let vscode: VSCodeSession;
  before(async () => {
    vscode = await openVSCode({
      name: 'harness',
      workspace: join(fixtures, 'probe-workspace'),
      vsix: null,
      extensionFolders: [join(fixtures, 'harness-probe')],
    });
  });
  after(async () => {
    await vscode?.close();
  });

  it('opens a file by path and reads its language mode', () =>
    vscode.step('open-file', async () => {
      await vscode.workbench.openFile(probeFile);
      assert.equal(await vscode.workbench.activeEditorPath(), 'sample.probe.txt');
      await eventually(() => vscode.workbench.languageMode(), (mode) => mode === 'Plain Text', { what: 'the language mode Plain Text' });
    }));

  it('reads decoration and inlay hint texts per line, apart from the text', () =>
    vscode.step('decorations', async () => {
      const lines = await eventually(() => vscode.editor.drawnLines(), (ls) => ls.some((l) => l.decorations.length > 0) && ls.some((l) => l.hints.length > 0), {
        what: 'the probe decorations and inlay hint',
      });
      assert.deepEqual(lines, [
        { line: 1, text: 'first line', decorations: ['PROBE  A'], hints: [] },
        { line: 2, text: 'second line', decorations: ['PROBE "B" \\ end'], hints: [] },
        { line: 3, text: 'third line', decorations: [], hints: ['HINT 3'] },
        { line: 4, text: '', decorations: [], hints: [] },
      ]);
    }));

  it('reads the hover at a position and over a decoration', () =>
    vscode.step('hover', async () => {
      const atPosition = await vscode.editor.hoverAt(2, 2);
      assert.match(atPosition, /Probe warning on line 2/);
      assert.match(atPosition, /Probe hover: line 2/);
      await vscode.editor.dismiss();
      assert.match(await vscode.editor.hoverOverDecoration('PROBE "B"'), /Probe warning on line 2/);
      await vscode.editor.dismiss();
    }));

  it('reads the problem counts and the Problems panel', () =>
    vscode.step('problems', async () => {
      const counts = await eventually(() => vscode.problems.counts(), (c) => c.warnings > 0, { what: 'the probe warning' });
      assert.deepEqual(counts, { errors: 0, warnings: 1, infos: 0 });
      assert.deepEqual(await vscode.problems.list(), [
        {
          file: 'sample.probe.txt',
          severity: 'warning',
          message: 'Probe warning on line 2',
          source: 'harness-probe',
          code: 'probe-code',
          line: 2,
          column: 1,
          related: [{ message: 'Related: line 3', file: 'sample.probe.txt', line: 3, column: 1 }],
        },
      ]);
    }));

  it('reads and expands a contributed tree view', () =>
    vscode.step('tree', async () => {
      await vscode.workbench.runCommand('Explorer: Focus on Probe Tree View');
      await vscode.views.expand('Probe Tree', 'Alpha');
      assert.deepEqual(await vscode.views.treeRows('Probe Tree'), [
        { label: 'Alpha', description: 'first', level: 1, expanded: true, icon: null },
        { label: 'Alpha child', description: null, level: 2, expanded: null, icon: null },
        { label: 'Beta', description: null, level: 1, expanded: null, icon: null },
      ]);
    }));

  it('reads the text of a read-only virtual document', () =>
    vscode.step('virtual-document', async () => {
      await vscode.workbench.runCommand('Harness Probe: Open Virtual Document');
      await eventually(() => vscode.workbench.activeTabTitle(), (t) => t === 'case.txt', { what: 'the virtual document' });
      assert.equal(await vscode.editor.text(), 'Case view line one\nCase view line two\n');
    }));

  it('reaches the document inside a webview', () =>
    vscode.step('webview', async () => {
      await vscode.workbench.runCommand('Harness Probe: Open Panel');
      const frame = await vscode.views.webviewFrame('calibration-lens-tests.harness-probe');
      assert.equal(await frame.locator('#greeting').innerText(), 'Hello from the probe');
    }));

  it('finds the activation in the extension host log, and no errors', () => {
    assert.deepEqual(vscode.extensionHostLog.activation('calibration-lens-tests.harness-probe'), {
      event: 'onStartupFinished',
      startup: false,
    });
    assert.deepEqual(vscode.extensionHostLog.errors(), []);
  });
});
