// The text output of `gar` for a tau2 run: the paper's Tab. 2 layout (pass@1, then GAR, Acc, GAR - Acc
// and n for TOOL_CALL, ASK and REFUSE), with the emit rates, the other ASK subsets and the quirk count.
import { pyFixed } from '../core/format/pyFixed';
import type { AskSubsetName } from '../core/tau2/askSubsets';
import type { ClassCalibration, Tau2RunSummary } from '../core/tau2/metrics';
import type { Tau2Run } from '../core/tau2/types';

const left = (s: string, w: number) => s.padEnd(w);
const right = (s: string, w: number) => s.padStart(w);
const p1 = (v: number | null) => (v === null ? '-' : pyFixed(v, 1));
const frac = (v: number | null) => (v === null ? '-' : pyFixed(100 * v, 1));

export function tau2Table(s: Tau2RunSummary, askSubset: AskSubsetName): string {
  const lines = [
    `${s.model ?? '(model unknown)'}  ${s.domain ?? '(domain unknown)'}  ${s.file}`,
    `scored ${s.scored} of ${s.simulations} simulations   pass@1 ${frac(s.passAt1)}`,
    `emit rates  TOOL_CALL ${frac(s.emitRates.tool_call)}  ASK ${frac(s.emitRates.ask)}  REFUSE ${frac(s.emitRates.refuse)}  CONFIRM ${frac(s.emitRates.confirm)}`,
  ];
  if (!s.calibration) {
    lines.push('GAR needs gold: no gold tasks are known for this domain (pass --tasks with its tasks.json).');
  } else {
    lines.push(`${left('gold', 18)}${right('n', 5)}${right('GAR', 8)}${right('Acc', 8)}${right('GAR-Acc', 9)}  GAR 95% CI`);
    lines.push(classRow('TOOL_CALL', s.calibration.tool_call));
    const ask = s.askSubsets?.[askSubset];
    if (ask) lines.push(`${left(`ASK (${askSubset})`, 18)}${right(String(ask.n), 5)}${right(p1(ask.garPct), 8)}${right(p1(ask.accPct), 8)}${right(ask.deltaPct === null ? '-' : pyFixed(ask.deltaPct, 1, true), 9)}`);
    lines.push(classRow('REFUSE', s.calibration.refuse));
    lines.push(classRow('ASK (all trials)', s.calibration.ask));
    const q = s.calibration.tool_call.quirkHits;
    if (q) lines.push(`${q} of the ${s.calibration.tool_call.hits} TOOL_CALL hits come from simulations that ended early (no action checks, counted as hits as the paper does).`);
    if (s.askSubsets) {
      const others = (['all', 'paper', 'valid'] as const).filter((n) => n !== askSubset).map((n) => {
        const a = s.askSubsets![n];
        return `${n} ${p1(a.garPct)}/${p1(a.accPct)} (n ${a.n})`;
      });
      lines.push(`other ASK subsets (GAR/Acc): ${others.join('   ')}`);
    }
    lines.push(`gold: ${s.goldSource}`);
  }
  return lines.join('\n');
}

function classRow(label: string, c: ClassCalibration): string {
  const ci = c.n ? `[${pyFixed(100 * c.garCi95[0], 1)}, ${pyFixed(100 * c.garCi95[1], 1)}]` : '-';
  return `${left(label, 18)}${right(String(c.n), 5)}${right(frac(c.gar), 8)}${right(frac(c.acc), 8)}${right(c.delta === null ? '-' : pyFixed(100 * c.delta, 1, true), 9)}  ${ci}`;
}

export function tau2CaseRows(run: Tau2Run, goldOf: (taskId: string) => string[]): string[] {
  const rows = ['simulations:'];
  for (const sim of run.simulations) {
    const gold = goldOf(sim.taskId);
    rows.push(`  task ${sim.taskId}${sim.trial !== null ? ` trial ${sim.trial}` : ''}  line ${sim.line}  reward ${sim.reward ?? 'unknown'}  ${sim.termination ?? ''}  ${sim.scored ? '' : 'NOT SCORED  '}gold ${gold.map((g) => g.toUpperCase()).join('+') || '(none)'}  emits ${sim.emitSet.map((c) => c.toUpperCase()).join('+') || '(nothing)'}`);
  }
  return rows;
}
