// tau2 gold and judgments in the web build: the pinned tasks. The settings that name a tasks.json or
// a judgments file are not read here yet (they are paths on local disk); a file that sets one says so.
import * as vscode from 'vscode';
import type { Tau2Sources } from '../../core/load/tau2Sources';
import { SECTION } from '../settings';

export async function webTau2Sources(): Promise<Tau2Sources> {
  const config = vscode.workspace.getConfiguration(SECTION);
  const tasks = config.get<string | string[]>('tau2TasksFile', '');
  const judgments = config.get<string>('tau2JudgmentsFile', '').trim();
  const problems: string[] = [];
  if ((Array.isArray(tasks) ? tasks : [tasks]).some((t) => t.trim() !== '')) {
    problems.push('calibrationLens.tau2TasksFile is not read in VS Code for the Web yet: gold comes from the pinned tasks. Open the folder in VS Code on the desktop to score against it.');
  }
  if (judgments !== '') {
    problems.push('calibrationLens.tau2JudgmentsFile is not read in VS Code for the Web yet: writes are judged by the heuristic. Open the folder in VS Code on the desktop to use the judgments.');
  }
  return { tasks: [], judgmentsFile: null, judgments: null, problems };
}
