// The decision a key makes in the case view (a digit, shift+digit, a), worked out and checked before
// anything is saved: the emission in front, its new classes, the rationale kept (or the annotator asked
// before one is dropped), who and on which version of the file. The keyboard loop then moves to the next
// item and saves it behind (reviewLoop.ts); the decideAs command saves it where it stands.
import * as vscode from 'vscode';
import type { ActionClass } from '../../core/classify/actionClass';
import { HUMAN_CLASSES, HumanClassSchema, humanClassesOf, type LabelDecision } from '../../core/annotation/decisionSchema';
import { classSetText } from '../../core/annotation/humanClasses';
import { emissionDecision } from '../../core/annotation/newDecision';
import { formatOf } from '../../core/formats/registry';
import { classLabel } from '../../core/classify/actionClass';
import type { Emission } from '../../core/model/model';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { annotationAuthor } from './annotationSettings';
import { decisionSaver } from './decisionSaver';
import { emissionKey, type DecisionStore } from './decisionStore';
import { locateTarget, type CaseTarget, type DecideArgs } from './decisionTarget';
import { humanClassText, placeLabel } from './humanLabelText';
import { rationaleKept } from './replaceCheck';

/** A decision ready to save: the line, the result file it is about, what the status bar says, and the item. */
export interface KeyDecision {
  file: string;
  decision: LabelDecision;
  what: string;
  target: CaseTarget & { emission: Emission };
}

/** The annotator's own classes for the emission when they decided it (and the file is unchanged), else the classifier's. */
export async function myClasses(decisions: DecisionStore, file: string, caseId: string, emission: Emission): Promise<ActionClass[]> {
  const me = await annotationAuthor();
  const mine = (await decisions.forFile(file)).emissions.get(emissionKey(caseId, emission.place))?.find((d) => d.decision.author === me && !d.stale);
  return mine?.decision.kind === 'emission' ? humanClassesOf(mine.decision) : [...emission.classes];
}

/**
 * Keys 1-5 and 0 (`cls`), shift+1-4 (`toggle`) on the emission of `args` (else at the cursor): a BFCL
 * emission gets that class; a tau2 message that one class, or with `toggle` its class added to its set
 * or taken out. Null (and said why) when there is nothing to decide or the annotator keeps the old one.
 */
export async function classKeyDecision(runs: RunStore, caseViews: CaseViewProvider, decisions: DecisionStore, args: DecideArgs & { cls?: unknown; toggle?: unknown }): Promise<KeyDecision | null> {
  const cls = HumanClassSchema.safeParse(args.cls);
  if (!cls.success) {
    void vscode.window.showErrorMessage(`Calibration Lens: decideAs needs { cls } with one of ${HUMAN_CLASSES.join(', ')}.`);
    return null;
  }
  const { cls: _cls, toggle, ...where } = args;
  const target = await emissionTarget(runs, caseViews, where.file ? where : undefined);
  if (!target) return null;
  const { kase, emission } = target;
  let human: ActionClass[];
  const format = formatOf(target.model.benchmark);
  if (!format.labelling.classSets) human = cls.data === 'none' ? [] : [cls.data];
  else {
    const choices = format.decisionClasses;
    if (cls.data !== 'none' && !choices.includes(cls.data)) {
      void vscode.window.showInformationMessage(`${humanClassText(cls.data)} is not a class the paper gives a tau2 message (${choices.map(classLabel).join(', ')}); key 0 sets no class. Nothing was saved.`);
      return null;
    }
    // A tau2 message has a set of classes: a digit makes it that one class (the common case), and
    // with toggle (shift+digit) adds its class to the set or takes it out; 0 empties it.
    const current = toggle === true ? await myClasses(decisions, target.file, kase.id, emission) : [];
    human = cls.data === 'none' ? [] : current.includes(cls.data) ? current.filter((c) => c !== cls.data) : [...current, cls.data];
  }
  return prepared(decisions, target, human, `${classSetText(human)} on ${kase.id} ${placeLabel(emission.place)}`);
}

/** a: the classifier's class (a tau2 message: its set) as the human decision on the emission of `args`. */
export async function acceptKeyDecision(runs: RunStore, caseViews: CaseViewProvider, decisions: DecisionStore, args: DecideArgs): Promise<KeyDecision | null> {
  const target = await locateTarget(runs, caseViews, args);
  if (!target?.emission) {
    void vscode.window.showInformationMessage('Put the cursor on a model emission in the case view to accept its class.');
    return null;
  }
  const human = [...target.emission.classes];
  return prepared(decisions, target as KeyDecision['target'], human, `${classSetText(human)} on ${target.kase.id} ${placeLabel(target.emission.place)} (the classifier's)`);
}

/** The emission a decision is about; null (and said so) when the cursor or the arguments name none. */
export async function emissionTarget(runs: RunStore, caseViews: CaseViewProvider, args: DecideArgs | undefined): Promise<KeyDecision['target'] | null> {
  const target = await locateTarget(runs, caseViews, args);
  if (!target?.emission) {
    void vscode.window.showInformationMessage('Put the cursor on a model emission in a result file, or on an emission in a case view, to decide its class.');
    return null;
  }
  return target as KeyDecision['target'];
}

async function prepared(decisions: DecisionStore, target: KeyDecision['target'], human: ActionClass[], what: string): Promise<KeyDecision | null> {
  const rationale = await rationaleKept(decisions, target.file, target.kase.id, target.emission, human);
  if (rationale === null) return null;
  const ctx = await decisionSaver(decisions).contextFor(target.file);
  if (!ctx) return null;
  return { file: target.file, decision: emissionDecision(ctx, target.kase.id, target.emission, human, rationale), what, target };
}
