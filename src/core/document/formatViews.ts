// What the editor's views ask of a format about its own facts, answered as neutral view data: label
// pieces, hover sections of plain text, Problems entries with a line and a code. Each format's adapter
// answers (FormatAdapter.views); the editor draws the answers the same for every format and never
// names one. Text from model output goes in as text: the editor escapes every string it draws.
import type { ActionClass } from '../classify/actionClass';
import type { CaseSummary, GroupSummary } from '../metrics/types';
import type { GoldLayout, GoldMark } from '../goldPath/goldLines';
import type { ScoreFileRead } from '../model/fileRead';
import type { Case } from '../model/model';
import type { CaseDocument } from './caseView';
import type { ResultModel, RunHeader } from './fileModel';
import type { FormatSources } from './formatSources';
import type { LabelPiece } from './labelPieces';
import type { LineEntry } from './lineIndex';

/** A hover's section: a title (drawn bold, then "— Calibration Lens") and paragraphs of plain text. */
export interface HoverSection {
  title: string;
  lines: string[];
}

/** Everything on one line in one hover: its first sections, and what says how many more were left out. */
export interface LineHover {
  sections: HoverSection[];
  more: string | null;
}

/** The text an editor holds of the document a view is drawn for (it may be newer than the file on disk). */
export interface OpenDocumentText {
  path: string;
  lineCount: number;
  /** Lines `first` to `last` (1-based, both in), as the document holds them. */
  lines(first: number, last: number): string;
}

/** The README's Diagnostics headings a format's own Problems entries link to. */
export type ViewProblemCode = 'unreadable-line' | 'settings-file' | 'early-end' | 'refuse-task-write' | 'unconfirmed-write';

/** One Problems entry a format gives of its file: over the whole of a 0-based line. */
export interface ViewProblem {
  line: number;
  message: string;
  severity: 'error' | 'warning' | 'information';
  code: ViewProblemCode;
}

/**
 * What the case view hands a case's format: the loaded model and case, with what only the editor
 * reaches (the text it holds of the file, the files the settings name, the test data folder its gold
 * column found). The format lays the case out; the editor adds its header and sections around it.
 */
export interface CaseViewRequest {
  /** The result file the view's address names, and its model. */
  file: string;
  model: ResultModel;
  kase: Case;
  /** The text an editor holds of `file` (it may be newer than the disk); null when no editor has it open. */
  open: OpenDocumentText | null;
  /** The files beside the runs that the settings name, read by their formats (asked only by a format that reads them). */
  sources: () => Promise<FormatSources>;
  /** The test data folder the gold column uses for the case; null when none was found, or it is another run's. */
  dataFolder: () => Promise<string | null>;
  /** The gold beside the calls, or under them in a narrow view. */
  layout: GoldLayout;
}

/** The gold path's lines a format drew into its view itself: their marks, and where the jump keys go. */
export interface CaseViewGoldLines {
  marks: GoldMark[];
  divergenceLines: number[];
}

/**
 * The case laid out; `gold`: the gold path's lines in it, or null when the format draws none itself
 * (then the editor's gold column adds its own section). Not ok: the sentence shown instead of the view.
 */
export type CaseViewAnswer = { ok: true; doc: CaseDocument; gold: CaseViewGoldLines | null } | { ok: false; message: string };

export interface FormatViews {
  /**
   * A first look at a big file of a kind its name tells: a model of only the given 0-based lines (`text`
   * holds them at their places, blank lines for the others), so their labels show while the whole file
   * is read; `kind`: what its name says it is (a NamedFileKind). Null when the format reads no such preview of this kind.
   */
  previewModel(path: string, kind: 'result' | 'score', version: number, text: string, lines: readonly number[]): ResultModel | null;
  /** A case's label (a line's start, a quick pick, a tooltip) when the format draws its cases its own way; null: the neutral case label. */
  casePieces(kase: Case, summary: CaseSummary | undefined, goldClass: ActionClass | null): LabelPiece[] | null;
  /** Line 1's label of a file that says its run on line 1 (the model's header). */
  headerPieces(header: RunHeader): LabelPiece[];
  /** The facts of a line besides its assistant messages (tau2: the user's tool calls, tool errors, writes), one list of pieces per fact. */
  lineFacts(entry: LineEntry): LabelPiece[][];
  /** The hover of a line whose messages sit on lines of their own; null when nothing on it has one. `open`: the hovered document. */
  lineHover(entries: readonly LineEntry[], model: ResultModel, open: OpenDocumentText): Promise<LineHover | null>;
  /** A bound violation on a case's line, in the format's words ("Passed, but …"), before "(bound violation)". */
  violationSentence(kase: Case | undefined, goldClass: ActionClass): string;
  /** The note a bound violation links to line 1 with: its row's numbers. */
  violationRowNote(row: GroupSummary): string;
  /** The Problems entries only this format has of a result file. */
  problems(model: ResultModel): ViewProblem[];
  /** One case as the case view shows it: its text with the marks the editor colours. */
  caseView(request: CaseViewRequest): Promise<CaseViewAnswer>;
  /** The warning of a file read beside a result file (a BFCL score file) whose header and lines disagree; null when they agree. */
  scoreFileWarning(read: ScoreFileRead): string | null;
}
