// Path (or a document's text) -> the neutral model of that file. The kind of file decides the reader;
// nothing after this asks which benchmark it is.
import { basename, dirname, join } from 'node:path';
import { scoreFileFor } from '../bfcl/partnerFiles';
import type { FileAccess } from '../files/fileAccess';
import { fileKindOf, type RunFileKind } from './fileKind';
import type { FileModel } from '../document/fileModel';
import { bfclResultModel, bfclScoreModel, type BfclLoad } from '../bfcl/bfclDiskModel';
import { tau2Model } from '../tau2/tau2DiskModel';
import type { Tau2Sources } from '../tau2/tau2Sources';

export interface FileLoad {
  files: FileAccess;
  /** The kind when the caller has told it already; else it is told from the name and the first 4 KB. */
  kind?: RunFileKind;
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  /** The document version the text is of; null for a read from disk. */
  version?: number | null;
  /** The text an editor holds of another file of the run (a BFCL score file beside its result file). */
  openText?: (path: string) => string | undefined;
  /** tau2 gold and judgments beside the run; asked only for tau2 files. */
  tau2Sources: () => Promise<Tau2Sources>;
  progress?: BfclLoad['progress'];
  pause?: BfclLoad['pause'];
  onLine?: BfclLoad['onLine'];
}

/** The other files a file's model is read from: a change in one of them makes the model stale. */
export interface ModelInputs {
  /** The partner file it is joined with (a BFCL result file's score file). */
  partner: string | null;
  /** A folder whose files make up the model (a tau2 dir layout's simulations/). */
  folder: string | null;
}

/** A file that is not a run is read as a BFCL result file, whose reader says what it could not read. */
export async function loadFile(path: string, load: FileLoad): Promise<FileModel> {
  const kind = load.kind ?? (await fileKindOf(path, load.files, load.text)) ?? 'result';
  const version = load.version ?? null;
  if (kind === 'score') return bfclScoreModel(path, { text: load.text, version });
  if (kind === 'tau2') return tau2Model(path, { text: load.text, version, sources: load.tau2Sources, progress: load.progress });
  return bfclResultModel(path, inputsOf(path, kind).partner, { ...load, version, scoreText: load.openText });
}

export function inputsOf(path: string, kind: RunFileKind): ModelInputs {
  return { partner: kind === 'result' ? scoreFileFor(path) : null, folder: kind === 'tau2' ? simulationsFolderOf(path) : null };
}

/** The simulations/ folder a tau2 file's model reads: beside a dir-layout results.json, or the file's own. */
function simulationsFolderOf(path: string): string | null {
  if (basename(dirname(path)) === 'simulations') return dirname(path);
  return basename(path) === 'results.json' ? join(dirname(path), 'simulations') : null;
}
