// The formats Calibration Lens reads, each by its one adapter (core/model/formatAdapter.ts). A neutral
// file asks here what a file is or what a benchmark gives; a new format is its folder and a line here.
import { bfclFormat } from '../bfcl/format';
import type { FormatAdapter, NamedFileKind } from '../model/formatAdapter';
import type { Benchmark } from '../model/model';
import { folderOf } from '../path/pathNames';
import { tau2Format } from '../tau2/format';

export const FORMATS: readonly FormatAdapter[] = [bfclFormat, tau2Format];

/** The adapter of a benchmark the model names. */
export function formatOf(benchmark: Benchmark): FormatAdapter {
  const format = FORMATS.find((f) => f.benchmark === benchmark);
  if (!format) throw new Error(`No format reads ${benchmark} runs.`);
  return format;
}

/** What a file's name says it is in the format that names it; null when no format tells it by name. */
export function kindOfName(path: string): NamedFileKind | null {
  for (const format of FORMATS) {
    const kind = format.kindOfName(path);
    if (kind) return kind;
  }
  return null;
}

/** The folder a run lives in: where a format's layout puts the file below it, else the file's own folder. */
export function runFolderOf(path: string): string {
  for (const format of FORMATS) {
    const folder = format.runFolderAbove(path);
    if (folder !== null) return folder;
  }
  return folderOf(path);
}
