// What the rest of the program asks of a benchmark format, answered by the one adapter each format's
// folder exports (bfcl/format.ts, tau2/format.ts) and the registry lists (formats/registry.ts): a
// neutral file asks the registry, never a format by name. A new format is its folder and a line there.
import type { ActionClass } from '../classify/actionClass';
import type { FileAccess, FileStat, FolderEntry } from '../files/fileAccess';
import type { CaseRubric } from '../model/auditRubric';
import type { RunProbeMarks } from '../model/probeMarks';
import type { Benchmark, Case, Emission } from '../model/model';
import type { RunCases } from '../model/runCases';
import type { FileModel, ResultModel } from './fileModel';
import type { FormatSources } from './formatSources';
import type { FormatHealth } from './formatHealth';
import type { FormatViews } from './formatViews';
import type { FormatSummaryTable } from './summaryTable';
import type { RunGold } from './caseGold';
import type { CaseTexts, LabelRead, LabelledRunRead } from './labelledRun';

/** What a file's name alone says it is: a run's result file or a grader's score file beside it. */
export type NamedFileKind = 'result' | 'score';

/**
 * The kind of a run file: one a format tells by its name (a BFCL result or score file), or one it tells
 * by its head or its place, which is that format's benchmark name (a tau2 results or simulation file: 'tau2').
 */
export type RunFileKind = NamedFileKind | Benchmark;

/** How much of a file (or a document's text) its kind is told from. */
export const HEAD_CHARS = 4096;

/** An editor setting (calibrationLens.<key>) that names files a format reads beside its runs: one path, or a list of them. */
export interface SourceSetting {
  key: string;
  list: boolean;
}

/**
 * The files beside its runs that a format reads when the editor's settings name them (tau2: tasks.json
 * files for gold, the paper's judgments of database writes). The host reads the settings as paths and
 * hands them to `read`; what that gives is the format's own, handed back to its reads in FormatSources.
 */
export interface FormatSourceFiles {
  /** The settings that name them; none: the format reads nothing beside its runs. */
  settings: readonly SourceSetting[];
  /** The files the settings name (paths by setting key), read; `problems`: what could not be, as sentences to show. */
  read(paths: ReadonlyMap<string, readonly string[]>): Promise<{ sources: unknown; problems: string[] }>;
}

export type { FormatSources } from './formatSources';

/** How a host has a file read into its model. */
export interface FileLoad {
  files: FileAccess;
  /** What the formats read beside their runs, asked only when a file's format reads any (a tau2 file's gold and judgments). */
  sources?: () => Promise<FormatSources>;
  /** The kind when the caller has told it already; else it is told from the name and the first 4 KB. */
  kind?: RunFileKind;
  /** The document's text when it is open in an editor; else the file is read from disk. */
  text?: string;
  /** The document version the text is of; null for a read from disk. */
  version?: number | null;
  /** The text an editor holds of another file of the run (a BFCL score file beside its result file). */
  openText?: (path: string) => string | undefined;
  /** Bytes read of the file's size, and a signal that stops the read (ReadCancelled); disk reads only. */
  progress?: { onProgress: (read: number, total: number) => void; signal?: AbortSignal };
  /** Awaited between slices of an editor's text, so the host stays free to answer (default: the next turn of the event loop). */
  pause?: () => Promise<void>;
  /** Told the 1-based line reached as an editor's text is read in slices (a big document's labelling progress). */
  onLine?: (line: number) => void;
}

/** The other files a file's model is read from: a change in one of them makes the model stale. */
export interface ModelInputs {
  /** The partner file it is joined with (a BFCL result file's score file). */
  partner: string | null;
  /** A folder whose files make up the model (a tau2 dir layout's simulations/). */
  folder: string | null;
}

/** A run the discovery found: its format's own description of it, and the folder named it was found under. */
export interface FoundRun {
  benchmark: Benchmark;
  /** What the format's readRun takes (BFCL: its DiscoveredRun; tau2: its results file). */
  run: unknown;
  /** The index of the root it was first found under. */
  origin: number;
}

/** The files of one format the walk kept, each with the root it was first found under. */
export interface KeptFiles {
  files: FileAccess;
  /** By path, in the order found: its kind and origin. */
  kept: ReadonlyMap<string, { kind: RunFileKind; origin: number }>;
}

/** What the walk over the folders asks of a format (core/discovery/findRuns.ts). */
export interface FormatDiscovery {
  /**
   * Whether the walk keeps this file as one of the format's, and as what; `named`: the user named the
   * file itself (then a format may take it whatever its name).
   */
  keeps(path: string, files: FileAccess, named: boolean): Promise<RunFileKind | null>;
  /** Whether the walk leaves a subfolder alone: null to enter it, '' to skip it silently, else the note that says why. */
  skipsFolder(folder: string, name: string, entries: readonly FolderEntry[]): string | null;
  /** The runs among the files kept, in the order shown, with notes about what is left out. */
  runsAmong(kept: KeptFiles): Promise<{ runs: FoundRun[]; notes: string[] }>;
}

