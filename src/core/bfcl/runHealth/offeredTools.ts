// Which functions a BFCL case offers at a turn, from its test data: the functions of its involved
// classes (their docs in multi_turn_func_doc/, by BFCL's MULTI_TURN_FUNC_DOC_FILE_MAPPING), less
// `excluded_function`, less miss_func's held-out functions before the turn that adds them back.
// Without the docs only the functions a case certainly does not offer are known.
import { join } from 'node:path';
import type { TestEntry } from '../goldPath/schemas';
import type { FileAccess } from '../../files/fileAccess';
import { cachedLines } from '../goldPath/testData';

/** bfcl_eval/constants/executable_backend_config.py: each backend class's doc file. */
const DOC_FILE: Record<string, string> = {
  GorillaFileSystem: 'gorilla_file_system.json',
  MathAPI: 'math_api.json',
  MessageAPI: 'message_api.json',
  TwitterAPI: 'posting_api.json',
  TicketAPI: 'ticket_api.json',
  TradingBot: 'trading_bot.json',
  TravelAPI: 'travel_booking.json',
  VehicleControlAPI: 'vehicle_control.json',
};

export interface OfferedTools {
  /** Why `name`, called at `turn`, was not offered there; null when it was (or cannot be told). */
  notOffered(name: string, turn: number): string | null;
}

/** Function names per doc file of a test data folder, read once per folder. */
export class FunctionDocs {
  private readonly byFolder = new Map<string, Promise<Map<string, Set<string>>>>();

  constructor(private readonly files: FileAccess) {}

  async offered(folder: string, entry: TestEntry): Promise<OfferedTools> {
    const docs = await this.folderDocs(folder);
    const classes = entry.involved_classes ?? [];
    // Every involved class's doc is needed to know the whole list; else only what is taken away is known.
    const known = classes.length > 0 && classes.every((c) => docs.has(DOC_FILE[c] ?? ''));
    const listed = new Set(classes.flatMap((c) => [...(docs.get(DOC_FILE[c] ?? '') ?? [])]));
    const excluded = new Set(entry.excluded_function ?? []);
    const heldOut = new Map<string, number>();
    for (const [turn, fns] of Object.entries(entry.missed_function ?? {})) {
      for (const f of fns) heldOut.set(typeof f === 'string' ? f : f.name, Number(turn));
    }
    return {
      notOffered(name: string, turn: number): string | null {
        const back = heldOut.get(name);
        if (back !== undefined && turn < back) return `${name} is held out until turn ${back + 1}`;
        if (excluded.has(name)) return `${name} is excluded from this case's tools`;
        if (known && !listed.has(name)) return `${name} is not a function of ${classes.join(', ')}`;
        return null;
      },
    };
  }

  private folderDocs(folder: string): Promise<Map<string, Set<string>>> {
    let docs = this.byFolder.get(folder);
    if (!docs) this.byFolder.set(folder, (docs = readDocs(this.files, folder)));
    return docs;
  }
}

async function readDocs(files: FileAccess, folder: string): Promise<Map<string, Set<string>>> {
  const out = new Map<string, Set<string>>();
  for (const file of new Set(Object.values(DOC_FILE))) {
    // Kept by the file's stat from one pass to the next (a load of the panel checks every run again).
    const lines = await cachedLines(files, join(folder, 'multi_turn_func_doc', file));
    if (lines === null) continue;
    const names = new Set<string>();
    for (const line of lines) {
      const name = /"name"\s*:\s*"([^"]+)"/.exec(line)?.[1];
      if (name) names.add(name);
    }
    out.set(file, names);
  }
  return out;
}
