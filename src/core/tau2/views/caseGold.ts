// A tau2 simulation's gold path in the editor's terms: the divergence at the first expected action the
// trajectory gets wrong (the differing call) or misses (the action's check, else the simulation's first
// line), with tau2's check beside it; the hover on the simulation's first line with every expected
// action beside the agent's calls, and on a call's line with that call's row.
import type { CaseDivergence, GoldHover } from '../../document/caseGold';
import type { SimulationGold } from '../divergence';
import { alignmentLines, rowLines } from '../goldPathText';

export function tau2CaseDivergence(gold: SimulationGold): CaseDivergence | null {
  const d = gold.divergence;
  if (!d) return null;
  const row = gold.path.rows[gold.path.firstDivergence!]!;
  const check = row.check === null ? 'no check' : row.check.matched === null ? 'its check is unknown' : row.check.matched ? 'matched' : 'not matched';
  const related = d.checkLine === null ? [] : [{ file: d.file, line: d.checkLine, message: `tau2's check of ${row.action?.action_id ?? row.gold?.text ?? 'this action'}: ${check}.` }];
  return { file: d.file, line: d.line, span: null, sentence: d.sentence, related };
}

/**
 * `startsHere`: the hovered line is where the simulation starts in this document; `callsHere`: the
 * hovered line is in the simulation's own file, so its calls can sit on it.
 */
export function tau2Hover(gold: SimulationGold, line: number, startsHere: boolean, callsHere: boolean): GoldHover | null {
  const path = gold.path;
  // Titled as the line's other sections are ("… — Calibration Lens"), the source of the actions under it.
  const source = path.taskSource ? `Expected actions from ${path.taskSource}` : 'Expected actions unknown: the run embeds no such task and no tasks file names it';
  const detail = '— Calibration Lens';
  if (startsHere) {
    // The alignment without its two heading lines: the hover's title says what it is.
    return { title: `Expected actions of task ${path.taskId} beside the agent's calls`, detail, blocks: [{ title: source, lines: alignmentLines(path).slice(2).map((l) => trimmed(l.text)), language: 'text' }], span: null };
  }
  if (!callsHere) return null;
  const rows = path.rows.filter((r) => r.model?.line === line);
  if (rows.length === 0) return null;
  const lines = rows.flatMap((r) => rowLines(r).map((l) => trimmed(l.text)));
  if (rows.some((r) => path.rows.indexOf(r) === path.firstDivergence)) lines.push('◆ The first expected action the trajectory does not match.');
  return { title: `This call beside the expected actions of task ${path.taskId}`, detail, blocks: [{ title: source, lines, language: 'text' }], span: null };
}

function trimmed(text: string): string {
  return text.replace(/^ {2}/, '');
}
