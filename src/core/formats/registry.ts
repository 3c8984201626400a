// The formats Calibration Lens reads, each by its one adapter (core/document/formatAdapter.ts). A neutral
// file asks here what a file is, how to read it, which runs a folder holds or what a benchmark gives;
// a new format is its folder and a line in FORMATS.
import { bfclFormat } from '../bfcl/format';
import type { FormatAdapter, NamedFileKind, RunFileKind } from '../document/formatAdapter';
import type { FileAccess } from '../files/fileAccess';
import type { Benchmark } from '../model/model';
import { folderOf } from '../path/pathNames';
import { tau2Format } from '../tau2/format';

export const FORMATS: readonly FormatAdapter[] = [bfclFormat, tau2Format];

/** The formats asked: FORMATS, unless a test has added its own for the time of withFormats. */
let active: readonly FormatAdapter[] = FORMATS;

/** The formats every question below is asked of, in order. */
export function formats(): readonly FormatAdapter[] {
  return active;
}

/**
 * Runs `work` with `extra` formats after FORMATS, then lists FORMATS alone again: how a test shows that
 * a format is its adapter (test/unit/formats/testFormat.test.ts). Nothing in the program calls it.
 */
export async function withFormats<T>(extra: readonly FormatAdapter[], work: () => Promise<T>): Promise<T> {
  const before = active;
  active = [...before, ...extra];
  try {
    return await work();
  } finally {
    active = before;
  }
}

/** The adapter of a benchmark the model names. */
export function formatOf(benchmark: Benchmark): FormatAdapter {
  const format = active.find((f) => f.benchmark === benchmark);
  if (!format) throw new Error(`No format reads ${benchmark} runs.`);
  return format;
}

/** The adapter that reads files of this kind. */
export function formatOfKind(kind: RunFileKind): FormatAdapter {
  const format = active.find((f) => f.fileKinds.includes(kind));
  if (!format) throw new Error(`No format reads ${kind} files.`);
  return format;
}

/** Whether a file of this kind holds a run's cases (a score file is read only beside its result file). */
export function holdsCases(kind: RunFileKind): boolean {
  return kind !== 'score';
}

/** Where the file read together with this one may lie, first place first; none for a file read alone. */
export function partnerPlaces(path: string, kind: RunFileKind): string[] {
  return formatOfKind(kind).partnerPlaces(path, kind);
}

/** The first of a file's partner places that is a file on `files` (a score file's result file), else null. */
export async function partnerThrough(files: FileAccess, path: string, kind: RunFileKind): Promise<string | null> {
  for (const place of partnerPlaces(path, kind)) if ((await files.stat(place))?.kind === 'file') return place;
  return null;
}

/** What a file's name says it is in the format that names it; null when no format tells it by name. */
export function kindOfName(path: string): NamedFileKind | null {
  for (const format of active) {
    const kind = format.kindOfName(path);
    if (kind) return kind;
  }
  return null;
}

/** The folder a run lives in: where a format's layout puts the file below it, else the file's own folder. */
export function runFolderOf(path: string): string {
  for (const format of active) {
    const folder = format.runFolderAbove(path);
    if (folder !== null) return folder;
  }
  return folderOf(path);
}
