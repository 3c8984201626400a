// The deciding commands: a class for an emission (a quick pick with the classifier's class first, then
// an optional rationale; or straight from a key in the case view; a tau2 message's set of classes
// from a multi-select pick, or a key that adds or takes out its class), a verdict on a case with its bound
// violation beside it, a rubric item confirmed or corrected, and undo. "Saved" is said only after the
// store has the line on disk.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { classLabel, type ActionClass } from '../../core/classify/actionClass';
import { formatOf } from '../../core/formats/registry';
import { CASE_VERDICTS, RubricItemSchema, type CaseVerdict, type HumanClass } from '../../core/annotation/decisionSchema';
import { classSetText } from '../../core/annotation/humanClasses';
import { undoStep, type UndoStep } from '../../core/annotation/latestDecisions';
import { caseVerdictDecision, emissionDecision, rubricDecision } from '../../core/annotation/newDecision';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { annotationAuthor } from './annotationSettings';
import { ANNOTATION_COMMAND } from './commandIds';
import { decisionSaver } from './decisionSaver';
import { classKeyDecision, emissionTarget, myClasses } from './keyDecision';
import type { DecisionStore } from './decisionStore';
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
  return [
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideEmission, async (args?: DecideArgs) => {
      const target = await emissionTarget(runs, caseViews, args);
      if (!target) return;
      const { kase, emission } = target;
      const where = `${kase.id}, ${placeLabel(emission.place)}`;
      // The classes its format lets an annotator pick, in its picker's order.
      const format = formatOf(target.model.benchmark);
      const classes = format.decisionClasses;
      const human = format.labelling.classSets
        ? await pickClassSet(where, classes, emission.classes, await myClasses(decisions, target.file, kase.id, emission))
        : await pickClass(where, classes, emission.cls);
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
      const made = await classKeyDecision(runs, caseViews, decisions, args ?? {});
      return made !== null && save(made.file, made.decision, made.what);
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
      const author = await annotationAuthor();
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
async function pickClass(where: string, classes: readonly ActionClass[], cls: ActionClass | null): Promise<ActionClass[] | null> {
  const classifier = classifierAsHuman(cls);
  const order: HumanClass[] = [classifier, ...[...classes, 'none' as const].filter((c) => c !== classifier)];
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
async function pickClassSet(where: string, classes: readonly ActionClass[], classifier: readonly ActionClass[], current: readonly ActionClass[]): Promise<ActionClass[] | null> {
  const items = classes.map((c) => ({
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
