// A "Case view" link above every case line of a result file.
import * as vscode from 'vscode';
import { COMMAND, type OpenCaseViewArgs } from '../commandIds';
import { isBfclDocument, type RunStore } from '../runStore';
import { caseCodeLensEnabled } from '../settings';

export function registerCaseCodeLens(store: RunStore): vscode.Disposable[] {
  const changed = new vscode.EventEmitter<void>();
  const provider: vscode.CodeLensProvider = {
    onDidChangeCodeLenses: changed.event,
    async provideCodeLenses(document) {
      if (!caseCodeLensEnabled() || !isBfclDocument(document)) return [];
      const model = await store.modelFor(document);
      if (model.kind !== 'result') return [];
      return model.read.cases.map((kase) => {
        const args: OpenCaseViewArgs = { file: model.path, id: kase.id };
        return new vscode.CodeLens(new vscode.Range(kase.line - 1, 0, kase.line - 1, 0), {
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
    vscode.languages.registerCodeLensProvider({ scheme: 'file', pattern: '**/BFCL_v*_result.json' }, provider),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('calibrationLens.caseView.codeLens')) changed.fire();
    }),
    store.onDidChangeModel(() => changed.fire()),
  ];
}
