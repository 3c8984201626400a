// The Review view: what the annotator has left to do in the workspace's runs, BFCL and tau2 (emissions
// not decided yet, own decisions that disagree with the classifier, bound violations without a
// verdict), progress per run and group (category, domain), and the seeded spot-check sample. Numbers from the core's reviewQueue and
// runSample, the same for every annotator with the same store and seed. The runs are read once (and
// again on Refresh); a decision saved in this window is added to the stores as held here and the
// queues worked out again from memory, with no read, so the loop's next keys never wait on one (only the
// case decided on: reviewState.ts keeps the others' items); the view is drawn again once the keys rest. A store changed elsewhere (another window, the command line)
// is then read again on its own.
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import { readFoundRuns } from '../../core/annotation/loadLabelledRuns';
import { findWorkspaceRuns, notesMessage } from '../runRoots';
import { placeLabel, placeText } from '../../core/annotation/emissionPlace';
import { runDisplayNames } from '../../core/annotation/runDisplayName';
import { resolveDecisions } from '../../core/annotation/resolveDecisions';
import type { ReviewKind } from '../../core/annotation/reviewQueue';
import { ReviewStateCache, type NamedProgress, type ReviewModel, type ReviewState } from './reviewState';
import { existingSampleSeed, sampleSeed } from '../../core/annotation/reviewSample';
import type { RunContext } from '../../core/document/labelledRun';
import { runSample, type SampledEmission } from '../../core/annotation/runSample';
import { log } from '../log';
import type { FormatSources } from '../../core/document/formatAdapter';
import { annotationAuthor, sampleSize, storePathFor } from './annotationSettings';
import { countOf } from '../../core/text/countOf';
import { REVIEW_COMMAND } from './commandIds';
import type { AppendedDecision, DecisionStore } from './decisionStore';
import type { ReviewTarget } from './nextTarget';
import type { QueueKind } from '../../core/annotation/queuePosition';

/**
 * How long the keys rest before the view is drawn again and a store changed on disk is read again: the
 * loop's keys go on while the queues are worked out, and a redraw or a read between two of them made
 * the extension host late for the next (the letters typed right after r reached the box out of order).
 */
const REDRAW_AFTER_MS = 1500;

type Node =
  | { kind: 'reading'; place: string | null }
  | { kind: 'queue'; label: string; targets: ReviewTarget[]; queue: QueueKind }
  | { kind: 'progress'; progress: NamedProgress[] }
  | { kind: 'progressRow'; row: NamedProgress }
  | { kind: 'target'; target: ReviewTarget; queue: QueueKind };

/** Items listed under a queue; its row says how many more there are. */
const LISTED = 500;

const QUEUES: { kind: ReviewKind; label: string }[] = [
  { kind: 'unreviewed', label: 'Not reviewed' },
  { kind: 'disagreement', label: 'Disagreements with the classifier' },
  { kind: 'violation', label: 'Bound violations without a verdict' },
];

const sampleTarget = (names: Map<string, string>) => (s: SampledEmission): ReviewTarget => ({
  file: s.file, document: s.document, line: s.emissionLine ?? s.line, span: s.span, caseId: s.caseId, at: placeText(s.place),
  place: s.place, runId: s.runId, run: names.get(s.runId) ?? s.model,
});

