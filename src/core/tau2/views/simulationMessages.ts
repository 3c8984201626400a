// A tau2 simulation's messages, for the windows before its database writes: parsed from the open
// document's lines of the simulation (from its `{` to its `}`), else read from its file as this host
// reads files (its file access). Once per simulation of a model.
import type { OpenDocumentText } from '../../document/formatViews';
import type { Case } from '../../model/model';
import { simulationMessagesOnDisk } from '../oneSimulation';
import { flattenTicks } from '../ticks';

const read = new WeakMap<Case, Promise<readonly unknown[] | null>>();

export function simulationMessages(open: OpenDocumentText | undefined, kase: Case): Promise<readonly unknown[] | null> {
  let messages = read.get(kase);
  if (!messages) {
    messages = fromDocument(open, kase) ?? simulationMessagesOnDisk(kase);
    read.set(kase, messages);
  }
  return messages;
}

/** The simulation's own lines of a pretty-printed document; null when they do not hold it alone. */
function fromDocument(open: OpenDocumentText | undefined, kase: Case): Promise<readonly unknown[] | null> | null {
  const sim = kase.simulation;
  if (!sim || !open || open.path !== sim.file || sim.endLine <= sim.line || sim.endLine > open.lineCount) return null;
  const text = open.lines(sim.line, sim.endLine).trim().replace(/,$/, '');
  try {
    const value = JSON.parse(text) as { messages?: unknown; ticks?: unknown };
    if (Array.isArray(value.messages)) return Promise.resolve(value.messages);
    if (Array.isArray(value.ticks)) return Promise.resolve(flattenTicks(value.ticks, new Map(), sim.line).messages);
  } catch {
    // Edited since it was read, or not on lines of its own: read it from its file.
  }
  return null;
}
