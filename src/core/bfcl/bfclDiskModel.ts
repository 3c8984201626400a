// A BFCL file's model in the Node host and the command line: from the editor's text when it is open,
// else streamed from disk (with its progress), the score file beside it from an editor or from disk.
import { readResultFile } from './resultFile';
import { readScoreFile } from './scoreFile';
import { readScoreText } from './scoreText';
import type { ScoreFileRead } from './types';
import { readText, type FileAccess } from '../files/fileAccess';
import type { ResultModel, ScoreModel } from '../document/fileModel';
import { bfclJoinedModel, bfclResultModelOfText, bfclScoreModelOf, bfclScoreModelOfText } from './bfclModel';

export interface BfclLoad {
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  version: number | null;
  files: FileAccess;
  /** The score file's text when an editor holds it (unsaved edits included). */
  scoreText?: (path: string) => string | undefined;
  /** Bytes read of the file's size, and a signal that stops the read (ReadCancelled); disk reads only. */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
  /** Awaited between slices of an editor's text, so the host stays free to answer (default: the next turn of the event loop). */
  pause?: () => Promise<void>;
  /** Told the 1-based line reached as an editor's text is read in slices (a big document's labelling progress). */
  onLine?: (line: number) => void;
}

/** `score`: the score file found on local disk (null: none), or the places it may lie at, read through the file access in turn. */
export async function bfclResultModel(path: string, scoreAt: string | null | readonly string[], load: BfclLoad): Promise<ResultModel> {
  const score = () => (typeof scoreAt === 'string' ? readPartnerScore(scoreAt, load) : scoreAt ? firstScoreOf(scoreAt, load) : Promise.resolve(null));
  if (load.text !== undefined) {
    return bfclResultModelOfText(path, load.text, { version: load.version, score, pause: load.pause ?? nextTurn, onLine: load.onLine });
  }
  const read = await readResultFile(path, await diskWatch(path, load));
  return bfclJoinedModel(path, load.version, read, await score());
}

export async function bfclScoreModel(path: string, load: Pick<BfclLoad, 'text' | 'version'>): Promise<ScoreModel> {
  return load.text !== undefined ? bfclScoreModelOfText(path, load.text, load.version) : bfclScoreModelOf(path, load.version, await readScoreFile(path));
}

async function readPartnerScore(path: string, load: BfclLoad): Promise<ScoreFileRead | null> {
  const text = load.scoreText?.(path);
  if (text !== undefined) return readScoreText(text, path);
  if (!(await load.files.stat(path))) return null;
  return readScoreFile(path);
}

/** The first of the places that an editor holds or the file system has; null when none. */
async function firstScoreOf(places: readonly string[], load: BfclLoad): Promise<ScoreFileRead | null> {
  for (const place of places) {
    const text = load.scoreText?.(place) ?? (await readText(load.files, place).catch(() => null));
    if (text !== null) return readScoreText(text, place);
  }
  return null;
}

async function diskWatch(path: string, load: BfclLoad): Promise<{ signal?: AbortSignal; onBytes?: (bytes: number) => void }> {
  const progress = load.progress;
  if (!progress) return {};
  const size = (await load.files.stat(path))?.size ?? 0;
  let done = 0;
  return { signal: progress.signal, onBytes: (bytes) => progress.onProgress((done += bytes), size) };
}

/** A turn of the event loop in any host, when the host gave no pause of its own (the editors give theirs). */
function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
