// The deciding commands: a class for an emission (a quick pick with the classifier's class first, then
// an optional rationale; or straight from a key in the case view; a tau2 message's set of classes
// from a multi-select pick, or a key that adds or takes out its class), a verdict on a case with its bound
// violation beside it, a rubric item confirmed or corrected, and undo. "Saved" is said only after the
// store has the line on disk.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { classLabel, type ActionClass } from '../../core/classify/actionClass';
import { CASE_VERDICTS, HUMAN_CLASSES, HumanClassSchema, RubricItemSchema, humanClassesOf, type CaseVerdict, type HumanClass, type LabelDecision } from '../../core/annotation/decisionSchema';
import { isTau2Place } from '../../core/annotation/emissionPlace';
import { classSetText } from '../../core/annotation/humanClasses';
import { undoStep, type UndoStep } from '../../core/annotation/latestDecisions';
import { caseVerdictDecision, emissionDecision, humanChoices, rubricDecision } from '../../core/annotation/newDecision';
import type { Emission } from '../../core/model';
import { TAU2_CLASSES } from '../../core/tau2/messageClasses';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { annotationAuthor } from './annotationSettings';
import { ANNOTATION_COMMAND } from './commandIds';
import { decisionSaver } from './decisionSaver';
import { rationaleKept } from './replaceCheck';
import { emissionKey, type DecisionStore } from './decisionStore';
import { locateTarget, type DecideArgs } from './decisionTarget';
import { classifierAsHuman, humanClassText, placeLabel, undoneText, VERDICT_TEXT, violationText } from './humanLabelText';
import { possessive } from '../../core/text/possessive';

/** Keys 1-5 and 0 in the case view, in this order (0 is "no class"). */
export const KEY_OF_CLASS: Record<HumanClass, string> = { tool_call: '1', ask: '2', refuse: '3', confirm: '4', other: '5', none: '0' };

const VERDICT_DETAIL: Record<CaseVerdict, string> = {
  'real-miss': 'The model did not take the action the case needed.',
  'valid-alternative': 'The model took another path that is right here too.',
  'gold-questionable': "The benchmark's gold for this case is doubtful.",
};

