// What the rest of the program asks of a benchmark format, answered by the one adapter each format's
// folder exports (bfcl/format.ts, tau2/format.ts) and the registry lists (formats/registry.ts): a
// neutral file asks the registry, never a format by name.
import type { ActionClass } from '../classify/actionClass';
import type { Benchmark } from './model';

/** What a file's name alone says it is: a run's result file or a grader's score file beside it. */
export type NamedFileKind = 'result' | 'score';

export interface FormatAdapter {
  benchmark: Benchmark;
  /** The classes its detector can give, in priority order (the editor's labels and the emit rates list these). */
  emitClasses: readonly ActionClass[];
  /** What the file's name says it is in this format; null when its name does not tell (then its head may). */
  kindOfName(path: string): NamedFileKind | null;
  /** Whether a file's first bytes say it is a run of this format. */
  ownsHead(head: string): boolean;
  /** The folder a run lives in when this format's layout puts a file below it; null: the file's own folder. */
  runFolderAbove(path: string): string | null;
}
