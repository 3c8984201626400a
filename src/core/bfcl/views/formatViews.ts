// What BFCL's files show in the editor beyond the neutral case lines: a score file whose header and
// lines disagree, and its category's numbers beside a bound violation (core/document/formatViews.ts).
// Its cases are one a line, drawn by the neutral labels and hovers; it says no run on line 1.
import { turnsViolationSentence } from '../../document/caseProblems';
import type { FormatViews } from '../../document/formatViews';
import { formatPercent } from '../../document/labelPieces';
import { bfclResultOf } from '../bfclModel';
import { scoreFileMismatch } from '../join';
import { readResultText } from '../resultText';
import { bfclCaseView } from './caseView';

export const bfclViews: FormatViews = {
  // A result file's lines in view, read on their own: same reader, same classifier, only fewer lines (pass/fail and bound violations come with the full read).
  previewModel(path, kind, version, text, lines) {
    if (kind !== 'result') return null;
    const read = readResultText(text, path);
    // Blank lines are skipped by the reader, so an empty file's "no cases" problem is all it could add.
    read.problems = read.problems.filter((p) => lines.includes(p.line - 1));
    return bfclResultOf(path, version, read, null);
  },
  casePieces: () => null,
  headerPieces: () => [],
  lineFacts: () => [],
  lineHover: async () => null,
  violationSentence: turnsViolationSentence,
  violationRowNote: (s) => `${s.group}: GAR ${formatPercent(s.gar)}, Acc ${formatPercent(s.acc)} (category summary on line 1).`,
  problems: () => [],
  caseView: bfclCaseView,
  scoreFileWarning: scoreFileMismatch,
};
