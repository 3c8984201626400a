// What "Carry Over Decisions to the Changed File" tells the annotator before anything is written:
// per case, whether it still reads the same, and per stale decision, whether its own text is
// unchanged (carried) or not (and why). No vscode import: the exact strings are pinned by unit tests.
import { emissionPlaceOf, humanClassesOf, type LabelDecision } from '../../core/annotation/decisionSchema';
import { classSetText } from '../../core/annotation/humanClasses';
import type { CarryItem, CarryStatus } from '../../core/annotation/carryOver';
import { countOf } from '../../core/text/countOf';
import { possessive } from '../../core/text/possessive';
import { placeLabel, VERDICT_TEXT } from './humanLabelText';

const STATUS_TEXT: Record<CarryStatus, string> = {
  unchanged: 'reads the same: carried over',
  changed: 'reads differently now: not carried (decide it again)',
  gone: 'is no longer in the file: not carried',
  unknown: 'was made on another version of the file: not compared',
};

function decisionText(d: LabelDecision): string {
  if (d.kind === 'emission') return `${possessive(d.author)} ${classSetText(humanClassesOf(d))} on ${placeLabel(emissionPlaceOf(d))}`;
  if (d.kind === 'case') return `${possessive(d.author)} verdict "${VERDICT_TEXT[d.verdict]}" (about the whole case)`;
  return `${possessive(d.author)} ${d.item} ${d.human ? 'yes' : 'no'} (about the whole case)`;
}

function caseText(caseUnchanged: boolean | null): string {
  return caseUnchanged === null ? 'not in both versions' : caseUnchanged ? 'the case reads the same' : 'the case changed';
}

/** One line per case, then one per decision under it, in the store's order of first appearance. */
export function carryReport(items: readonly CarryItem[]): string[] {
  const lines: string[] = [];
  const cases = [...new Set(items.map((i) => i.stored.decision.case))];
  for (const id of cases) {
    const mine = items.filter((i) => i.stored.decision.case === id);
    lines.push(`${id}: ${caseText(mine[0]!.caseUnchanged)}`);
    for (const i of mine) lines.push(`  ${decisionText(i.stored.decision)} ${STATUS_TEXT[i.status]}`);
  }
  return lines;
}

export function carryHeadline(items: readonly CarryItem[], file: string): string {
  const carried = items.filter((i) => i.carried).length;
  return `${countOf(items.length, 'stale decision')} on ${file}: ${carried} can be carried over to the file as it is now (their own text is unchanged), ${items.length - carried} cannot.`;
}