export class ReviewTree implements vscode.TreeDataProvider<Node>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<Node[] | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private model: Promise<ReviewModel> | null = null;
  private state: Promise<ReviewState> | null = null;
  private readonly listeners: vscode.Disposable[];
  private later: ReturnType<typeof setTimeout> | undefined;
  /** Stores changed on disk since the view was last drawn, read again once the keys rest. */
  private readonly changedStores = new Set<string>();
  /** Set once the view exists: its message says where the discovery of runs stopped. */
  view: vscode.TreeView<unknown> | null = null;
  /** Where the annotator is in the review queue (kept across a reload), shown while the runs are first read. */
  place: () => string | null = () => null;
  /** The queues were worked out once: from then on the view waits for them when they are worked out again. */
  private ready = false;
  /** The top rows as last handed to VS Code: a redraw updates these in place and names the ones that changed. */
  private roots: Node[] | null = null;
  /** Each case's part of the queues, kept: a decision works out again only the case it is about. */
  private readonly cases = new ReviewStateCache();

  constructor(private readonly sources: () => Promise<FormatSources>, private readonly decisions: DecisionStore) {
    this.listeners = [decisions.onDidAppend((a) => this.added(a)), decisions.onDidChange((store) => {
      this.changedStores.add(store);
      this.redrawLater();
    })];
  }

  /** Reads the runs and stores again on next look (a setting change, refresh). */
  refresh(): void {
    clearTimeout(this.later);
    this.ready = false;
    this.changedStores.clear();
    this.model = null;
    this.state = null;
    this.drawWhole();
  }

  current(): Promise<ReviewState> {
    this.model ??= loadModel(false, this.sources, this.decisions);
    this.state ??= this.model.then((m) => this.cases.stateOf(m));
    return this.state;
  }

  /** Creates the seed beside the first run's store when there is none, then shows the sample. */
  async createSample(): Promise<ReviewState> {
    this.model = loadModel(true, this.sources, this.decisions);
    this.state = this.model.then((m) => this.cases.stateOf(m));
    this.drawWhole();
    return this.state;
  }

  /** A decision this window saved: added to its store as held here, the queues worked out again. */
  private added(a: AppendedDecision): void {
    const model = this.model;
    if (!model) return;
    // A store not held (its run was not read, or is new): the runs are read again.
    this.update(model, (m) => (m.reads.some((r) => r.path === a.store)
      ? { ...m, reads: m.reads.map((r) => (r.path === a.store ? { ...r, decisions: [...r.decisions, { decision: a.decision, path: a.store, line: r.decisions.length + 1 }] } : r)) }
      : null));
  }

  /**
   * A store changed on disk: this window's own saves (already added) leave it with as many decisions
   * as held here, and nothing is done; otherwise (another window, the command line, a sync) it is read
   * again, the runs are not. The author setting changing resets the stores too: then worked out again.
   */
  private async readStoreAgain(store: string): Promise<void> {
    const model = this.model;
    const m = model && (await model);
    if (!model || !m || !m.reads.some((r) => r.path === store)) return;
    // The store setting changed: the runs' stores are other files now.
    if (m.runs.some((r) => !m.reads.some((read) => read.path === storePathFor(r.folder)))) return this.refresh();
    const author = await annotationAuthor();
    const read = await this.decisions.read(store);
    if (this.model !== model) return;
    if (read.decisions.length === m.reads.find((r) => r.path === store)!.decisions.length && author === m.author) return;
    this.update(model, (held) => ({ ...held, author, reads: held.reads.map((r) => (r.path === store ? read : r)) }));
  }

  /** `change` gives the model after a change, or null when only reading the runs again can tell it. */
  private update(model: Promise<ReviewModel>, change: (m: ReviewModel) => ReviewModel | null): void {
    this.model = model.then((m) => change(m) ?? loadModel(false, this.sources, this.decisions));
    // Worked out when the view (or the loop) next looks: nothing while the view is hidden.
    this.state = null;
    this.redrawLater();
  }

  private redrawLater(): void {
    clearTimeout(this.later);
    this.later = setTimeout(() => void this.redraw(), REDRAW_AFTER_MS);
  }

  private async redraw(): Promise<void> {
    const stores = [...this.changedStores];
    this.changedStores.clear();
    for (const store of stores) await this.readStoreAgain(store);
    clearTimeout(this.later);
    const changed = await this.changedRoots();
    if (changed === null) {
      this.drawWhole();
    } else if (changed.length > 0) {
      countRedraw('treeElements');
      this.changed.fire(changed);
    }
  }

  /** The whole view drawn again: its top rows are handed over anew. */
  private drawWhole(): void {
    this.roots = null;
    countRedraw('treeWhole');
    this.changed.fire(undefined);
  }

  /**
   * The top rows whose label, count or listed items changed since drawn, updated in place (VS Code
   * draws again only those, and their items when open: a decision changes the progress and a queue or
   * two, not the view); null when the rows themselves changed (a queue appeared or went), so the whole view is drawn.
   */
  private async changedRoots(): Promise<Node[] | null> {
    const held = this.roots;
    if (!this.ready || !held) return null;
    const s = await this.current().catch(() => null);
    if (!s || s.runs.length === 0) return null;
    this.showNotes(s.notes);
    const fresh = rootsOf(s);
    if (fresh.length !== held.length || fresh.some((n, i) => rowOf(n) !== rowOf(held[i]!))) return null;
    const changed: Node[] = [];
    fresh.forEach((n, i) => {
      if (shownOf(n) === shownOf(held[i]!)) return;
      Object.assign(held[i]!, n);
      changed.push(held[i]!);
    });
    return changed;
  }

  private showNotes(notes: string[]): void {
    const message = notesMessage(notes);
    if (this.view && this.view.message !== message) this.view.message = message;
  }

  async getChildren(node?: Node): Promise<Node[]> {
    if (!node) {
      // The first read of the runs takes seconds on a large workspace (after a window reload too): the
      // view says where the annotator is meanwhile, from the queue kept in the workspace state.
      if (!this.ready) {
        void this.current().then(() => {
          this.ready = true;
          this.drawWhole();
        }, () => undefined);
        return [{ kind: 'reading', place: this.place() }];
      }
      const s = await this.current();
      this.showNotes(s.notes);
      // No run: the view's welcome text says what to do instead of empty queues.
      if (s.runs.length === 0) return [];
      this.roots = rootsOf(s);
      return this.roots;
    }
    if (node.kind === 'progress') return node.progress.map((row) => ({ kind: 'progressRow', row }));
    if (node.kind === 'queue') return node.targets.slice(0, LISTED).map((target) => ({ kind: 'target', target, queue: node.queue }));
    return [];
  }

  getTreeItem(node: Node): vscode.TreeItem {
    switch (node.kind) {
      case 'reading': {
        // Where the queue is (its keys go on in the case view); the lists follow once the runs are read.
        const item = new vscode.TreeItem(node.place ? `Annotating · ${node.place}` : 'Reading the runs of this workspace…');
        item.description = node.place ? 'reading the runs…' : undefined;
        item.iconPath = new vscode.ThemeIcon('loading~spin');
        return item;
      }
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
        item.description = node.targets.length > LISTED ? `${node.targets.length} (first ${LISTED} listed)` : String(node.targets.length);
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
    for (const l of this.listeners) l.dispose();
    this.changed.dispose();
  }
}

