// What BFCL's files show in the editor beyond the neutral case lines: a score file whose header and
// lines disagree, and its category's numbers beside a bound violation (core/document/formatViews.ts).
// Its cases are one a line, drawn by the neutral labels and hovers; it says no run on line 1.
import { turnsViolationSentence } from '../../document/caseProblems';
import type { FormatViews } from '../../document/formatViews';
import { formatPercent } from '../../document/labelPieces';
import { scoreFileMismatch } from '../join';

export const bfclViews: FormatViews = {
  casePieces: () => null,
  headerPieces: () => [],
  lineFacts: () => [],
  lineHover: async () => null,
  violationSentence: turnsViolationSentence,
  violationRowNote: (s) => `${s.group}: GAR ${formatPercent(s.gar)}, Acc ${formatPercent(s.acc)} (category summary on line 1).`,
  problems: () => [],
  scoreFileWarning: scoreFileMismatch,
};