/** How the summaries have a run read: its classes only, each file's bytes told as they are read. */
export interface RunRead {
  /** What the formats read beside their runs (tau2: the tasks files named for gold, as `gar --tasks` takes them). */
  sources?: FormatSources;
  /** Told the bytes read since it was last told, and a signal that stops the reads (ReadCancelled). */
  watch?: { onBytes: (bytes: number) => void; signal?: AbortSignal };
}

/** A run as the tree shows it, before it is read: the files that hold its cases, by the name and place it is told by. */
export interface ShownRun {
  /** What the run is keyed by: its model folder (BFCL), its results file (tau2). */
  folder: string;
  /** Its name until it is read (runNameOf may say a better one then). */
  model: string;
  /** The release or results folder above, to tell runs of the same name apart. */
  where: string;
  /** The files that hold its cases, in the order shown. */
  resultFiles: string[];
}

/** A run read into the model the metrics summarise, or what made it no run of the format after all. */
export type RunReadResult = { ok: true; cases: RunCases } | { ok: false; problems: string[] };

/** What the host hands a format to read its gold with (core/document/caseGold.ts). */
export interface GoldReads {
  files: FileAccess;
  /** A file's 1-based line as an editor holds it when it is open, else as `files` reads it; null past its end. */
  lineOf(path: string, line: number): Promise<string | null>;
  /** The files the format's gold settings name (FormatGold.settings), as paths by setting key. */
  settingPaths: ReadonlyMap<string, readonly string[]>;
  /** What the formats read beside their runs (sourceFiles above). */
  sources(): Promise<FormatSources>;
}

/** How a format reads the gold path of its cases for the editor's gold-path features. */
export interface FormatGold {
  /** The settings (calibrationLens.<key>) its gold is read with: the host hands their paths to readRun, and a change drops what was read. */
  settings: readonly SourceSetting[];
  /** Whether a line of a case view may show a message by its label (only then is its case's gold asked for it). */
  showsSentMessage(text: string): boolean;
  /** The gold of a run file's cases as `model` (one version of it) holds them: read at once, or each case's when first asked. */
  readRun(model: ResultModel, reads: GoldReads): Promise<RunGold>;
}

// Labelling (core/annotation): the runs the annotators' decisions are resolved against.

/** The runs under a path as a format's own command-line discovery finds them. */
export interface CommandLineRuns {
  runs: FoundRun[];
  /** What it warns about. */
  warnings: string[];
  /** Why it found none, when that says more than that there were none (a path that is not its file); null: nothing more. */
  whyNone: string | null;
}

/** What labelling asks of a format: its runs read whole for decisions, and its cases' own texts. */
export interface FormatLabelling {
  /** Whether an annotator gives one of its emissions a set of classes (tau2: a message may ask and call at once), else at most one. */
  classSets: boolean;
  /** Its run files named in a sentence: `one` (a ...) and `many`, for the message of a path that holds no run of any format. */
  runFiles: { one: string; many: string };
  /**
   * The runs under a path the user names on the command line, when the format finds them its own way
   * (BFCL: discover.ts, its release folders and its messages); null: the walk every view uses finds them
   * (core/discovery/findRuns.ts).
   */
  commandLineRuns: ((path: string) => Promise<CommandLineRuns>) | null;
  /** The folder a found run's label store is named by, when its place tells it before it is read; null: only its read tells (a file may prove no run). */
  runFolderOf(found: FoundRun): string | null;
  /** A found run read whole for labelling (core/document/labelledRun.ts). */
  readRun(found: FoundRun, read: LabelRead): Promise<LabelledRunRead>;
  /** The own text of every case and emission of one version of a run file, keyed by case id and `placeText`: what carrying decisions over compares. */
  caseTexts(fileText: string, path: string): CaseTexts;
}

/** A case and those of its emissions whose text is asked (FormatAdapter.emissionTexts). */
export interface AskedEmissions {
  kase: Case;
  emissions: readonly Emission[];
}

