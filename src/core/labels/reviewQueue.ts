// What an annotator has left to do in a run: emissions they have not decided, their decisions that
// disagree with the classifier, and bound violations without their verdict; with progress per run
// and category. Stale decisions count as not done (the file changed under them).
import { GOLD_CLASS, type Category } from '../bfcl/categories';
import { emissionPlaceOf } from './decisionSchema';
import type { ResolvedDecision } from './resolveDecisions';
import type { RunContext } from './runContext';

export type ReviewKind = 'unreviewed' | 'disagreement' | 'violation';

export interface ReviewItem {
  kind: ReviewKind;
  model: string;
  category: Category;
  /** Absolute path of the result file. */
  file: string;
  caseId: string;
  /** 1-based line of the case. */
  line: number;
  /** null for a case (violation). */
  turn: number | null;
  step: number | null;
}

export interface ReviewProgress {
  model: string;
  category: Category;
  reviewed: number;
  total: number;
}

export function reviewQueue(runs: readonly RunContext[], decisions: readonly ResolvedDecision[], author: string): { items: ReviewItem[]; progress: ReviewProgress[] } {
  const mine = new Map<string, ResolvedDecision>();
  for (const d of decisions) {
    if (d.stale || d.decision.author !== author || !d.file) continue;
    const at = d.decision.kind === 'emission' ? (() => { const p = emissionPlaceOf(d.decision); return 'turn' in p ? `${p.turn}/${p.step}` : null; })() : d.decision.kind;
    if (at) mine.set(`${d.file.path}\u0000${d.decision.case}\u0000${at}`, d);
  }
  const items: ReviewItem[] = [];
  const progress: ReviewProgress[] = [];
  for (const run of runs) {
    for (const file of run.files.values()) {
      let reviewed = 0;
      let total = 0;
      const gold = GOLD_CLASS[file.category];
      for (const kase of file.read.cases) {
        const base = { model: run.model, category: file.category, file: file.path, caseId: kase.id, line: kase.line };
        for (const turn of kase.turns) {
          for (const e of turn.emissions) {
            total += 1;
            const d = mine.get(`${file.path}\u0000${kase.id}\u0000${e.turn}/${e.step}`);
            if (!d) items.push({ ...base, kind: 'unreviewed', turn: e.turn, step: e.step });
            else {
              reviewed += 1;
              if (d.decision.kind === 'emission' && d.decision.human !== (e.cls ?? 'none')) items.push({ ...base, kind: 'disagreement', turn: e.turn, step: e.step });
            }
          }
        }
        const violation = kase.verdict?.outcome === 'passed' && !kase.classes.includes(gold);
        if (violation && !mine.has(`${file.path}\u0000${kase.id}\u0000case`)) items.push({ ...base, kind: 'violation', turn: null, step: null });
      }
      progress.push({ model: run.model, category: file.category, reviewed, total });
    }
  }
  return { items, progress };
}
