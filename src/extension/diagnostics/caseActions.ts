// Quick fixes on Calibration Lens problems: open the case view of the case a diagnostic sits on, or
// the summary of the category from line 1.
import * as vscode from 'vscode';
import { COMMAND, type OpenCaseViewArgs } from '../commandIds';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import { DIAGNOSTIC_CODE, DIAGNOSTIC_SOURCE, codeOf } from './diagnosticCodes';

export function registerCaseActions(store: RunStore): vscode.Disposable {
  return vscode.languages.registerCodeActionsProvider(
    [{ pattern: '**/BFCL_v*_result.json' }, { language: 'json' }],
    {
      provideCodeActions(document, _range, context) {
        if (!isRunDocument(document)) return [];
        const model = store.peek(document);
        if (!model || model.kind !== 'result') return [];
        const actions: vscode.CodeAction[] = [];
        const seen = new Set<string>();
        for (const d of context.diagnostics) {
          if (d.source !== DIAGNOSTIC_SOURCE) continue;
          const code = codeOf(d);
          if (code === DIAGNOSTIC_CODE.accAboveGar || code === DIAGNOSTIC_CODE.garAccSlack) {
            if (seen.has('summary')) continue;
            seen.add('summary');
            const action = new vscode.CodeAction('Open the Calibration Summary of this run', vscode.CodeActionKind.QuickFix);
            action.command = { command: COMMAND.openSummary, title: action.title };
            action.diagnostics = [d];
            actions.push(action);
            continue;
          }
          // A tau2 problem sits on a message or call inside its simulation.
          const kase = model.lines.caseHolding(d.range.start.line + 1);
          if (!kase || seen.has(kase.id)) continue;
          seen.add(kase.id);
          const action = new vscode.CodeAction(`Open the case view of ${kase.id}`, vscode.CodeActionKind.QuickFix);
          const args: OpenCaseViewArgs = { file: model.path, id: kase.id };
          action.command = { command: COMMAND.openCaseView, title: action.title, arguments: [args] };
          action.diagnostics = [d];
          action.isPreferred = true;
          actions.push(action);
        }
        return actions;
      },
    },
    { providedCodeActionKinds: [vscode.CodeActionKind.QuickFix] },
  );
}
