// Path (or a document's text) -> the neutral model of that file, with its line index: the kind of file
// finds its format in the registry, whose adapter reads it; nothing after this asks which format it is.
import type { FileLoad, ModelInputs, RunFileKind } from '../document/formatAdapter';
import type { FileModel } from '../document/fileModel';
import { formatOfKind } from '../formats/registry';
import { fileKindOf } from './fileKind';

export type { FileLoad, ModelInputs };

/** A file that is not a run is read as a BFCL result file, whose reader says what it could not read. */
export async function loadFile(path: string, load: FileLoad): Promise<FileModel> {
  const kind = load.kind ?? (await fileKindOf(path, load.files, load.text)) ?? 'result';
  return formatOfKind(kind).loadFile(path, kind, load);
}

/** The other files a file's model is read from: a change in one of them makes the model stale. */
export function inputsOf(path: string, kind: RunFileKind): ModelInputs {
  return formatOfKind(kind).modelInputs(path, kind);
}
