// What the inline labels say, as plain pieces of text with a tone each; the decorations colour them.
// The pieces are the core's neutral view data (core/document/labelPieces.ts); a case a format draws its
// own way (a tau2 simulation's first line) is asked of the formats (core/formats/views.ts).
export {
  caseLabelPieces, formatPercent, GOLD_MARK, labelString, messageLabelPieces, scoreFailurePieces, scoreHeaderPieces, sharedLinePieces,
  turnClassesText, turnLabelPiece, type LabelPiece, type LabelTone,
} from '../../core/document/labelPieces';
export { casePieces } from '../../core/formats/views';
