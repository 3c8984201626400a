// Where the extension runs, said on activation in the log and by a command, and set as the context key
// calibrationLens.host: one build of the features runs in the Node extension host (desktop VS Code,
// code-server) and in the web worker extension host (VS Code for the Web), and a user (or a test) can
// ask which one it is in and what differs there.
import * as vscode from 'vscode';
import { log } from './log';

export const SHOW_HOST_COMMAND = 'calibrationLens.showHost';

/** Told at run time, not assumed from the build: the web worker host has no Node.js. */
function nodeVersion(): string | undefined {
  return (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
}

export function hostName(): string {
  const node = nodeVersion();
  return node ? `the Node.js extension host (Node ${node})` : 'the web worker extension host';
}

export function hostSentence(): string {
  const what = nodeVersion()
    ? 'every feature, with files on local disk streamed from it'
    : 'every feature, with every file read and written whole through the workspace file system; ' +
      'with no git here, the first decision asks for a name with none offered';
  return `Calibration Lens runs in ${hostName()}: ${what}.`;
}

export function registerHostReport(): vscode.Disposable {
  void vscode.commands.executeCommand('setContext', 'calibrationLens.host', nodeVersion() ? 'node' : 'web');
  log().info(hostSentence());
  return vscode.commands.registerCommand(SHOW_HOST_COMMAND, () => vscode.window.showInformationMessage(hostSentence()));
}
