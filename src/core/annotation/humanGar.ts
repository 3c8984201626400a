// The paper's GAR with an annotator's classes in place of the classifier's where they decided, beside
// the classifier's own: what the audit changes in the reported numbers. Undecided emissions keep
// the classifier's classes; stale decisions are not applied. Each benchmark's hit rule decides
// (LabelledFile.goldHitsWith): BFCL's gold is hit by an emission showing it; tau2's ASK by an ASK
// message, its TOOL_CALL and REFUSE by what the run did, so human classes cannot turn those around.
import type { ActionClass } from '../classify/actionClass';
import { emissionPlaceOf, humanClassesOf } from './decisionSchema';
import { placeText } from './emissionPlace';
import type { ResolvedDecision } from './resolveDecisions';
import type { ClassesOf, RunContext } from '../document/labelledRun';

export interface HumanGarRow {
  model: string;
  /** The BFCL category or tau2 domain. */
  group: string;
  author: string;
  goldClass: ActionClass;
  n: number;
  /** Percent, 0-100; null when n is 0. */
  classifierGar: number | null;
  humanGar: number | null;
  /** Emissions of this file the author decided (not stale). */
  decided: number;
  /** Cases whose gold hit the author's labels turn around. */
  casesChanged: number;
}

export function humanGarRows(runs: readonly RunContext[], decisions: readonly ResolvedDecision[]): HumanGarRow[] {
  const rows: HumanGarRow[] = [];
  const authors = [...new Set(decisions.filter((d) => !d.stale && d.decision.kind === 'emission').map((d) => d.decision.author))].sort();
  for (const run of runs) {
    for (const file of run.files.values()) {
      for (const author of authors) {
        const mine = new Map<string, readonly ActionClass[]>();
        for (const d of decisions) {
          if (d.file !== file || d.decision.kind !== 'emission' || d.decision.author !== author || d.stale) continue;
          mine.set(`${d.decision.case}\u0000${placeText(emissionPlaceOf(d.decision))}`, humanClassesOf(d.decision));
        }
        if (mine.size === 0) continue;
        const human: ClassesOf = (kase, e) => mine.get(`${kase.id}\u0000${placeText(e.place)}`) ?? e.classes;
        const humanHits = new Map(file.garCases.map((kase) => [kase, file.goldHitsWith(kase, human)]));
        for (const gold of file.goldClasses) {
          const cases = file.garCases.filter((kase) => kase.gold.includes(gold));
          const classifierHit = (kase: (typeof cases)[number]) => kase.goldHits.includes(gold);
          const humanHit = (kase: (typeof cases)[number]) => humanHits.get(kase)!.includes(gold);
          const n = cases.length;
          const percent = (hits: number) => (n ? (100 * hits) / n : null);
          rows.push({
            model: run.model,
            group: file.group,
            author,
            goldClass: gold,
            n,
            classifierGar: percent(cases.filter(classifierHit).length),
            humanGar: percent(cases.filter(humanHit).length),
            decided: mine.size,
            casesChanged: cases.filter((kase) => classifierHit(kase) !== humanHit(kase)).length,
          });
        }
      }
    }
  }
  return rows;
}
