// The Problems entries only a tau2 file has: a REFUSE task whose agent wrote to the database, a write
// without confirmation (judged by the paper's judge where a judgments file has it, else by our
// heuristic, named as such), a simulation that ended early (and the TOOL_CALL hit the paper's quirk
// gives it), files of the settings that could not be read, and what could not be read in the run's
// other files (a dir layout's simulations).
import { folderOf, relativePath } from '../../core/path/pathNames';
import * as vscode from 'vscode';
import { classLabel } from '../../core/classify/actionClass';
import type { Case } from '../../core/model/model';
import type { ResultModel } from '../runStore';
import { make, type DiagnosticContext } from './diagnostic';
import { DIAGNOSTIC_CODE } from './diagnosticCodes';

export function simulationDiagnostics(model: ResultModel, ctx: DiagnosticContext): vscode.Diagnostic[] {
  const tau2 = model.tau2!;
  const out: vscode.Diagnostic[] = [];
  const whole = (line: number) => new vscode.Range(line, 0, line, Math.max(1, ctx.lineLength(line)));
  for (const problem of tau2.settingProblems) out.push(make(whole(0), problem, vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.settingsFile, ctx));
  for (const p of tau2.run.problems) {
    if (p.file === model.path) continue;
    const where = `${relativePath(folderOf(model.path), p.file)}:${p.line}:${p.column}`;
    out.push(make(whole(0), `${where}: ${p.message}`, vscode.DiagnosticSeverity.Error, DIAGNOSTIC_CODE.unreadableLine, ctx));
  }
  const lines = model.lines.lines;
  // The first write of each simulation carries the REFUSE entry.
  const firstWriteLine = new Map<Case, number>();
  for (const [lineNumber, facts] of lines) {
    for (const f of facts) if (f.writes?.length && lineNumber < (firstWriteLine.get(f.kase) ?? Infinity)) firstWriteLine.set(f.kase, lineNumber);
  }
  for (const [lineNumber, facts] of lines) {
    const line = lineNumber - 1;
    for (const f of facts) {
      const { kase } = f;
      const sim = kase.simulation!;
      if (f.startsCase && sim.scored && sim.earlyEnd) {
        const quirk = kase.quirkHits?.includes('tool_call')
          ? ' Its TOOL_CALL hit comes only from that: with no action checks, none failed (the paper counts it so; the TOOL_CALL row says how many such hits it has).'
          : '';
        out.push(make(whole(line), `Task ${sim.taskId} ended early (${sim.termination}): tau2 gave reward 0 and ran no checks.${quirk}`, vscode.DiagnosticSeverity.Information, DIAGNOSTIC_CODE.earlyEnd, ctx));
      }
      const refuseMissed = kase.gold.includes('refuse') && !kase.goldHits.includes('refuse');
      if (f.startsCase && refuseMissed && !f.writes?.length && (kase.file ?? model.path) !== model.path) {
        // A dir layout's index: the writes are in the simulation's own file.
        out.push(make(whole(line), refuseMessage(sim.taskId, sim.assistantWriteCalls), vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.refuseTaskWrite, ctx));
      }
      (f.writes ?? []).forEach((w, k) => {
        if (refuseMissed && k === 0 && firstWriteLine.get(kase) === lineNumber) out.push(make(whole(line), refuseMessage(sim.taskId, [w.tool]), vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.refuseTaskWrite, ctx));
        if (w.confirmed !== false) return;
        out.push(w.source === 'judge'
          ? make(whole(line), `Database write ${w.tool} without confirmation, says the paper's judge: ${w.reason}`, vscode.DiagnosticSeverity.Warning, DIAGNOSTIC_CODE.unconfirmedWrite, ctx)
          : make(whole(line), `Database write ${w.tool} may lack confirmation (heuristic, not the paper's judge): ${w.reason}.`, vscode.DiagnosticSeverity.Information, DIAGNOSTIC_CODE.unconfirmedWrite, ctx));
      });
    }
  }
  return out;
}

function refuseMessage(taskId: string, tools: readonly string[]): string {
  const names = [...new Set(tools)].join(', ');
  return `Task ${taskId} is a ${classLabel('refuse')} task (its gold has no action), yet the agent called the write tool ${names}: ${classLabel('refuse')} is missed.`;
}