export function registerDecideCommands(runs: RunStore, caseViews: CaseViewProvider, decisions: DecisionStore): vscode.Disposable[] {
  const { contextFor, save, lastOfWindow } = decisionSaver(decisions);
  /** The annotator's own classes for the emission when they decided it (and the file is unchanged), else the classifier's. */
  const myClasses = async (file: string, caseId: string, emission: Emission): Promise<ActionClass[]> => {
    const mine = (await decisions.forFile(file)).emissions.get(emissionKey(caseId, emission.place))?.find((d) => d.decision.author === annotationAuthor() && !d.stale);
    return mine?.decision.kind === 'emission' ? humanClassesOf(mine.decision) : [...emission.classes];
  };
  const emissionTarget = async (args: DecideArgs | undefined) => {
    const target = await locateTarget(runs, caseViews, args);
    if (!target?.emission) {
      void vscode.window.showInformationMessage('Put the cursor on a model emission in a result file, or on an emission in a case view, to decide its class.');
      return null;
    }
    return target as typeof target & { emission: NonNullable<typeof target.emission> };
  };

  return [
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideEmission, async (args?: DecideArgs) => {
      const target = await emissionTarget(args);
      if (!target) return;
      const { kase, emission } = target;
      const where = `${kase.id}, ${placeLabel(emission.place)}`;
      const human = isTau2Place(emission.place)
        ? await pickClassSet(where, emission.classes, await myClasses(target.file, kase.id, emission))
        : await pickClass(where, emission.cls);
      if (!human) return;
      const rationale = await vscode.window.showInputBox({
        title: `${classSetText(human)} on ${where}: why? (optional)`,
        prompt: 'A rationale for the audit trail. Enter saves (also without one); Escape cancels the decision.',
      });
      if (rationale === undefined) return;
      const ctx = await contextFor(target.file);
      if (!ctx) return;
      await save(target.file, emissionDecision(ctx, kase.id, emission, human, rationale), `${classSetText(human)} on ${kase.id} ${placeLabel(emission.place)}`);
    }),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideAs, async (args?: DecideArgs & { cls?: unknown; toggle?: unknown }): Promise<boolean> => {
      const cls = HumanClassSchema.safeParse(args?.cls);
      if (!cls.success) {
        void vscode.window.showErrorMessage(`Calibration Lens: decideAs needs { cls } with one of ${HUMAN_CLASSES.join(', ')}.`);
        return false;
      }
      const { cls: _cls, toggle, ...where } = args!;
      const target = await emissionTarget(where.file ? where : undefined);
      if (!target) return false;
      const { kase, emission } = target;
      let human: ActionClass[];
      if (!isTau2Place(emission.place)) human = cls.data === 'none' ? [] : [cls.data];
      else {
        if (cls.data !== 'none' && !humanChoices(emission.place).includes(cls.data)) {
          void vscode.window.showInformationMessage(`${humanClassText(cls.data)} is not a class the paper gives a tau2 message (${humanChoices(emission.place).map(classLabel).join(', ')}); key 0 sets no class. Nothing was saved.`);
          return false;
        }
        // A tau2 message has a set of classes: a digit makes it that one class (the common case), and
        // with toggle (shift+digit) adds its class to the set or takes it out; 0 empties it.
        const current = toggle === true ? await myClasses(target.file, kase.id, emission) : [];
        human = cls.data === 'none' ? [] : current.includes(cls.data) ? current.filter((c) => c !== cls.data) : [...current, cls.data];
      }
      const rationale = await rationaleKept(decisions, target.file, kase.id, emission, human);
      if (rationale === null) return false;
      const ctx = await contextFor(target.file);
      if (!ctx) return false;
      return save(target.file, emissionDecision(ctx, kase.id, emission, human, rationale), `${classSetText(human)} on ${kase.id} ${placeLabel(emission.place)}`);
    }),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideCase, async (args?: DecideArgs): Promise<boolean> => {
      const target = await locateTarget(runs, caseViews, args);
      if (!target) {
        void vscode.window.showInformationMessage('Put the cursor on a case line of a result file, or in a case view, to give the case a verdict.');
        return false;
      }
      const { kase } = target;
      const violation = violationText(kase);
      const picked = await vscode.window.showQuickPick(
        CASE_VERDICTS.map((v) => ({ label: capitalised(VERDICT_TEXT[v]), detail: VERDICT_DETAIL[v], verdict: v })),
        { title: `${kase.id}: ${violation}`, placeHolder: `Your verdict on ${kase.id} (${violation})` },
      );
      if (!picked) return false;
      const rationale = await vscode.window.showInputBox({
        title: `${capitalised(VERDICT_TEXT[picked.verdict])} on ${kase.id}: why?`,
        prompt: `${violation}. A rationale for the audit trail; Escape cancels the verdict.`,
      });
      if (rationale === undefined) return false;
      const ctx = await contextFor(target.file);
      if (!ctx) return false;
      return save(target.file, caseVerdictDecision(ctx, kase, picked.verdict, rationale), `verdict "${VERDICT_TEXT[picked.verdict]}" on ${kase.id}`);
    }),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideRubric, async (args?: DecideArgs & { item?: unknown; value?: unknown; computed?: unknown }) => {
      const item = RubricItemSchema.safeParse(args?.item);
      if (!item.success || typeof args?.value !== 'boolean' || !(args.computed === null || typeof args.computed === 'boolean')) {
        void vscode.window.showErrorMessage('Calibration Lens: decideRubric needs { file, id, item, value, computed }.');
        return;
      }
      const target = await locateTarget(runs, caseViews, args);
      if (!target) return;
      const confirming = args.computed === args.value;
      const rationale = confirming ? '' : await vscode.window.showInputBox({
        title: `${item.data} on ${target.kase.id}: ${args.value ? 'yes' : 'no'}, against the computed ${args.computed === null ? 'unknown' : args.computed ? 'yes' : 'no'}. Why?`,
        prompt: 'A rationale for the audit trail; Escape cancels.',
      });
      if (rationale === undefined) return;
      const ctx = await contextFor(target.file);
      if (!ctx) return;
      await save(target.file, rubricDecision(ctx, target.kase.id, item.data, args.computed, args.value, rationale), `${item.data} ${args.value ? 'yes' : 'no'} on ${target.kase.id}`);
    }),
    // The author's last decision: the one this window saved last when no undo has taken it back yet
    // (wherever the annotator is now), else the last in the store of `args.file` or of what is in front.
    vscode.commands.registerCommand(ANNOTATION_COMMAND.undo, async (args?: DecideArgs): Promise<UndoStep | null> => {
      const given = typeof args?.file === 'string' && (await runs.modelForPath(args.file)).kind === 'result' ? args.file : null;
      const file = given ?? lastOfWindow()?.file ?? (await locateTarget(runs, caseViews))?.file ?? null;
      if (!file) {
        void vscode.window.showInformationMessage('No decision made in this window yet: open a result file or a case view of the run whose last decision you want to undo.');
        return null;
      }
      const author = annotationAuthor();
      const store = decisions.storeOf(file);
      const step = undoStep((await decisions.read(store)).decisions, author, new Date());
      if (!step) {
        void vscode.window.showInformationMessage(`${author} has no decision in ${store} to undo.`);
        return null;
      }
      const { undone, line } = step;
      const what = line.withdrawn ? `withdrawal of ${possessive(author)} last decision on ${line.case}` : `undo of ${possessive(author)} last decision on ${line.case} (the one before it applies again)`;
      if (!(await save(file, line, what))) return null;
      void vscode.window.showInformationMessage(undoneText(undone, line, basename(undone.file)));
      return step;
    }),
  ];
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** BFCL: one class, the classifier's first (accept), then the others and "no class" (override). */
async function pickClass(where: string, cls: ActionClass | null): Promise<ActionClass[] | null> {
  const classifier = classifierAsHuman(cls);
  const order: HumanClass[] = [classifier, ...HUMAN_CLASSES.filter((c) => c !== classifier)];
  const picked = await vscode.window.showQuickPick(
    order.map((c) => ({
      label: humanClassText(c),
      description: `${c === classifier ? "accept the classifier's class" : 'override'} · key ${KEY_OF_CLASS[c]} in the case view`,
      cls: c,
    })),
    { title: `${where}: the classifier says ${humanClassText(classifier)}`, placeHolder: 'The class of this emission' },
  );
  if (!picked) return null;
  return picked.cls === 'none' ? [] : [picked.cls];
}

/**
 * tau2: the message's set of classes, the annotator's current one ticked (their earlier decision, else
 * the classifier's): Enter as it is accepts it; none ticked is "no class".
 */
async function pickClassSet(where: string, classifier: readonly ActionClass[], current: readonly ActionClass[]): Promise<ActionClass[] | null> {
  const items = TAU2_CLASSES.map((c) => ({
    label: classLabel(c),
    description: `${classifier.includes(c) ? "the classifier's" : 'not the classifier\'s'} · key ${KEY_OF_CLASS[c]} in the case view`,
    picked: current.includes(c),
    cls: c,
  }));
  const picked = await vscode.window.showQuickPick(items, {
    canPickMany: true,
    title: `${where}: the classifier says ${classSetText(classifier)}`,
    placeHolder: 'The classes of this message (a set, as the paper gives them); none ticked is NO CLASS',
  });
  return picked ? picked.map((p) => p.cls) : null;
}
