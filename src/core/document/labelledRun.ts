// A run as the annotators' decisions are resolved against it, whatever its format: every file that
// holds its cases read whole (decisions need turns and emissions), with its sha256 and its path
// relative to the run folder, as the label store names it; and the own text of each case and
// emission, which carrying decisions over to a changed file compares. A format reads its runs into
// these (FormatAdapter.labelling); core/annotation reads nothing of a format's own.
import { relative } from 'node:path';
import type { ActionClass } from '../classify/actionClass';
import type { ResultFileRead } from '../model/fileRead';
import type { Benchmark, Case, Emission } from '../model/model';
import type { FormatSources } from './formatSources';

/** The classes an emission counts with (the classifier's, or a human's where they decided). */
export type ClassesOf = (kase: Case, e: Emission) => readonly ActionClass[];

export interface LabelledFile {
  path: string;
  /** Relative to the run folder, forward slashes. */
  relPath: string;
  sha256: string;
  /** The sha256 of each other file its cases are read from, by path relative to the run folder (a tau2 dir layout's simulations/<id>.json). */
  caseFileSha256?: ReadonlyMap<string, string>;
  benchmark: Benchmark;
  /** The file's group: its BFCL category or tau2 domain ("unknown" when neither is known). */
  group: string;
  read: ResultFileRead;
  /** The gold classes GAR is reported for in this file, in the benchmark's order (none: no gold known). */
  goldClasses: readonly ActionClass[];
  /** The cases GAR counts (BFCL: every case; tau2: the scored simulations). */
  garCases: readonly Case[];
  /** The case's gold classes hit when its emissions have `classesOf`'s classes, by its benchmark's rule. */
  goldHitsWith: (kase: Case, classesOf: ClassesOf) => ActionClass[];
}

export interface RunContext {
  /** Tells runs apart when two are reached twice: BFCL the model folder, tau2 the results file. */
  id: string;
  model: string;
  folder: string;
  files: Map<string, LabelledFile>;
}

/** How a run is read for labelling. */
export interface LabelRead {
  /**
   * The ids of the cases that decisions are about, by file path relative to the run folder. Given, a
   * format may read only those cases with their turns (the others with their classes and hits, all that
   * resolving decisions and GAR need of them), so a run of any size takes little memory.
   */
  decided?: ReadonlyMap<string, ReadonlySet<string>>;
  /** What the formats read beside their runs (tau2: tasks files whose gold replaces the pinned gold). */
  sources?: FormatSources;
}

/** A run read for labelling; null when it proved no run of the format, with the sentences that say why. */
export interface LabelledRunRead {
  run: RunContext | null;
  warnings: string[];
}

export interface CaseText {
  text: string;
  /** By `placeText` of the emission's place. */
  emissions: Map<string, string>;
}

/** Case id -> its text. */
export type CaseTexts = Map<string, CaseText>;

export function runRelativePath(runFolder: string, file: string): string {
  return relative(runFolder, file).split(/[\\/]/).join('/');
}
