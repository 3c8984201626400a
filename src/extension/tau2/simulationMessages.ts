// A tau2 simulation's messages, for the windows before its database writes: parsed from the open
// document's lines of the simulation (from its `{` to its `}`), else read from its file as this host
// reads files (its file access). Once per simulation of a model.
import * as vscode from 'vscode';
import type { Case } from '../../core/model/model';
import { flattenTicks } from '../../core/tau2/ticks';
import { simulationMessagesOnDisk } from '../../core/tau2/oneSimulation';

const read = new WeakMap<Case, Promise<readonly unknown[] | null>>();

export function simulationMessages(document: vscode.TextDocument | undefined, kase: Case): Promise<readonly unknown[] | null> {
  let messages = read.get(kase);
  if (!messages) {
    messages = fromDocument(document, kase) ?? simulationMessagesOnDisk(kase);
    read.set(kase, messages);
  }
  return messages;
}

/** The simulation's own lines of a pretty-printed document; null when they do not hold it alone. */
function fromDocument(document: vscode.TextDocument | undefined, kase: Case): Promise<readonly unknown[] | null> | null {
  const sim = kase.simulation;
  if (!sim || !document || document.uri.fsPath !== sim.file || sim.endLine <= sim.line || sim.endLine > document.lineCount) return null;
  const text = document.getText(new vscode.Range(sim.line - 1, 0, sim.endLine - 1, document.lineAt(sim.endLine - 1).text.length)).trim().replace(/,$/, '');
  try {
    const value = JSON.parse(text) as { messages?: unknown; ticks?: unknown };
    if (Array.isArray(value.messages)) return Promise.resolve(value.messages);
    if (Array.isArray(value.ticks)) return Promise.resolve(flattenTicks(value.ticks, new Map(), sim.line).messages);
  } catch {
    // Edited since it was read, or not on lines of its own: read it from its file.
  }
  return null;
}
