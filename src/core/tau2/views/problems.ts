// The Problems entries only a tau2 file has: a REFUSE task whose agent wrote to the database, a write
// without confirmation (judged by the paper's judge where a judgments file has it, else by our
// heuristic, named as such), a simulation that ended early (and the TOOL_CALL hit the paper's quirk
// gives it), files of the settings that could not be read, and what could not be read in the run's
// other files (a dir layout's simulations). Each over its whole line.
import { classLabel } from '../../classify/actionClass';
import type { ResultModel } from '../../document/fileModel';
import type { ViewProblem } from '../../document/formatViews';
import type { Case } from '../../model/model';
import { folderOf, relativePath } from '../../path/pathNames';

export function simulationProblems(model: ResultModel): ViewProblem[] {
  const tau2 = model.tau2;
  if (!tau2) return [];
  const out: ViewProblem[] = [];
  for (const problem of tau2.settingProblems) out.push({ line: 0, message: problem, severity: 'warning', code: 'settings-file' });
  for (const p of tau2.run.problems) {
    if (p.file === model.path) continue;
    const where = `${relativePath(folderOf(model.path), p.file)}:${p.line}:${p.column}`;
    out.push({ line: 0, message: `${where}: ${p.message}`, severity: 'error', code: 'unreadable-line' });
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
        out.push({ line, message: `Task ${sim.taskId} ended early (${sim.termination}): tau2 gave reward 0 and ran no checks.${quirk}`, severity: 'information', code: 'early-end' });
      }
      const refuseMissed = kase.gold.includes('refuse') && !kase.goldHits.includes('refuse');
      if (f.startsCase && refuseMissed && !f.writes?.length && (kase.file ?? model.path) !== model.path) {
        // A dir layout's index: the writes are in the simulation's own file.
        out.push({ line, message: refuseMessage(sim.taskId, sim.assistantWriteCalls), severity: 'warning', code: 'refuse-task-write' });
      }
      (f.writes ?? []).forEach((w, k) => {
        if (refuseMissed && k === 0 && firstWriteLine.get(kase) === lineNumber) out.push({ line, message: refuseMessage(sim.taskId, [w.tool]), severity: 'warning', code: 'refuse-task-write' });
        if (w.confirmed !== false) return;
        out.push(w.source === 'judge'
          ? { line, message: `Database write ${w.tool} without confirmation, says the paper's judge: ${w.reason}`, severity: 'warning', code: 'unconfirmed-write' }
          : { line, message: `Database write ${w.tool} may lack confirmation (heuristic, not the paper's judge): ${w.reason}.`, severity: 'information', code: 'unconfirmed-write' });
      });
    }
  }
  return out;
}

function refuseMessage(taskId: string, tools: readonly string[]): string {
  const names = [...new Set(tools)].join(', ');
  return `Task ${taskId} is a ${classLabel('refuse')} task (its gold has no action), yet the agent called the write tool ${names}: ${classLabel('refuse')} is missed.`;
}
