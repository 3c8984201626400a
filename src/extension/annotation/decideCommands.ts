// The deciding commands: a class for an emission (quick pick with the classifier's first, then an
// optional rationale; or straight from a key in the case view), a verdict for a case, and undo.
// "Saved" is said only after the store has the line on disk.
import * as vscode from 'vscode';
import { runFolderOf } from '../../core/bfcl/fileNames';
import { ACTION_CLASSES } from '../../core/classify/actionClass';
import { CLASSIFIER_RULES_VERSION } from '../../core/classify/rulesVersion';
import { sha256File } from '../../core/export/stamp';
import { CASE_VERDICTS, LABEL_SCHEMA_VERSION, type CaseVerdict, type HumanClass, type LabelDecision } from '../../core/labels/decisionSchema';
import { undoOf } from '../../core/labels/latestDecisions';
import { runRelativePath } from '../../core/labels/runContext';
import { GOLD_CLASS } from '../../core/model';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { annotationAuthor, storePathFor } from './annotationSettings';
import type { AnnotationStore } from './annotationStore';
import { caseTarget, emissionTarget, type DecideArgs } from './decisionTarget';
import { humanClassText } from './humanLabelText';

export const ANNOTATION_COMMAND = {
  decideEmission: 'calibrationLens.annotation.decideEmission',
  decideCase: 'calibrationLens.annotation.decideCase',
  undo: 'calibrationLens.annotation.undo',
} as const;

/** Keys 1-5 and 0 in the case view, in this order. */
export const KEY_CLASSES: readonly HumanClass[] = [...ACTION_CLASSES, 'none'];

const VERDICT_TEXT: Record<CaseVerdict, string> = {
  'real-miss': 'Real miss: the model did not take the gold action',
  'valid-alternative': 'Valid alternative path: another action was right here',
  'gold-questionable': 'Gold questionable: the benchmark\'s gold is doubtful for this case',
};

export function registerDecideCommands(store: RunStore, caseViews: CaseViewProvider, labels: AnnotationStore): vscode.Disposable[] {
  return [
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideEmission, async (args?: DecideArgs & { cls?: HumanClass }) => {
      const target = await emissionTarget(store, caseViews, args);
      if (!target) {
        void vscode.window.showInformationMessage('Put the cursor on a model emission in a BFCL result file, or on an emission in a case view, to decide its class.');
        return;
      }
      const author = authorOrWarn();
      if (!author) return;
      const classifier: HumanClass = target.emission.cls ?? 'none';
      let human: HumanClass | undefined = args?.cls;
      let rationale = '';
      if (!human) {
        const picked = await vscode.window.showQuickPick(
          [classifier, ...KEY_CLASSES.filter((c) => c !== classifier)].map((cls) => ({
            label: cls === classifier ? `$(check) ${humanClassText(cls)}` : humanClassText(cls),
            description: cls === classifier ? 'accept the classifier\'s class' : `override (key ${KEY_CLASSES.indexOf(cls) === 5 ? 0 : KEY_CLASSES.indexOf(cls) + 1} in the case view)`,
            cls,
          })),
          { title: `${target.kase.id}, turn ${target.emission.turn} step ${target.emission.step}: the classifier says ${humanClassText(classifier)}`, placeHolder: 'The class of this emission' },
        );
        if (!picked) return;
        human = picked.cls;
        const typed = await vscode.window.showInputBox({ title: `Why ${humanClassText(human)}? (optional; Escape cancels the decision)`, prompt: 'A rationale for the audit trail' });
        if (typed === undefined) return;
        rationale = typed;
      }
      const chosen: HumanClass = human;
      const decision: LabelDecision = {
        ...(await common(target.file, target.kase.id, author, rationale)),
        kind: 'emission', turn: target.emission.turn, step: target.emission.step,
        classifier: target.emission.cls ? [target.emission.cls] : [], human: chosen,
      };
      await save(labels, target.file, decision, `${humanClassText(chosen)} on ${target.kase.id} turn ${target.emission.turn} step ${target.emission.step}`);
    }),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.decideCase, async (args?: DecideArgs) => {
      const target = await caseTarget(store, caseViews, args);
      if (!target) {
        void vscode.window.showInformationMessage('Put the cursor on a case line of a BFCL result file, or in a case view, to give the case a verdict.');
        return;
      }
      const author = authorOrWarn();
      if (!author) return;
      const gold = target.kase.category ? GOLD_CLASS[target.kase.category] : null;
      const boundViolation = target.kase.verdict?.passed === true && gold !== null && !target.kase.classes.includes(gold);
      const picked = await vscode.window.showQuickPick(CASE_VERDICTS.map((v) => ({ label: VERDICT_TEXT[v], verdict: v })), {
        title: `${target.kase.id}: ${boundViolation ? `bound violation: passed, but ${gold!.toUpperCase()} never appears` : 'no bound violation'}`,
        placeHolder: 'Your verdict on this case',
      });
      if (!picked) return;
      const rationale = await vscode.window.showInputBox({ title: 'Why? (Escape cancels the verdict)', prompt: 'A rationale for the audit trail' });
      if (rationale === undefined) return;
      const decision: LabelDecision = { ...(await common(target.file, target.kase.id, author, rationale)), kind: 'case', verdict: picked.verdict, boundViolation };
      await save(labels, target.file, decision, `verdict "${picked.verdict}" on ${target.kase.id}`);
    }),
    vscode.commands.registerCommand(ANNOTATION_COMMAND.undo, async (args?: DecideArgs) => {
      const target = await caseTarget(store, caseViews, args);
      const file = target?.file;
      if (!file) {
        void vscode.window.showInformationMessage('Open a BFCL result file or a case view of the run whose last decision you want to undo.');
        return;
      }
      const author = authorOrWarn();
      if (!author) return;
      const all = await labels.read(storePathFor(file));
      const undo = undoOf(all.decisions, author, new Date());
      if (!undo) {
        void vscode.window.showInformationMessage(`${author} has no decision in ${storePathFor(file)} to undo.`);
        return;
      }
      await save(labels, file, undo, `undo of the last decision on ${undo.case}`);
    }),
  ];
}

async function common(file: string, caseId: string, author: string, rationale: string) {
  return {
    v: LABEL_SCHEMA_VERSION,
    file: runRelativePath(runFolderOf(file), file),
    sha256: await sha256File(file),
    case: caseId,
    rulesVersion: CLASSIFIER_RULES_VERSION,
    rationale,
    author,
    time: new Date().toISOString(),
  } as const;
}

async function save(labels: AnnotationStore, file: string, decision: LabelDecision, what: string): Promise<void> {
  try {
    const store = await labels.append(file, decision);
    vscode.window.setStatusBarMessage(`$(check) Saved ${what} to ${store}`, 5000);
  } catch (err) {
    void vscode.window.showErrorMessage(`Calibration Lens could not save the decision (${err instanceof Error ? err.message : String(err)}). Nothing was recorded; check that the store's folder is writable.`);
  }
}

function authorOrWarn(): string | null {
  const author = annotationAuthor();
  if (!author) {
    void vscode.window.showWarningMessage('Decisions need an author: set calibrationLens.annotation.author, or git config user.name.', 'Open Settings').then((choice) => {
      if (choice) void vscode.commands.executeCommand('workbench.action.openSettings', 'calibrationLens.annotation.author');
    });
  }
  return author;
}
