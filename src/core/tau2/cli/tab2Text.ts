// The text output of `gar` for tau2 runs: first the paper's Tab. 2 layout, one row per run (model ×
// domain): pass@1, then GAR, Acc, GAR - Acc and n for TOOL_CALL, ASK (the chosen audit subset) and
// REFUSE. Then each run on its own: emit rates, every row with its GAR interval (each ASK subset, and
// ASK over every trial as the breakdown counts it), the quirk count and where the gold comes from.
import { pyFixed } from '../../text/pyFixed';
import { ASK_SUBSET_NAMES, type AskSubsetName } from '../askSubsets';
import type { AskSubsetScore, ClassCalibration, Tau2RunSummary } from '../metrics';
import type { Tau2Run } from '../types';

const left = (s: string, w: number) => s.padEnd(w);
const right = (s: string, w: number) => s.padStart(w);
const p1 = (v: number | null) => (v === null ? '-' : pyFixed(v, 1));
const signed = (v: number | null) => (v === null ? '-' : pyFixed(v, 1, true));
const ci = (n: number, [low, high]: [number, number]) => (n ? `[${pyFixed(low, 1)}, ${pyFixed(high, 1)}]` : '-');

/** One gold class's cells in percent: GAR, Acc, GAR - Acc, n. */
interface Cells { n: number; gar: number | null; acc: number | null; delta: number | null; ci95: [number, number] }

const ofClass = (c: ClassCalibration): Cells => ({
  n: c.n, gar: c.gar === null ? null : (100 * c.hits) / c.n, acc: c.acc === null ? null : (100 * c.passes) / c.n,
  delta: c.gar === null ? null : (100 * c.hits) / c.n - (100 * c.passes) / c.n, ci95: [100 * c.garCi95[0], 100 * c.garCi95[1]],
});
const ofSubset = (a: AskSubsetScore): Cells => ({ n: a.n, gar: a.garPct, acc: a.accPct, delta: a.deltaPct, ci95: a.garCi95Pct });

const CELL = [7, 7, 9, 5] as const;
const GROUP_WIDTH = CELL.reduce((a, b) => a + b, 0);

function cells(c: Cells | null, mark = ''): string {
  if (!c) return `${right('-', CELL[0] - 1)} ${right('-', CELL[1])}${right('-', CELL[2])}${right('-', CELL[3])}`;
  // A mark (the quirk's *) sits in the column's last place, which is blank otherwise, so the numbers stay aligned.
  return `${right(p1(c.gar), CELL[0] - 1)}${mark || ' '}${right(p1(c.acc), CELL[1])}${right(signed(c.delta), CELL[2])}${right(String(c.n), CELL[3])}`;
}

/** The paper's Tab. 2: one row per run, numbered as the blocks below it are. */
export function tab2Table(runs: readonly Tau2RunSummary[], askSubset: AskSubsetName): string {
  const modelWidth = Math.max(5, ...runs.map((s) => (s.model ?? 'unknown').length)) + 2;
  const domainWidth = Math.max(6, ...runs.map((s) => (s.domain ?? 'unknown').length)) + 2;
  const numberWidth = String(runs.length).length + 2;
  const lead = numberWidth + modelWidth + domainWidth + 7;
  const groups = ['TOOL_CALL', `ASK (${askSubset})`, 'REFUSE'].map((g) => left(`  ${g}`, GROUP_WIDTH)).join('');
  const head = `${right('GAR', CELL[0] - 1)} ${['Acc', 'GAR-Acc', 'n'].map((h, i) => right(h, CELL[i + 1]!)).join('')}`;
  const lines = [
    `${' '.repeat(lead)}${groups}`.trimEnd(),
    `${left('#', numberWidth)}${left('model', modelWidth)}${left('domain', domainWidth)}${right('pass@1', 7)}${head.repeat(3)}`,
  ];
  runs.forEach((s, i) => {
    const cal = s.calibration;
    const ask = s.askSubsets?.[askSubset];
    const quirk = cal && cal.tool_call.quirkHits > 0 ? '*' : '';
    lines.push(
      `${left(String(i + 1), numberWidth)}${left(s.model ?? 'unknown', modelWidth)}${left(s.domain ?? 'unknown', domainWidth)}${right(s.passAt1 === null ? '-' : pyFixed(100 * s.passes / s.scored, 1), 7)}` +
        `${cells(cal ? ofClass(cal.tool_call) : null, quirk)}${cells(ask ? ofSubset(ask) : null)}${cells(cal ? ofClass(cal.refuse) : null)}`,
    );
  });
  return lines.join('\n');
}