/** The view's top rows: the progress, then each queue (the sample's once it has items to do). */
function rootsOf(s: ReviewState): Node[] {
  const roots: Node[] = [{ kind: 'progress', progress: s.progress }];
  for (const q of QUEUES) roots.push({ kind: 'queue', label: q.label, targets: s.queues[q.kind], queue: q.kind });
  if (s.queues.sample.length) roots.push({ kind: 'queue', label: 'Spot-check sample (not reviewed yet)', targets: s.queues.sample, queue: 'sample' });
  return roots;
}

/** Which row a top node is (the same row keeps VS Code's handle, and whether it is open). */
function rowOf(n: Node): string {
  return n.kind === 'queue' ? `queue ${n.queue}` : n.kind;
}

/** All that a top row and the items listed under it show. */
function shownOf(n: Node): string {
  if (n.kind === 'progress') return JSON.stringify(n.progress);
  if (n.kind !== 'queue') return JSON.stringify(n);
  const listed = n.targets.slice(0, LISTED).map((t) => [t.caseId, t.place, t.run, t.line, t.document, t.file, t.at]);
  return JSON.stringify([n.label, n.targets.length, listed]);
}

/** The runs every view finds (runRoots.ts: BFCL and tau2), their stores through the editor's store, and the sample. */
async function loadModel(createSeed: boolean, sources: () => Promise<FormatSources>, decisions: DecisionStore): Promise<ReviewModel> {
  const started = Date.now();
  let runs: RunContext[] = [];
  let notes: string[] = [];
  try {
    const found = await findWorkspaceRuns();
    notes = found.notes;
    const read = await readFoundRuns(found.runs, { sources: await sources() });
    runs = read.runs;
    for (const w of read.warnings) log().warn(`Review: ${w}`);
  } catch (err) {
    log().warn(`Review: could not read the runs of this workspace: ${(err as Error).message}`);
  }
  const stores = [...new Set(runs.map((r) => storePathFor(r.folder)))];
  const reads = await Promise.all(stores.map((s) => decisions.read(s)));
  for (const w of resolveDecisions(reads, runs).warnings) log().warn(`Review: ${w}`);
  const names = runDisplayNames(runs);
  const firstStore = stores[0];
  const seed = firstStore ? await (createSeed ? sampleSeed(firstStore) : existingSampleSeed(firstStore)) : null;
  const sampleAll = seed === null ? [] : runSample(runs, sampleSize(), seed).map(sampleTarget(names));
  log().info(`Review: read ${countOf(runs.length, 'run')} and ${countOf(stores.length, 'label store')} in ${Date.now() - started} ms.`);
  return { runs, notes, reads, author: await annotationAuthor(), sampleAll };
}

