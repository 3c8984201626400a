// The "Calibration Lens" log (Output panel): what was read and how long it took, for users who
// wonder why a file shows no labels and for the open-time benchmark.
import * as vscode from 'vscode';

let channel: vscode.LogOutputChannel | undefined;

export function log(): vscode.LogOutputChannel {
  channel ??= vscode.window.createOutputChannel('Calibration Lens', { log: true });
  return channel;
}
