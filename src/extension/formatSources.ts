// The files beside the runs that the formats read when the settings name them: each format's adapter
// says which settings (core/document/formatAdapter.ts, sourceFiles) and reads their files itself, on
// the host's file access; what each gives is handed back to the reads of its own files, unopened here.
import type * as vscode from 'vscode';
import type { FormatSources } from '../core/document/formatAdapter';
import { formats } from '../core/formats/registry';
import type { Benchmark } from '../core/model/model';
import { SECTION } from './settings';
import { settingFiles } from './settingPaths';

export interface ReadSources {
  sources: FormatSources;
  /** What could not be read, as sentences that name the setting to fix. */
  problems: string[];
}

/** Every format's files as the settings name them now (each file read once per change on disk, by its format). */
export async function formatSources(): Promise<ReadSources> {
  const reads = await Promise.all(formats().filter((f) => f.sourceFiles.settings.length > 0).map(async (format) => {
    const paths = new Map(format.sourceFiles.settings.map((s) => [s.key, settingFiles(s.key, s.list)]));
    return { benchmark: format.benchmark, ...(await format.sourceFiles.read(paths)) };
  }));
  return { sources: new Map(reads.map((r) => [r.benchmark, r.sources])), problems: reads.flatMap((r) => r.problems) };
}

/** The formats whose files beside the runs a change of the settings renames: their models are read again. */
export function formatsWithChangedSources(e: vscode.ConfigurationChangeEvent): Benchmark[] {
  return formats().filter((f) => f.sourceFiles.settings.some((s) => e.affectsConfiguration(`${SECTION}.${s.key}`))).map((f) => f.benchmark);
}
