// What tau2's files show in the editor beyond the neutral case lines: a simulation's first line, the
// run on line 1, the user's tool calls, tool errors and database writes, the hover of a line of
// messages, and the Problems entries of its own (core/document/formatViews.ts).
import { classLabel } from '../../classify/actionClass';
import { turnsViolationSentence } from '../../document/caseProblems';
import type { FormatViews } from '../../document/formatViews';
import { formatPercent } from '../../document/labelPieces';
import { countOf } from '../../text/countOf';
import { messageFactPieces, runHeaderPieces, simulationLabelPieces, writeLabelPieces } from './labelPieces';
import { lineHover } from './lineHover';
import { simulationProblems } from './problems';
import { tau2CaseView } from './caseView';

export const tau2Views: FormatViews = {
  // No name tells a tau2 file: it is read whole (its reader shows its progress).
  previewModel: () => null,
  casePieces: (kase, summary) => (kase.simulation ? simulationLabelPieces(kase, summary) : null),
  headerPieces: runHeaderPieces,
  lineFacts: (entry) => [...(entry.messages ?? []).map(messageFactPieces), ...(entry.writes ?? []).map(writeLabelPieces)],
  lineHover,
  // tau2 cases are simulations: they pass on reward 1, and their emissions are assistant messages.
  violationSentence: (kase, goldClass) =>
    kase?.simulation
      ? `Passed (reward 1.0), but the gold action ${classLabel(goldClass)} never appears in ${countOf(kase.turns.reduce((n, t) => n + t.emissions.length, 0), 'assistant message')}`
      : turnsViolationSentence(kase, goldClass),
  violationRowNote: (s) => `${s.group} ${classLabel(s.goldClass)}: GAR ${formatPercent(s.gar)}, Acc ${formatPercent(s.acc)}.`,
  problems: simulationProblems,
  caseView: tau2CaseView,
  scoreFileWarning: () => null,
};
