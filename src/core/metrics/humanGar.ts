// The paper's GAR with an annotator's classes in place of the classifier's where they decided, beside
// the classifier's own: what the audit changes in the reported numbers. Undecided emissions keep
// the classifier's class; stale decisions are not applied.
import type { ActionClass } from '../classify/actionClass';
import { emissionPlaceOf } from '../labels/decisionSchema';
import type { ResolvedDecision } from '../labels/resolveDecisions';
import type { RunContext } from '../labels/runContext';
import { GOLD_CLASS, type Category } from '../bfcl/categories';

export interface HumanGarRow {
  model: string;
  category: Category;
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
      const gold = GOLD_CLASS[file.category];
      for (const author of authors) {
        const mine = new Map<string, ResolvedDecision>();
        for (const d of decisions) {
          if (d.file !== file || d.decision.kind !== 'emission' || d.decision.author !== author || d.stale) continue;
          const place = emissionPlaceOf(d.decision);
          if ('turn' in place) mine.set(`${d.decision.case}/${place.turn}/${place.step}`, d);
        }
        if (mine.size === 0) continue;
        let classifierHits = 0;
        let humanHits = 0;
        let changed = 0;
        for (const kase of file.read.cases) {
          const classifierHit = kase.classes.includes(gold);
          const humanHit = kase.turns.some((t) => t.emissions.some((e) => {
            const d = mine.get(`${kase.id}/${e.turn}/${e.step}`);
            const cls = d && d.decision.kind === 'emission' ? d.decision.human : e.cls;
            return cls === gold;
          }));
          if (classifierHit) classifierHits += 1;
          if (humanHit) humanHits += 1;
          if (classifierHit !== humanHit) changed += 1;
        }
        const n = file.read.cases.length;
        rows.push({
          model: run.model,
          category: file.category,
          author,
          goldClass: gold,
          n,
          classifierGar: n ? (100 * classifierHits) / n : null,
          humanGar: n ? (100 * humanHits) / n : null,
          decided: mine.size,
          casesChanged: changed,
        });
      }
    }
  }
  return rows;
}