/** Said once, under the table: what the ASK rows are over. */
export function tab2Notes(askSubset: AskSubsetName): string {
  return [
    `ASK (${askSubset}): the tasks of the paper's ASK audit subset "${askSubset}" (--ask-subset all|paper|valid), the last scored simulation of each (tau2_ask_subset.py).`,
    'Below, per run: every subset, and ASK (all trials), every scored simulation of an ASK-gold task (the breakdown\'s calib_ask columns).',
  ].join('\n');
}

/** One run in full, under its number in the table. */
export function tau2RunBlock(s: Tau2RunSummary, index: number, askSubset: AskSubsetName): string {
  const rate = (k: number) => (s.scored ? pyFixed((100 * k) / s.scored, 1) : '-');
  const lines = [
    `[${index}] ${s.model ?? '(model unknown)'}  ${s.domain ?? '(domain unknown)'}  ${s.file}`,
    `scored ${s.scored} of ${s.simulations} simulations   pass@1 ${rate(s.passes)}`,
    `emit rates  TOOL_CALL ${rate(s.emits.tool_call)}  ASK ${rate(s.emits.ask)}  REFUSE ${rate(s.emits.refuse)}  CONFIRM ${rate(s.emits.confirm)}`,
  ];
  if (!s.calibration) {
    lines.push('GAR needs gold: no gold tasks are known for this domain (pass --tasks with its tasks.json).');
    return lines.join('\n');
  }
  const row = (label: string, c: Cells) => `${left(label, 18)}${right(String(c.n), 5)}${right(p1(c.gar), 8)}${right(p1(c.acc), 8)}${right(signed(c.delta), 9)}  ${ci(c.n, c.ci95)}`;
  lines.push(`${left('gold', 18)}${right('n', 5)}${right('GAR', 8)}${right('Acc', 8)}${right('GAR-Acc', 9)}  GAR 95% CI`);
  lines.push(row('TOOL_CALL', ofClass(s.calibration.tool_call)));
  if (s.askSubsets) {
    // The chosen subset first: it is the one in the table above.
    for (const name of [askSubset, ...ASK_SUBSET_NAMES.filter((n) => n !== askSubset)]) lines.push(row(`ASK · ${name}`, ofSubset(s.askSubsets[name])));
  }
  lines.push(row('ASK (all trials)', ofClass(s.calibration.ask)));
  lines.push(row('REFUSE', ofClass(s.calibration.refuse)));
  const q = s.calibration.tool_call.quirkHits;
  if (q) lines.push(`* ${q} of the ${s.calibration.tool_call.hits} TOOL_CALL hits come from simulations that ended early (no action checks, counted as hits as the paper does).`);
  lines.push(`gold: ${s.goldSource}`);
  return lines.join('\n');
}

export function tau2CaseRows(run: Tau2Run, goldOf: (taskId: string) => string[]): string[] {
  const rows = ['simulations:'];
  for (const sim of run.simulations) {
    const gold = goldOf(sim.taskId);
    rows.push(`  task ${sim.taskId}${sim.trial !== null ? ` trial ${sim.trial}` : ''}  line ${sim.line}  reward ${sim.reward ?? 'unknown'}  ${sim.termination ?? ''}  ${sim.scored ? '' : 'NOT SCORED  '}gold ${gold.map((g) => g.toUpperCase()).join('+') || '(none)'}  emits ${sim.emitSet.map((c) => c.toUpperCase()).join('+') || '(nothing)'}`);
  }
  return rows;
}
