// The Review view's queues and progress, worked out from the runs and their stores as held in memory.
// Each case's items are kept between two workings-out with the decisions they were worked out from: a
// case whose own decisions are the same objects as then is taken as it was, so a decision saved costs
// the cases it is about (the item moves from to-do to done), not the run's 9,000 emissions again. The
// result is what reviewQueue gives over the whole (test/unit/extension/reviewState.test.ts compares
// the two over a sequence of decisions). No vscode import: pinned by unit tests.
import type { Case } from '../../core/model/model';
import type { LabelledFile, RunContext } from '../../core/document/labelledRun';
import { placeText } from '../../core/annotation/emissionPlace';
import type { StoreRead } from '../../core/annotation/readStore';
import { resolveDecisions, type ResolvedDecision } from '../../core/annotation/resolveDecisions';
import { caseReview, ownDecisions, type ReviewItem, type ReviewProgress } from '../../core/annotation/reviewQueue';
import { runDisplayNames } from '../../core/annotation/runDisplayName';
import type { QueueKind } from '../../core/annotation/queuePosition';
import { targetKey, type ReviewTarget } from './nextTarget';

/** A run's progress in one group, with the run's name as people read it. */
export type NamedProgress = ReviewProgress & { run: string };

export interface ReviewState {
  /** What is left to do in each queue (the sample: its items not reviewed yet). */
  queues: Record<QueueKind, ReviewTarget[]>;
  /** The whole seeded sample, reviewed or not, in its order (empty before the seed exists). */
  sampleAll: ReviewTarget[];
  progress: NamedProgress[];
  /** The store whose folder holds the sample's seed, for the first run found. */
  firstStore: string | null;
  runs: RunContext[];
  decisions: ResolvedDecision[];
  /** Where the discovery of runs stopped, as the tree says it too. */
  notes: string[];
}

/** What the view's queues are worked out from: the runs as read, and their stores as known now. */
export interface ReviewModel {
  runs: RunContext[];
  notes: string[];
  /** Each run's store, as read or since appended to by this window; in the runs' order. */
  reads: StoreRead[];
  author: string;
  sampleAll: ReviewTarget[];
}

export const itemTarget = (names: Map<string, string>) => (i: ReviewItem): ReviewTarget => ({
  file: i.file, document: i.document, line: i.emissionLine ?? i.line, span: i.span, caseId: i.caseId, at: i.place ? placeText(i.place) : null,
  place: i.place, runId: i.runId, run: names.get(i.runId) ?? i.model,
});

/** One case's part of the queues, with what it was worked out from. */
interface CaseEntry {
  run: RunContext;
  file: LabelledFile;
  author: string;
  /** The author's decisions on the case by place, as applied then. */
  decided: Map<string, ResolvedDecision['decision']>;
  unreviewed: ReviewTarget[];
  disagreement: ReviewTarget[];
  violation: ReviewTarget[];
  /** The keys of `unreviewed` (the sample's items still to do are looked up in them). */
  toDo: Set<string>;
  reviewed: number;
  total: number;
}

/** The cases' parts kept from one working-out to the next, for one set of runs. */
export class ReviewStateCache {
  private runs: readonly RunContext[] | null = null;
  private names = new Map<string, string>();
  private cases = new WeakMap<Case, CaseEntry>();
  /** Cases worked out again by the last state (the rest were taken as they were). */
  workedOut = 0;

  /** The queues for the model's author. */
  stateOf(m: ReviewModel): ReviewState {
    if (this.runs !== m.runs) {
      this.runs = m.runs;
      this.names = runDisplayNames(m.runs);
      this.cases = new WeakMap();
    }
    const names = this.names;
    const { decisions } = resolveDecisions(m.reads, m.runs);
    const mine = ownDecisions(decisions, m.author);
    // The author's decisions by case (file path and case id), by place.
    const byCase = new Map<string, Map<string, ResolvedDecision['decision']>>();
    for (const [key, d] of mine) {
      const cut = key.lastIndexOf('\u0000');
      const kase = key.slice(0, cut);
      let decided = byCase.get(kase);
      if (!decided) byCase.set(kase, (decided = new Map()));
      decided.set(key.slice(cut + 1), d.decision);
    }
    const unreviewed: ReviewTarget[] = [];
    const disagreement: ReviewTarget[] = [];
    const violation: ReviewTarget[] = [];
    const progress: NamedProgress[] = [];
    const toDoByCase = new Map<string, Set<string>[]>();
    this.workedOut = 0;
    for (const run of m.runs) {
      for (const file of run.files.values()) {
        let reviewed = 0;
        let total = 0;
        for (const kase of file.read.cases) {
          const caseKey = `${file.path}\u0000${kase.id}`;
          const decided = byCase.get(caseKey) ?? new Map<string, ResolvedDecision['decision']>();
          let entry = this.cases.get(kase);
          if (!entry || entry.run !== run || entry.file !== file || entry.author !== m.author || !sameDecided(entry.decided, decided)) {
            entry = this.workOut(run, file, kase, mine, decided, m.author, names);
            this.cases.set(kase, entry);
            this.workedOut += 1;
          }
          unreviewed.push(...entry.unreviewed);
          disagreement.push(...entry.disagreement);
          violation.push(...entry.violation);
          reviewed += entry.reviewed;
          total += entry.total;
          const sets = toDoByCase.get(caseKey);
          if (sets) sets.push(entry.toDo);
          else toDoByCase.set(caseKey, [entry.toDo]);
        }
        progress.push({ runId: run.id, model: run.model, group: file.group, reviewed, total, run: names.get(run.id) ?? run.model });
      }
    }
    // targetKey starts with the file and case: an item still to do is in its case's keys.
    const sample = m.sampleAll.filter((t) => (toDoByCase.get(`${t.file}\u0000${t.caseId}`) ?? []).some((keys) => keys.has(targetKey(t))));
    return {
      queues: { unreviewed, disagreement, violation, sample }, sampleAll: m.sampleAll,
      progress, firstStore: m.reads[0]?.path ?? null, runs: m.runs, decisions, notes: m.notes,
    };
  }

  private workOut(run: RunContext, file: LabelledFile, kase: Case, mine: Map<string, ResolvedDecision>, decided: Map<string, ResolvedDecision['decision']>, author: string, names: Map<string, string>): CaseEntry {
    const c = caseReview(run, file, kase, mine);
    const toTarget = itemTarget(names);
    const of = (kind: ReviewItem['kind']) => c.items.filter((i) => i.kind === kind).map(toTarget);
    const unreviewed = of('unreviewed');
    return {
      run, file, author, decided, unreviewed, disagreement: of('disagreement'), violation: of('violation'),
      toDo: new Set(unreviewed.map(targetKey)), reviewed: c.reviewed, total: c.total,
    };
  }
}

/** The same decisions (the same objects: a store read again gives new ones) at the same places. */
function sameDecided(a: Map<string, unknown>, b: Map<string, unknown>): boolean {
  if (a.size !== b.size) return false;
  for (const [at, d] of a) if (b.get(at) !== d) return false;
  return true;
}
