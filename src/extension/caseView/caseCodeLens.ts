// A "Case view" link above every case in a run file: each case line of a BFCL result file, the line
// where each simulation of a tau2 results file starts (in a dir layout's results.json, its index entry).
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import { COMMAND, type OpenCaseViewArgs } from '../commandIds';
import { isRunDocument } from '../runDocuments';
import type { RunStore } from '../runStore';
import { caseCodeLensEnabled } from '../settings';

export function registerCaseCodeLens(store: RunStore): vscode.Disposable[] {
  const changed = new vscode.EventEmitter<void>();
  const provider: vscode.CodeLensProvider = {
    onDidChangeCodeLenses: changed.event,
    async provideCodeLenses(document) {
      if (!caseCodeLensEnabled() || !isRunDocument(document)) return [];
      const model = await store.modelFor(document);
      if (model.kind !== 'result') return [];
      return [...model.caseAtLine].map(([line, kase]) => {
        const args: OpenCaseViewArgs = { file: model.path, id: kase.id };
        return new vscode.CodeLens(new vscode.Range(line - 1, 0, line - 1, 0), {
          title: `$(book) Case view: ${kase.id}`,
          tooltip: 'Lay this case out turn by turn, with the class and reason of every emission',
          command: COMMAND.openCaseView,
          arguments: [args],
        });
      });
    },
  };
  return [
    changed,
    // tau2 files are told by their content, whatever their name: every JSON document is asked.
    vscode.languages.registerCodeLensProvider([{ pattern: '**/BFCL_v*_result.json' }, { language: 'json' }], provider),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('calibrationLens.caseView.codeLens')) changed.fire();
    }),
    store.onDidChangeModel(() => (countRedraw('codeLenses'), changed.fire())),
  ];
}
