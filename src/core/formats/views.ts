// The view questions asked of whichever format draws a thing its own way, when the caller holds a case
// rather than its file's model (a quick pick, a tooltip): the formats are asked in order.
import type { ActionClass } from '../classify/actionClass';
import { caseLabelPieces, type LabelPiece } from '../document/labelPieces';
import type { CaseSummary } from '../metrics/types';
import type { Case } from '../model/model';
import { formats } from './registry';

/** A case in one line, wherever one is listed: as the format that draws its cases its own way says (a tau2 simulation's first line), else the case line's label. */
export function casePieces(kase: Case, summary: CaseSummary | undefined, goldClass: ActionClass | null): LabelPiece[] {
  for (const format of formats()) {
    const own = format.views.casePieces(kase, summary, goldClass);
    if (own) return own;
  }
  return caseLabelPieces(kase, summary, goldClass);
}
