// The e2e harness: the packaged extension in a real VS Code (code-server 4.100.3 on loopback, fresh
// profile) driven by Chromium through playwright-core. test/e2e/setup.mjs installs code-server and
// packages calibration-lens.vsix before the tests run. A test file opens one session and closes it:
//
//   import { after, before, describe, it } from 'node:test';
//   import assert from 'node:assert/strict';
//   import { eventually, openVSCode, type VSCodeSession } from './harness';
//   import { RELEASE, resultPath, withoutSharedData, XLAM } from '../support/sharedData';
//
//   describe('labels in a result file', { skip: withoutSharedData }, () => {
//     let vscode: VSCodeSession;
//     before(async () => { vscode = await openVSCode({ name: 'labels', workspace: RELEASE }); });
//     after(async () => { await vscode?.close(); });
//
//     it('labels the first case', () => vscode.step('first-case-label', async () => {
//       await vscode.workbench.openFile(resultPath(XLAM, 'base'));
//       const labels = await eventually(() => vscode.editor.decorationsOn(1), (d) => d.length > 0,
//         { what: 'a label on line 1' });
//       assert.deepEqual(labels.slice(0, 3), ['PASS', 'T1 TOOL_CALL', 'T2 TOOL_CALL']);
//     }));
//   });
//
// Also: workbench.runCommand('Calibration Lens: …') by palette title, editor.hoverAt(line, col),
// problems.counts() / problems.list(), views.treeRows('Calibration Lens'), views.webviewFrame(id),
// editor.text() for read-only documents, extensionHostLog.activation(id) / .errors().
// step() screenshots test-artifacts/e2e/<name>/NN-<step>.png and, on failure, adds the extension
// host's errors to the message; close() copies the logs there. Read values with `eventually` (the
// workbench updates asynchronously), then assert exact values. E2E_KEEP_PROFILE=1 keeps the
// user-data folder for inspection.
export { eventually, type EventuallyOptions } from './driver/eventually';
export { openVSCode, VSCodeSession, chromiumArgs, type VSCodeOptions } from './driver/session';
export { editorInGroupOf, type DrawnLine } from './driver/editor';
export type { Problem, ProblemCounts, RelatedInformation } from './driver/problems';
export type { TreeRow } from './driver/views';
export type { Activation } from './driver/logs';
export { cssContentText } from './driver/cssContent';
export { packagedExtension, projectRoot, artifactsDir } from './driver/paths';
