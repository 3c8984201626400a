// A tau2 simulation as the case view shows it (core/document/formatViews.ts, caseView): read whole from its
// file, with its gold path from the tasks the run embeds or the settings name, and its database writes
// judged (the paper's judgments when the settings name them, else the heuristic), laid out by
// caseViewDocument.ts with the gold path's lines in it.
import type { CaseViewAnswer, CaseViewRequest } from '../../document/formatViews';
import { renderTau2CaseView } from '../caseViewDocument';
import { tau2SourcesIn } from '../formatSources';
import { buildTau2GoldPath } from '../goldPath';
import { readOneSimulation } from '../oneSimulation';
import { writeToolsOf } from '../writeTools';
import { writeVerdicts } from '../writeVerdicts';

export async function tau2CaseView(request: CaseViewRequest): Promise<CaseViewAnswer> {
  const { file, model, kase } = request;
  const sim = kase.simulation;
  if (!sim) return { ok: false, message: `Case ${kase.id} in ${file} is not a tau2 simulation.` };
  const one = await readOneSimulation(kase.file ?? file, { id: sim.id ?? sim.taskId, trial: sim.trial });
  if (!one.ok) return one;
  const sources = tau2SourcesIn(await request.sources());
  const path = buildTau2GoldPath(one.found, sources.tasks);
  path.notes.push(...sources.problems);
  const judged = sim.id ? sources.judgments?.get(sim.id) : undefined;
  const writes = writeVerdicts(sim, writeToolsOf(model.tau2?.run.domain ?? null), judged);
  const view = renderTau2CaseView({ one: one.found, path, kase, summary: model.caseSummaryById.get(kase.id) ?? null, writes, judgmentsFile: sources.judgmentsFile, layout: request.layout });
  return { ok: true, doc: view.doc, gold: { marks: view.goldMarks, divergenceLines: view.divergenceLines } };
}
