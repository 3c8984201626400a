// How human decisions read in labels and hovers: the class as the paper writes it, who and when.
import type { HumanClass } from '../../core/labels/decisionSchema';
import type { CurrentDecision } from '../../core/labels/latestDecisions';

export function humanClassText(cls: HumanClass): string {
  return cls === 'none' ? 'NO CLASS' : cls.toUpperCase();
}

/** `ASK by ann, 2026-12-01 22:10 UTC: "asks for the file"` (stale ones say so first). */
export function decisionLine(d: CurrentDecision): string {
  const dd = d.decision;
  const what = dd.kind === 'emission' ? humanClassText(dd.human) : dd.kind === 'case' ? dd.verdict : `${dd.item} ${dd.human ? 1 : 0}`;
  const when = dd.time.replace('T', ' ').replace(/:\d\d(\.\d+)?Z$/, ' UTC');
  return `${d.stale ? 'STALE (the file changed since): ' : ''}${what} by ${dd.author}, ${when}${dd.rationale ? `: "${dd.rationale}"` : ''}`;
}
