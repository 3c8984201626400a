// The Review view: what the annotator has left to do in the workspace's runs, BFCL and tau2 (emissions
// not decided yet, own decisions that disagree with the classifier, bound violations without a
// verdict), progress per run and group (category, domain), and the seeded spot-check sample. Numbers from the core's reviewQueue and
// runSample, the same for every annotator with the same store and seed.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { DiscoveryError } from '../../core/bfcl/discover';
import { loadLabelledRuns } from '../../core/annotation/loadLabelledRuns';
import { placeText } from '../../core/annotation/emissionPlace';
import type { ResolvedDecision } from '../../core/annotation/resolveDecisions';
import { reviewQueue, type ReviewItem, type ReviewKind, type ReviewProgress } from '../../core/annotation/reviewQueue';
import { sampleSeed } from '../../core/annotation/reviewSample';
import type { RunContext } from '../../core/annotation/runContext';
import { runSample, type SampledEmission } from '../../core/annotation/runSample';
import { log } from '../log';
import { tau2Sources } from '../tau2/tau2Sources';
import { annotationAuthor, sampleSize, storePathFor } from './annotationSettings';
import { countOf } from '../../core/text/countOf';
import { REVIEW_COMMAND } from './commandIds';
import type { ReviewTarget } from './nextTarget';


type Node =
  | { kind: 'queue'; label: string; targets: ReviewTarget[] }
  | { kind: 'progress'; progress: ReviewProgress[] }
  | { kind: 'progressRow'; row: ReviewProgress }
  | { kind: 'target'; target: ReviewTarget };

const QUEUES: { kind: ReviewKind; label: string }[] = [
  { kind: 'unreviewed', label: 'Not reviewed' },
  { kind: 'disagreement', label: 'Disagreements with the classifier' },
  { kind: 'violation', label: 'Bound violations without a verdict' },
];

export interface ReviewState {
  queues: Record<ReviewKind | 'sample', ReviewTarget[]>;
  progress: ReviewProgress[];
  /** The store whose folder holds the sample's seed, for the first run found. */
  firstStore: string | null;
  runs: RunContext[];
  decisions: ResolvedDecision[];
}

const itemTarget = (i: ReviewItem): ReviewTarget => ({
  file: i.file, document: i.document, line: i.emissionLine ?? i.line, span: i.span, caseId: i.caseId, at: i.place ? placeText(i.place) : null,
});
const sampleTarget = (s: SampledEmission): ReviewTarget => ({
  file: s.file, document: s.document, line: s.emissionLine ?? s.line, span: s.span, caseId: s.caseId, at: placeText(s.place),
});

export class ReviewTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<void>();
  readonly onDidChangeTreeData = this.changed.event;
  private state: Promise<ReviewState> | null = null;

  /** Reads the runs and stores again on next look (after a decision, a setting change, refresh). */
  refresh(): void {
    this.state = null;
    this.changed.fire();
  }

  current(): Promise<ReviewState> {
    this.state ??= loadReview(false);
    return this.state;
  }

  /** Creates the seed beside the first run's store when there is none, then shows the sample. */
  async createSample(): Promise<ReviewState> {
    this.state = loadReview(true);
    this.changed.fire();
    return this.state;
  }

  async getChildren(node?: Node): Promise<Node[]> {
    if (!node) {
      const s = await this.current();
      // No run: the view's welcome text says what to do instead of empty queues.
      if (s.runs.length === 0) return [];
      const roots: Node[] = [{ kind: 'progress', progress: s.progress }];
      for (const q of QUEUES) roots.push({ kind: 'queue', label: q.label, targets: s.queues[q.kind] });
      if (s.queues.sample.length) roots.push({ kind: 'queue', label: 'Spot-check sample (not reviewed yet)', targets: s.queues.sample });
      return roots;
    }
    if (node.kind === 'progress') return node.progress.map((row) => ({ kind: 'progressRow', row }));
    if (node.kind === 'queue') return node.targets.slice(0, 500).map((target) => ({ kind: 'target', target }));
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
        const item = new vscode.TreeItem(`${node.row.model} · ${node.row.group}`);
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
        const item = new vscode.TreeItem(t.at ? `${t.caseId} · ${t.at}` : t.caseId);
        item.description = `line ${t.line}`;
        item.tooltip = `${t.document}:${t.line}`;
        item.command = { command: REVIEW_COMMAND.reveal, title: 'Open', arguments: [t] };
        return item;
      }
    }
  }

  dispose(): void {
    this.changed.dispose();
  }
}

/** The queues of every workspace folder's runs (BFCL and tau2) for the current author. */
async function loadReview(createSeed: boolean): Promise<ReviewState> {
  const runs: RunContext[] = [];
  const decisions: ResolvedDecision[] = [];
  const stores: string[] = [];
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    try {
      const loaded = await loadLabelledRuns(folder.uri.fsPath, storePathFor, { tasks: (await tau2Sources()).tasks });
      // A run reached through two folders counts once.
      const fresh = loaded.runs.filter((r) => !runs.some((seen) => seen.id === r.id));
      runs.push(...fresh);
      decisions.push(...loaded.decisions.filter((d) => !d.run || fresh.includes(d.run)));
      stores.push(...loaded.stores);
      for (const w of loaded.warnings) log().warn(`Review: ${w}`);
    } catch (err) {
      if (!(err instanceof DiscoveryError)) log().warn(`Review: could not read the runs of ${folder.uri.fsPath}: ${(err as Error).message}`);
    }
  }
  const author = annotationAuthor();
  const queue = reviewQueue(runs, decisions, author);
  const byKind = (kind: ReviewKind) => queue.items.filter((i) => i.kind === kind).map(itemTarget);
  const firstStore = stores[0] ?? null;
  let sample: ReviewTarget[] = [];
  if (firstStore && (createSeed || existsSync(join(dirname(firstStore), 'sample-seed.json')))) {
    const unreviewed = new Set(queue.items.filter((i) => i.kind === 'unreviewed').map((i) => `${i.file}\u0000${i.caseId}\u0000${placeText(i.place!)}`));
    sample = runSample(runs, sampleSize(), sampleSeed(firstStore))
      .map(sampleTarget)
      .filter((t) => unreviewed.has(`${t.file}\u0000${t.caseId}\u0000${t.at}`));
  }
  return { queues: { unreviewed: byKind('unreviewed'), disagreement: byKind('disagreement'), violation: byKind('violation'), sample }, progress: queue.progress, firstStore, runs, decisions };
}
