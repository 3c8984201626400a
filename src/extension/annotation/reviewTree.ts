// The Review view: what the annotator has left to do in the workspace's runs, BFCL and tau2 (emissions
// not decided yet, own decisions that disagree with the classifier, bound violations without a
// verdict), progress per run and group (category, domain), and the seeded spot-check sample. Numbers from the core's reviewQueue and
// runSample, the same for every annotator with the same store and seed.
import * as vscode from 'vscode';
import { labelFoundRuns } from '../../core/annotation/loadLabelledRuns';
import { findWorkspaceRuns, notesMessage } from '../runRoots';
import { placeLabel, placeText } from '../../core/annotation/emissionPlace';
import { runDisplayNames } from '../../core/annotation/runDisplayName';
import type { ResolvedDecision } from '../../core/annotation/resolveDecisions';
import { reviewQueue, type ReviewItem, type ReviewKind, type ReviewProgress } from '../../core/annotation/reviewQueue';
import { existingSampleSeed, sampleSeed } from '../../core/annotation/reviewSample';
import type { RunContext } from '../../core/annotation/runContext';
import { runSample, type SampledEmission } from '../../core/annotation/runSample';
import { log } from '../log';
import type { Tau2Sources } from '../../core/tau2/tau2Sources';
import { annotationAuthor, sampleSize, storePathFor } from './annotationSettings';
import { countOf } from '../../core/text/countOf';
import { REVIEW_COMMAND } from './commandIds';
import { targetKey, type ReviewTarget } from './nextTarget';
import type { QueueKind } from '../../core/annotation/queuePosition';


/** How long after the last decision the Review view reads the runs again. */
const REFRESH_AFTER_MS = 1500;

type Node =
  | { kind: 'queue'; label: string; targets: ReviewTarget[]; queue: QueueKind }
  | { kind: 'progress'; progress: NamedProgress[] }
  | { kind: 'progressRow'; row: NamedProgress }
  | { kind: 'target'; target: ReviewTarget; queue: QueueKind };

const QUEUES: { kind: ReviewKind; label: string }[] = [
  { kind: 'unreviewed', label: 'Not reviewed' },
  { kind: 'disagreement', label: 'Disagreements with the classifier' },
  { kind: 'violation', label: 'Bound violations without a verdict' },
];

/** A run's progress in one group, with the run's name as people read it. */
type NamedProgress = ReviewProgress & { run: string };

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

const itemTarget = (names: Map<string, string>) => (i: ReviewItem): ReviewTarget => ({
  file: i.file, document: i.document, line: i.emissionLine ?? i.line, span: i.span, caseId: i.caseId, at: i.place ? placeText(i.place) : null,
  place: i.place, runId: i.runId, run: names.get(i.runId) ?? i.model,
});
const sampleTarget = (names: Map<string, string>) => (s: SampledEmission): ReviewTarget => ({
  file: s.file, document: s.document, line: s.emissionLine ?? s.line, span: s.span, caseId: s.caseId, at: placeText(s.place),
  place: s.place, runId: s.runId, run: names.get(s.runId) ?? s.model,
});