export interface FormatAdapter {
  benchmark: Benchmark;
  /** The classes its detector can give, in priority order (the editor's labels and the emit rates list these). */
  emitClasses: readonly ActionClass[];
  /** The kinds of file it reads: what its files' kinds are, so a kind finds its format. */
  fileKinds: readonly RunFileKind[];
  /** What the file's name says it is in this format; null when its name does not tell (then its head may). */
  kindOfName(path: string): NamedFileKind | null;
  /** Whether a file of this name may be this format's by its head (or its place): only such files are read to tell. */
  mayOwnByHead(path: string): boolean;
  /** Whether a file's first bytes say it is a run of this format. */
  ownsHead(head: string): boolean;
  /** The file whose head says whether a file is part of this format's run (a tau2 simulation's results.json); null: none. */
  runFileOf(path: string): string | null;
  /** Whether a file's head looks like one of the files its run file makes its own, for a host that cannot read the run file at once (the web worker host). */
  looksLikeRunMember(head: string): boolean;
  /** The folder a run lives in when this format's layout puts a file below it; null: the file's own folder. */
  runFolderAbove(path: string): string | null;
  /** The other files a file's model is read from. */
  modelInputs(path: string, kind: RunFileKind): ModelInputs;
  /**
   * The files besides itself that the run read from this run file is read from, when its layout keeps
   * them apart and no name tells them (a tau2 dir layout's simulations/<id>.json); none when there are none.
   */
  runMembers(runFile: string): Promise<string[]>;
  /** Where the file read together with this one may lie, first place first (a BFCL result file's score file, a score file's result file); none for a file read alone. */
  partnerPlaces(path: string, kind: RunFileKind): string[];
  /** A file into the neutral model, with its line index. */
  loadFile(path: string, kind: RunFileKind, load: FileLoad): Promise<FileModel>;
  /** How the walk over folders finds its runs. */
  discovery: FormatDiscovery;
  /** The files reading a run reads (for the total its progress is told against). */
  filesRead(found: FoundRun): Promise<string[]>;
  /** A run the discovery found, read into the neutral model the metrics summarise. */
  readRun(found: FoundRun, read: RunRead): Promise<RunReadResult>;
  /** The files that hold the cases of a run the discovery found (BFCL: its result files; tau2: its results file). */
  casesFilesOf(found: FoundRun): string[];
  /** Files of this format that hold cases (found, or open in an editor) as the runs the tree shows, in its order. */
  shownRuns(files: readonly string[]): ShownRun[];
  /** The name a read file gives its run (tau2: its agent); null when only its place names it (BFCL: the model folder). */
  runNameOf(model: ResultModel): string | null;
  /**
   * Whether `gar` finds this format's runs by the discovery every view shares and reads them by this
   * adapter (src/cli/neutralGar.ts). BFCL's runs go through the same table by a discovery of their own
   * (its messages); tau2's through a command of its own (the paper's Tab. 2 layout).
   */
  neutralGar: boolean;
  /** The classes an annotator decides among for one of its emissions, in the order the editor's picker lists them. */
  decisionClasses: readonly ActionClass[];
  /**
   * Whether each of its files is one group whose row counts every case of the file (a BFCL file is one
   * category, whatever its case ids say); else a file's cases are counted in their own group's row.
   */
  fileIsOneGroup: boolean;
  /** For a file its name tells: the folder its release's runs sit in, where a picker of runs starts (BFCL: above result/ and score/); null: none. */
  releaseFolderOf(path: string): string | null;
  /** The files beside its runs that the editor's settings name. */
  sourceFiles: FormatSourceFiles;
  /**
   * The audit rubric (the paper's App. F, B1a-B5) of one of its cases, read from `path` and the test data
   * folder `dataFolder` finds (asked only when the rubric needs it); or the sentence that says why it has none.
   */
  auditRubric(path: string, kase: Case, dataFolder: () => Promise<string | null>): Promise<CaseRubric>;
  /** What a probe run of the format says of its own doing, read from its files (its result file per group, its results root); null: its runs record none. */
  probeMarks(run: { results: string; groups: readonly { group: string; resultFile: string }[] }): Promise<RunProbeMarks | null>;
  /** What the editor's labels, hovers and Problems show of this format's own facts, as neutral view data. */
  views: FormatViews;
  /** A table of its own the summary panel shows in a tab (tau2: the paper's Tab. 3); null: none. */
  summaryTable: FormatSummaryTable | null;
  /** Why `path` (`at`: its stat, null: nothing there) is a run's own file of this format, so never a label store, as a sentence naming it; null when it is not. */
  runFileNote(path: string, at: FileStat | null, files: FileAccess): Promise<string | null>;
  /** The file of its own that case `caseId` of this run file is read from, which a decision on it records (a tau2 dir layout's simulations/<id>.json); null: none. */
  caseFileOf(runFile: string, caseId: string): Promise<string | null>;
  /** The gold path of its cases as the editor's gold-path features ask for it. */
  gold: FormatGold;
  /** How the annotators' decisions read its runs (the label commands, the Review view, the Agreement tab). */
  labelling: FormatLabelling;

  // Run health and the search over what a run said (core/runHealth/, core/search/, core/export/): asked
  // here, so those folders name no format.
  /** Its own run-health checks, its runs' drift shown or compared together, a known-bad item's group. */
  health: FormatHealth;
  /**
   * The text of emissions of a run file's cases as the case view shows each, read back from the run's
   * files (the panel's `text:` search, the export of decisions: a tau2 model keeps no message text).
   * `file`: the run file the cases were read from; `fileText`: its text as they were read (an editor's,
   * else the disk's). Per case asked, its emissions' texts in the order asked; null where one is not found.
   */
  emissionTexts(file: string, asked: readonly AskedEmissions[], fileText: () => Promise<string>): Promise<Array<Array<string | null>>>;
}
