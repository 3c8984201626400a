// What the inline labels draw on the lines of one file, built once per model and drawn either as
// decorations (labelController.ts) or, on a wrapped file, as inlay hints (labelInlayHints.ts).
import type { ActionClass } from '../../core/classify/actionClass';
import type { LabelPiece } from './labelText';

export type EmissionKey = ActionClass | 'none';

/** Everything drawn on one line of a file. */
export interface LineLabels {
  /** At the start of the line, in order. */
  pieces: LabelPiece[];
  turns: Array<{ column: number; piece: LabelPiece }>;
  emissions: Array<{ cls: EmissionKey; start: number; end: number }>;
  violation: boolean;
}

/** The labels of one model, by 0-based line. */
export type FileLabels = Map<number, LineLabels>;