export class ReviewTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private state: Promise<ReviewState> | null = null;
  /** A decision was saved since the state was read; `later` redraws the view with it. */
  private stale = false;
  private later: ReturnType<typeof setTimeout> | undefined;
  /** Set once the view exists: its message says where the discovery of runs stopped. */
  view: vscode.TreeView<unknown> | null = null;

  constructor(private readonly tau2Sources: () => Promise<Tau2Sources>) {}

  /** Reads the runs and stores again on next look (a setting change, refresh). */
  refresh(): void {
    clearTimeout(this.later);
    this.stale = false;
    this.state = null;
    this.changed.fire();
  }

  /**
   * After a decision: the view reads the runs and stores again once the keys have paused for a moment,
   * not between two keys of the loop, whose next item would wait for the extension host; a queue
   * started before then reads them at once.
   */
  refreshLater(): void {
    this.stale = true;
    clearTimeout(this.later);
    this.later = setTimeout(() => this.refresh(), REFRESH_AFTER_MS);
  }

  current(): Promise<ReviewState> {
    if (this.stale) this.state = null;
    this.stale = false;
    this.state ??= loadReview(false, this.tau2Sources);
    return this.state;
  }

  /** Creates the seed beside the first run's store when there is none, then shows the sample. */
  async createSample(): Promise<ReviewState> {
    this.state = loadReview(true, this.tau2Sources);
    this.changed.fire();
    return this.state;
  }

  async getChildren(node?: Node): Promise<Node[]> {
    if (!node) {
      const s = await this.current();
      if (this.view) this.view.message = notesMessage(s.notes);
      // No run: the view's welcome text says what to do instead of empty queues.
      if (s.runs.length === 0) return [];
      const roots: Node[] = [{ kind: 'progress', progress: s.progress }];
      for (const q of QUEUES) roots.push({ kind: 'queue', label: q.label, targets: s.queues[q.kind], queue: q.kind });
      if (s.queues.sample.length) roots.push({ kind: 'queue', label: 'Spot-check sample (not reviewed yet)', targets: s.queues.sample, queue: 'sample' });
      return roots;
    }
    if (node.kind === 'progress') return node.progress.map((row) => ({ kind: 'progressRow', row }));
    if (node.kind === 'queue') return node.targets.slice(0, 500).map((target) => ({ kind: 'target', target, queue: node.queue }));
    return [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    switch (node.kind) {
      case 'progress': {
        const reviewed = node.progress.reduce((a, p) => a + p.reviewed, 0);
        const total = node.progress.reduce((a, p) => a + p.total, 0);
        const item = new vscode.TreeItem('Progress', vscode.TreeItemCollapsibleState.Collapsed);
        item.description = `${reviewed} / ${countOf(total, 'emission')} reviewed`;
        return item;
      }
      case 'progressRow': {
        const item = new vscode.TreeItem(`${node.row.run} · ${node.row.group}`);
        item.description = `${node.row.reviewed} / ${node.row.total}`;
        return item;
      }
      case 'queue': {
        const item = new vscode.TreeItem(node.label, node.targets.length ? vscode.TreeItemCollapsibleState.Collapsed : vscode.TreeItemCollapsibleState.None);
        item.description = node.targets.length > 500 ? `${node.targets.length} (first 500 listed)` : String(node.targets.length);
        return item;
      }
      case 'target': {
        const t = node.target;
        // Counted from 1 as the editor and the case view count, and with its run: one case id is in many runs.
        const item = new vscode.TreeItem(t.place ? `${t.caseId} · ${placeLabel(t.place)}` : t.caseId);
        item.description = `${t.run} · line ${t.line}`;
        item.tooltip = `${t.run}: ${t.document}:${t.line}`;
        item.command = { command: REVIEW_COMMAND.reveal, title: 'Open in the case view', arguments: [t, node.queue] };
        return item;
      }
    }
  }

  dispose(): void {
    clearTimeout(this.later);
    this.changed.dispose();
  }
}

/** The queues of the runs every view finds (runRoots.ts: BFCL and tau2) for the current author. */
async function loadReview(createSeed: boolean, tau2Sources: () => Promise<Tau2Sources>): Promise<ReviewState> {
  let runs: RunContext[] = [];
  let decisions: ResolvedDecision[] = [];
  let stores: string[] = [];
  let notes: string[] = [];
  try {
    const found = await findWorkspaceRuns();
    notes = found.notes;
    const loaded = await labelFoundRuns(found, storePathFor, { tasks: (await tau2Sources()).tasks });
    ({ runs, decisions, stores } = loaded);
    for (const w of loaded.warnings) log().warn(`Review: ${w}`);
  } catch (err) {
    log().warn(`Review: could not read the runs of this workspace: ${(err as Error).message}`);
  }
  const author = annotationAuthor();
  const queue = reviewQueue(runs, decisions, author);
  const names = runDisplayNames(runs);
  const byKind = (kind: ReviewKind) => queue.items.filter((i) => i.kind === kind).map(itemTarget(names));
  const firstStore = stores[0] ?? null;
  let sampleAll: ReviewTarget[] = [];
  const seed = firstStore ? await (createSeed ? sampleSeed(firstStore) : existingSampleSeed(firstStore)) : null;
  if (seed !== null) sampleAll = runSample(runs, sampleSize(), seed).map(sampleTarget(names));
  const unreviewed = byKind('unreviewed');
  const notReviewed = new Set(unreviewed.map(targetKey));
  const sample = sampleAll.filter((t) => notReviewed.has(targetKey(t)));
  return { queues: { unreviewed, disagreement: byKind('disagreement'), violation: byKind('violation'), sample }, sampleAll, progress: queue.progress.map((p) => ({ ...p, run: names.get(p.runId) ?? p.model })), firstStore, runs, decisions, notes };
}
