// Where this build runs, said on activation in the log and by a command: in VS Code for the Web the
// extension has every feature, and a user (or a test) can ask which host it is in.
import * as vscode from 'vscode';
import { log } from '../log';

/** package.json contributes it for the web host only (`calibrationLens.host == web`). */
export const SHOW_HOST_COMMAND = 'calibrationLens.showHost';

/** Told at run time, not assumed from the build: the web worker host has no Node.js. */
export function hostName(): string {
  const node = (globalThis as { process?: { versions?: { node?: string } } }).process?.versions?.node;
  return node ? `the Node.js extension host (Node ${node})` : 'the web worker extension host';
}

export function hostSentence(): string {
  return `Calibration Lens runs in ${hostName()}: inline labels, hovers and Problems of BFCL result and score files and tau2 results files, ` +
    'the tree, the case view with the gold path, navigation, the Calibration Summary panel and annotation ' +
    '(decisions written through the workspace file system; with no git here, the first decision asks for a name with none offered).';
}

export function registerHostReport(): vscode.Disposable {
  log().info(hostSentence());
  return vscode.commands.registerCommand(SHOW_HOST_COMMAND, () => vscode.window.showInformationMessage(hostSentence()));
}
