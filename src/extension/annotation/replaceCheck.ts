// A key decision that would replace the annotator's own earlier decision with a rationale: asked
// first, since a key saves no rationale and the reason written down would drop out of the current
// decisions (the store keeps the line, but nobody reads it any more). The same classes again keep the
// rationale: the key confirms what was decided and why.
import * as vscode from 'vscode';
import type { ActionClass } from '../../core/classify/actionClass';
import { humanClassesOf } from '../../core/annotation/decisionSchema';
import { classSetText, sameClasses } from '../../core/annotation/humanClasses';
import type { Emission } from '../../core/model/model';
import { annotationAuthor } from './annotationSettings';
import { emissionKey, type DecisionStore } from './decisionStore';
import { placeLabel } from './humanLabelText';

/** The rationale the new decision carries (the earlier one when the classes stay), or null: not replaced. */
export async function rationaleKept(decisions: DecisionStore, file: string, caseId: string, emission: Emission, human: readonly ActionClass[]): Promise<string | null> {
  const me = await annotationAuthor();
  const mine = (await decisions.forFile(file)).emissions.get(emissionKey(caseId, emission.place))?.find((d) => d.decision.author === me && !d.stale);
  if (mine?.decision.kind !== 'emission' || !mine.decision.rationale) return '';
  const before = humanClassesOf(mine.decision);
  if (sameClasses(before, human)) return mine.decision.rationale;
  const replace = 'Replace';
  const picked = await vscode.window.showWarningMessage(
    `Replace your ${classSetText(before)} on ${caseId} ${placeLabel(emission.place)} by ${classSetText(human)}?`,
    { modal: true, detail: `Your ${classSetText(before)} there has a rationale: "${mine.decision.rationale}". A key saves none, so the new decision would go without it.` },
    replace,
  );
  return picked === replace ? '' : null;
}
