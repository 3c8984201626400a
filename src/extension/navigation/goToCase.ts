// Go to a case by id: a quick pick over the active run file's cases (a BFCL result file, or the
// simulations of a tau2 results file; every run's when no run file is active); `{ id }` as argument
// jumps straight there.
import * as vscode from 'vscode';
import { basename } from 'node:path';
import { activeRunFile } from '../activeFile';
import { openCaseView, revealCaseLine } from '../caseView/caseViewCommands';
import { COMMAND } from '../commandIds';
import { casePieces, labelString } from '../labels/labelText';
import { openDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';
import { findTreeRuns } from '../tree/runFiles';
import { resultFileThrough } from '../../core/bfcl/partnerThrough';
import { hostFiles } from '../../core/files/hostFiles';

interface CasePick extends vscode.QuickPickItem {
  file: string;
  line: number;
  id: string;
}

export function registerGoToCase(store: RunStore): vscode.Disposable {
  return vscode.commands.registerCommand(COMMAND.goToCase, async (args?: { id?: string }) => {
    const models = await candidateModels(store);
    const picks = models.flatMap((m) => picksOf(m, models.length > 1));
    if (picks.length === 0) {
      void vscode.window.showInformationMessage('No BFCL result files or tau2-bench results found: open one, or a folder that holds them, to go to a case.');
      return;
    }
    let chosen: CasePick | undefined;
    if (typeof args?.id === 'string') {
      chosen = picks.find((p) => p.id === args.id);
      if (!chosen) {
        void vscode.window.showWarningMessage(`No case with id ${args.id} in ${models.length === 1 ? basename(models[0]!.path) : 'the open runs'}.`);
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

async function candidateModels(store: RunStore): Promise<ResultModel[]> {
  const active = activeRunFile();
  // A score file stands for its result file; a tau2 file (results or one simulation) for itself.
  const activeResult = active ? (active.kind === 'score' ? await resultFileThrough(hostFiles, active.path) : active.path) : null;
  const files = activeResult ? [activeResult] : (await findTreeRuns()).runs.flatMap((r) => r.resultFiles);
  const models: ResultModel[] = [];
  for (const file of files) {
    try {
      const model = await store.modelForPath(file);
      if (model.kind === 'result') models.push(model);
    } catch {
      // Unreadable files are reported by the diagnostics and the tree.
    }
  }
  return models;
}

function picksOf(model: ResultModel, withFile: boolean): CasePick[] {
  const gold = model.summary?.goldClass ?? null;
  return model.read.cases.map((kase) => {
    // A dir layout's simulation sits in its own file.
    const file = kase.file ?? model.path;
    return {
      label: kase.id,
      description: labelString(casePieces(kase, model.caseSummaryById.get(kase.id), gold)),
      detail: withFile || file !== model.path ? `${basename(file)} line ${kase.line}` : `line ${kase.line}`,
      file,
      line: kase.line,
      id: kase.id,
    };
  });
}
