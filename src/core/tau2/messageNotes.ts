// What a reader must know about messages the paper's rules do not expect, gathered over a run and said
// once as a warning with the first places (formats-tau2.md section 5.2): assistant content that is not
// text (the reference would crash; we read it as its JSON text), and roles tau2 never writes.
import { fileNameOf } from '../path/pathNames';
import { countOf } from '../text/countOf';

export const TAU2_ROLES: ReadonlySet<string> = new Set(['system', 'assistant', 'user', 'tool']);

export interface NotePlace {
  file: string;
  line: number;
  /** `simulations[1].messages[0]` */
  path: string;
  /** What was found there: `a list`, `"robot"`. */
  what: string;
}

export interface MessageNotes {
  nonText: NotePlace[];
  unknownRoles: NotePlace[];
}

export const noMessageNotes = (): MessageNotes => ({ nonText: [], unknownRoles: [] });

const SHOWN = 3;

/** The warnings of a run (whose main file is `runFile`) about the messages noted while reading it. */
export function messageNoteWarnings(notes: MessageNotes, runFile: string): string[] {
  const places = (list: NotePlace[]) => {
    const shown = list.slice(0, SHOWN).map((p) => `${p.what} at ${p.path} (${p.file === runFile ? '' : `${fileNameOf(p.file)} `}line ${p.line})`);
    return shown.join('; ') + (list.length > SHOWN ? `; and ${list.length - SHOWN} more` : '');
  };
  const out: string[] = [];
  const n = notes.nonText.length;
  if (n) out.push(`${countOf(n, 'assistant message')} ${n === 1 ? 'has' : 'have'} content that is not text (${places(notes.nonText)}): ${n === 1 ? 'it was' : 'each was'} read as its JSON text, where the paper's script would stop.`);
  const r = notes.unknownRoles.length;
  if (r) out.push(`${countOf(r, 'message')} ${r === 1 ? 'has' : 'have'} a role tau2 does not write (${places(notes.unknownRoles)}): only assistant messages get classes, so ${r === 1 ? 'it gets' : 'these get'} none.`);
  return out;
}

export function kindOfContent(content: unknown): string {
  return content === null ? 'null' : Array.isArray(content) ? 'a list' : typeof content === 'object' ? 'an object' : `a ${typeof content}`;
}
