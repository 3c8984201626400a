// The text of some messages of a tau2 run, for the export of decisions: the run's model keeps no
// message text (it stays in the file), so the files are scanned once and only the simulations asked
// for are parsed, one at a time. A message's text is its content, then each tool call as a call.
import { readText } from '../files/fileAccess';
import { hostFiles } from '../files/hostFiles';
import { JsonStructureScanner } from './jsonStructureScanner';
import { runOfSimulationFile } from './readResults';
import { scanReadablePart } from './scanReadablePart';
import { MessageSchema, SimulationSchema } from './schema';
import { flattenTicks } from './ticks';
import { toolCallText } from './toolCallText';

/** Simulation id -> message index -> text. */
export type MessageTexts = Map<string, Map<number, string>>;

/**
 * `wanted`: simulation id -> message indices, in `files` (a monolithic results file, or the results
 * file and the simulation files of a dir-layout run). Messages not found are left out.
 */
export async function readMessageTexts(files: readonly string[], wanted: ReadonlyMap<string, ReadonlySet<number>>): Promise<MessageTexts> {
  const texts: MessageTexts = new Map();
  const take = (value: unknown) => {
    const sim = SimulationSchema.safeParse(value);
    const id = sim.success ? sim.data.id : null;
    const indices = id ? wanted.get(id) : undefined;
    if (!sim.success || !id || !indices) return;
    const messages = sim.data.messages ?? (Array.isArray(sim.data.ticks) ? flattenTicks(sim.data.ticks, new Map(), 1).messages : []);
    const byIndex = new Map<number, string>();
    for (const i of indices) {
      const text = messageText(messages[i]);
      if (text !== null) byIndex.set(i, text);
    }
    texts.set(id, byIndex);
  };
  for (const file of files) {
    // A simulation file of the dir layout is one simulation, read whole; a results file is scanned.
    if (await runOfSimulationFile(file)) {
      try {
        const text = await readText(hostFiles, file);
        if (text !== null) take(JSON.parse(text));
      } catch {
        // Not readable or not JSON: the run's reader reports it; it has no text here.
      }
      continue;
    }
    await scanSimulations(file, take);
  }
  return texts;
}

async function scanSimulations(file: string, take: (simulation: unknown) => void): Promise<void> {
  const scanner = new JsonStructureScanner({
    onValue: (start) => start.path.length === 2 && start.path[0] === 'simulations' && typeof start.path[1] === 'number',
    onCaptured(_start, captured) {
      try {
        take(JSON.parse(captured.text()));
      } catch {
        // A simulation that is not JSON is the reader's problem to report; it has no text here.
      }
    },
  }, 2);
  await scanReadablePart(file, scanner);
}

/** Content (text as it is, anything else as JSON), then one line per tool call; null when neither. */
export function messageText(raw: unknown): string | null {
  const m = MessageSchema.safeParse(raw);
  if (!m.success) return null;
  const content = m.data.content;
  const parts: string[] = [];
  if (typeof content === 'string' ? content.trim() !== '' : content !== null && content !== undefined) parts.push(typeof content === 'string' ? content : JSON.stringify(content));
  for (const c of m.data.tool_calls ?? []) {
    const args = c.arguments && typeof c.arguments === 'object' && !Array.isArray(c.arguments) ? (c.arguments as Record<string, unknown>) : {};
    parts.push(toolCallText(c.name, args));
  }
  return parts.length ? parts.join('\n') : null;
}
