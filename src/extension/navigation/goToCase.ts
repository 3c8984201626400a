// Go to a case by id: a quick pick over the active run file's cases (a BFCL result file, or the
// simulations of a tau2 results file; every run's when no run file is active, each row naming its run:
// one case id is in many runs); `{ id }` as argument jumps straight there.
import * as vscode from 'vscode';
import { basename } from 'node:path';
import { activeRunFile } from '../activeFile';
import { openCaseView, revealCaseLine } from '../caseView/caseViewCommands';
import { COMMAND } from '../commandIds';
import { casePieces, labelString } from '../labels/labelText';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { findTreeRuns } from '../tree/runFiles';
import { holdsCases, partnerThrough } from '../../core/formats/registry';
import { runDisplayNames } from '../../core/annotation/runDisplayName';
import { hostFiles } from '../../core/files/hostFiles';

interface CasePick extends vscode.QuickPickItem {
  file: string;
  line: number;
  id: string;
}

export function registerGoToCase(store: RunStore): vscode.Disposable {
  return vscode.commands.registerCommand(COMMAND.goToCase, async (args?: { id?: string }) => {
    const models = await candidateModels(store);
    const picks = models.flatMap(({ model, run }) => picksOf(model, models.length > 1 ? run : null));
    if (picks.length === 0) {
      void vscode.window.showInformationMessage('No BFCL result files or tau2-bench results found: open one, or a folder that holds them, to go to a case.');
      return;
    }
    let chosen: CasePick | undefined;
    if (typeof args?.id === 'string') {
      chosen = picks.find((p) => p.id === args.id);
      if (!chosen) {
        void vscode.window.showWarningMessage(`No case with id ${args.id} in ${models.length === 1 ? basename(models[0]!.model.path) : 'the open runs'}.`);
        return;
      }
    } else {
      chosen = await vscode.window.showQuickPick(picks, {
        title: 'Go to case',
        placeHolder: 'Case id (e.g. multi_turn_miss_param_12), or a tau2 simulation id or task',
        matchOnDescription: true,
        matchOnDetail: true,
      });
    }
    if (!chosen) return;
    await revealCaseLine(chosen.file, chosen.line);
    // A file VS Code keeps from extensions (over 50 MB) shows no labels: show the case view beside it.
    if (!openDocument(chosen.file)) await openCaseView(chosen.file, chosen.id, vscode.ViewColumn.Beside, false);
  });
}

/** The active run file's model, else every run's, each with its run's name as the Review view gives it. */
async function candidateModels(store: RunStore): Promise<Array<{ model: ResultModel; run: string }>> {
  const active = activeRunFile();
  // A score file stands for its result file; a tau2 file (results or one simulation) for itself.
  const activeResult = active ? (holdsCases(active.kind) ? active.path : await partnerThrough(hostFiles, active.path, active.kind)) : null;
  const runs = activeResult ? [] : (await findTreeRuns()).runs;
  const names = runDisplayNames(runs.map((r) => ({ id: r.folder, model: r.model })));
  const files = activeResult ? [{ file: activeResult, run: '' }] : runs.flatMap((r) => r.resultFiles.map((file) => ({ file, run: names.get(r.folder)! })));
  const models: Array<{ model: ResultModel; run: string }> = [];
  for (const { file, run } of files) {
    try {
      const model = await store.modelForPath(file);
      if (model.kind === 'result') models.push({ model, run });
    } catch {
      // Unreadable files are reported by the diagnostics and the tree.
    }
  }
  return models;
}

/** `run`: the run's name, given when the list holds more than one file (then each row names its file too). */
function picksOf(model: ResultModel, run: string | null): CasePick[] {
  const gold = model.summary?.goldClass ?? null;
  return model.read.cases.map((kase) => {
    // A dir layout's simulation sits in its own file.
    const file = kase.file ?? model.path;
    return {
      label: kase.id,
      description: labelString(casePieces(kase, model.caseSummaryById.get(kase.id), gold)),
      detail: `${run ? `${run} · ` : ''}${run !== null || file !== model.path ? `${basename(file)} line ${kase.line}` : `line ${kase.line}`}`,
      file,
      line: kase.line,
      id: kase.id,
    };
  });
}
