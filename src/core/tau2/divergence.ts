// Where a tau2 simulation first leaves its gold path, as a place in its file: the first expected action
// the trajectory gets wrong sits at the call that differs (the action's check beside it), one it misses
// at that action's check in reward_info.action_checks, or at the simulation's first line when the run
// wrote no check (an early end). The gold paths of a whole run come from one streaming pass.
import type { UserTasks } from './goldSource';
import { buildTau2GoldPath, type Tau2GoldPath } from './goldPath';
import { tau2DivergenceSentence } from './goldPathText';
import { forEachSimulation, type OneSimulation } from './oneSimulation';

export interface Tau2Divergence {
  file: string;
  /** 1-based line of the differing call, or of the missed action's check (else the simulation's first line). */
  line: number;
  kind: 'differs' | 'missing';
  sentence: string;
  /** The expected action's check in the file, when it is not `line` itself. */
  checkLine: number | null;
}

export interface SimulationGold {
  path: Tau2GoldPath;
  divergence: Tau2Divergence | null;
}

export function tau2Divergence(path: Tau2GoldPath, one: OneSimulation): Tau2Divergence | null {
  const sentence = tau2DivergenceSentence(path);
  if (path.firstDivergence === null || sentence === null) return null;
  const row = path.rows[path.firstDivergence]!;
  const check = row.check ? one.actionCheckLines.get(row.check.index) ?? null : null;
  if (row.kind === 'differs' && row.model) return { file: one.file, line: row.model.line, kind: 'differs', sentence, checkLine: check };
  return { file: one.file, line: check ?? one.line, kind: 'missing', sentence, checkLine: null };
}

/** `file:line` of a simulation's first line: how the gold of a run is keyed (ids may be missing or repeated). */
export function simulationPlace(file: string, line: number): string {
  return `${file}:${line}`;
}

/**
 * The gold path of every simulation of a run (or of one simulation file of a dir layout), keyed by
 * simulationPlace. The tool outputs are dropped: the views of a whole run show calls, not answers.
 */
export async function runGoldPaths(path: string, userTasks: readonly UserTasks[]): Promise<Map<string, SimulationGold>> {
  const out = new Map<string, SimulationGold>();
  await forEachSimulation(path, (one) => {
    const full = buildTau2GoldPath(one, userTasks);
    const divergence = tau2Divergence(full, one);
    const rows = full.rows.map((r) => (r.model ? { ...r, model: { ...r.model, output: null } } : r));
    out.set(simulationPlace(one.file, one.line), { path: { ...full, rows }, divergence });
  });
  return out;
}
