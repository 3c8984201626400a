// A tau2 results file read from the text an editor holds, with no file access (the web worker host):
// the run is the monolithic one the text holds. A dir-layout results.json read this way has no
// simulations (they are in files beside it), and says so in its warnings.
import { messageNoteWarnings, noMessageNotes } from './messageNotes';
import { emptyRun, readRunDocument, type DocumentOptions } from './runDocument';
import type { Tau2Run } from './types';

export async function readTau2Text(path: string, text: string, options: DocumentOptions = {}): Promise<Tau2Run> {
  const run = emptyRun(path, 'monolithic');
  const notes = noMessageNotes();
  const header = await readRunDocument(run, path, 'results', options, notes, async (push) => push(Buffer.from(text, 'utf8')));
  if (!header.isTau2) {
    run.isTau2 = false;
    return run;
  }
  run.warnings.push(...messageNoteWarnings(notes, run.file));
  return run;
}
