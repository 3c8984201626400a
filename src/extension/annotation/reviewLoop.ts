// The keyboard loop of the review queues: the current queue is one run's items of one kind (not
// reviewed, disagreements, violations without a verdict, the seeded sample), always shown in the case
// view. A key decides the emission there and moves to the next item still to do; j and k move without
// deciding; a accepts the classifier; v gives the case a verdict; r gives the decision just made a
// rationale; u undoes it and goes back to it. Starting a queue starts annotating (annotatingMode.ts).
// Decided items are remembered here, so a key never waits for the stores to be read again.
import * as vscode from 'vscode';
import { emissionPlaceOf } from '../../core/annotation/decisionSchema';
import { placeText } from '../../core/annotation/emissionPlace';
import { formatOf } from '../../core/formats/registry';
import type { UndoStep } from '../../core/annotation/latestDecisions';
import { nextPendingIndex, previousIndex, queueHeaderLines, queueName, queuePositionText, sampleRunsName, type QueueKind } from '../../core/annotation/queuePosition';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { ANNOTATION_COMMAND, REVIEW_COMMAND } from './commandIds';
import { decisionSaver } from './decisionSaver';
import type { DecisionStore } from './decisionStore';
import type { AnnotatingMode } from './annotatingMode';
import { itemInFront, locateTarget, type CaseTarget, type DecideArgs } from './decisionTarget';
import { nextTarget, targetKey, type CursorPlace, type ReviewTarget } from './nextTarget';
import { openTargetInCaseView } from './openInCaseView';
import { prefetchCaseView } from '../caseView/caseViewCommands';
import { acceptKeyDecision, classKeyDecision } from './keyDecision';
import type { RationaleBox } from './rationaleBox';
import { droppedQueueKeys, indexOfKey, restoredQueue, SAVED_ITEMS_KEY, SAVED_PLACE_KEY, savedItems, savedItemsKey, savedPlace, type QueueState } from './savedQueue';
import type { ReviewTree } from './reviewTree';
import type { ReviewState } from './reviewState';

export class ReviewLoop implements vscode.Disposable {
  private session: QueueState | null = null;
  private readonly memento: vscode.Memento;
  private readonly itemsKey: string;
  private readonly changed = new vscode.EventEmitter<void>();
  /** Fires when the current queue or its position changes (the case view's header shows them). */
  readonly onDidChange = this.changed.event;

  constructor(
    private readonly runs: RunStore,
    private readonly caseViews: CaseViewProvider,
    private readonly tree: ReviewTree,
    private readonly decisions: DecisionStore,
    private readonly mode: AnnotatingMode,
    /** Where the queue (global state, under this workspace's key) and the place in it (workspace state) outlive a window reload. */
    private readonly state: QueueMementos,
  ) {
    this.memento = state.workspace;
    this.itemsKey = savedItemsKey(workspaceName());
    // A queue kept by a build before session 11 (its items in the workspace state, sent again with every
    // place written there): moved to the global state.
    const before = this.memento.get(SAVED_ITEMS_KEY);
    if (before !== undefined) {
      void state.global.update(this.itemsKey, before);
      void this.memento.update(SAVED_ITEMS_KEY, undefined);
    }
    for (const key of droppedQueueKeys(state.global.keys(), (k) => state.global.get(k), this.itemsKey)) void state.global.update(key, undefined);
    const restored = restoredQueue(before ?? state.global.get(this.itemsKey), this.memento.get(SAVED_PLACE_KEY));
    if (restored) {
      this.session = restored.queue;
      if (restored.annotating) mode.set(true);
    }
  }

  dispose(): void {
    this.changed.dispose();
  }

  /** Where the annotator is in the current queue (`12 of 50 in the sample of demo-baseline`); null without one. */
  place(): string | null {
    const s = this.session;
    return s ? queuePositionText(s.kind, s.index, s.items.length, s.run) : null;
  }

  /** `12 of 50 in the sample of demo-baseline` when the case view of `file`/`caseId` shows the current item. */
  positionIn(file: string, caseId: string): string | null {
    const s = this.currentIn(file, caseId);
    return s ? queuePositionText(s.kind, s.index, s.items.length, s.run) : null;
  }

  /** The same, as the case view's header draws it on two short lines (`12 of 50 in the sample`, `of demo-baseline`). */
  headerPlaceIn(file: string, caseId: string): [string, string] | null {
    const s = this.currentIn(file, caseId);
    return s ? queueHeaderLines(s.kind, s.index, s.items.length, s.run) : null;
  }

  /** The queue when the case view of `file`/`caseId` shows its current item. */
  private currentIn(file: string, caseId: string) {
    const s = this.session;
    const t = s?.items[s.index];
    return s && t && t.file === file && t.caseId === caseId ? s : null;
  }

  /**
   * Starts the queue `kind` in the run of what is in front of the user (a case view, a result file),
   * at the item after it; `at`: at this item (the Review view's lists). Empty: says so and keeps the current queue.
   * The sample is one queue across the runs it was drawn from, counted as the Review view counts it.
   */
  async start(kind: QueueKind, at?: ReviewTarget): Promise<void> {
    const state = await this.tree.current();
    if (kind === 'sample' && state.runs.length > 0 && state.sampleAll.length === 0) return void offerSample();
    const here = at ? null : await locateTarget(this.runs, this.caseViews);
    const runId = kind === 'sample' ? 'sample' : at?.runId ?? (here ? runIdOf(state, here.file) : undefined) ?? firstRunWithWork(state, kind);
    if (!runId) return void vscode.window.showInformationMessage(nothingText(kind, state));
    const items = kind === 'sample' ? state.sampleAll : state.queues[kind].filter((t) => t.runId === runId);
    const toDo = new Set(state.queues[kind].map(targetKey));
    const pending = new Set(items.flatMap((t, k) => (toDo.has(targetKey(t)) ? [k] : [])));
    const run = kind === 'sample' ? sampleRunsName(items.map((t) => t.run)) : items[0]?.run ?? state.queues.unreviewed.find((t) => t.runId === runId)?.run ?? runId;
    if (pending.size === 0) return void vscode.window.showInformationMessage(`Nothing left to do in ${queueName(kind, run)}${kind === 'sample' ? `: every one of its ${items.length} items has your decision` : ''}.`);
    const todo = items.filter((_, k) => pending.has(k));
    const first = at ?? nextTarget(todo, here ? cursorOf(here) : null, kind !== 'sample') ?? todo[0]!;
    this.session = { id: `${Date.now()}`, kind, runId, run, items, index: Math.max(0, items.findIndex((t) => targetKey(t) === targetKey(first))), pending };
    void this.state.global.update(this.itemsKey, savedItems(this.session));
    this.mode.set(true);
    await this.show();
  }

  /** Stop Annotating: no queue, and the case view is for reading again. */
  stop(): void {
    this.session = null;
    void this.memento.update(SAVED_PLACE_KEY, undefined);
    void this.state.global.update(this.itemsKey, undefined);
    this.mode.set(false);
    this.changed.fire();
  }

  /** The item in the case view in front, read now (a key acts on what was on screen when pressed). */
  itemInFront(): DecideArgs | null {
    return itemInFront(this.caseViews);
  }

  /** j: the next item still to do; without a queue, the not-reviewed queue of this run. */
  async next(): Promise<void> {
    const s = this.session;
    if (!s || !(await this.isInQueueRun())) return this.start('unreviewed');
    const i = nextPendingIndex(s.items.length, s.index, (k) => s.pending.has(k));
    if (i === null) return void vscode.window.showInformationMessage(`That was the last item of ${queueName(s.kind, s.run)}: every other one is done.`);
    s.index = i;
    await this.show();
  }

  /** k: one item back, done or not (to revise it). */
  async previous(): Promise<void> {
    const s = this.session;
    if (!s) return void vscode.window.showInformationMessage('No review queue is open: j starts the emissions not reviewed of this run.');
    const i = previousIndex(s.index);
    if (i === null) return void vscode.window.showInformationMessage(`This is the first item of ${queueName(s.kind, s.run)}.`);
    s.index = i;
    await this.show();
  }

  /**
   * 1-5, 0 on `at` (the item in front when the key was pressed): the class from the key, then the next
   * item; a tau2 message: that one class, or with `toggle` its class added or taken out (the loop stays).
   */
  async decideAndNext(args: { cls?: unknown; toggle?: unknown }, at: DecideArgs | null): Promise<void> {
    if (!at) return void vscode.window.showInformationMessage('Put the cursor on a model emission in the case view to decide its class.');
    const made = await classKeyDecision(this.runs, this.caseViews, this.decisions, { ...at, cls: args.cls, toggle: args.toggle });
    if (!made) return;
    const saving = decisionSaver(this.decisions).save(made.file, made.decision, made.what);
    // A class toggled in an emission's set (a tau2 message's): the view stays on it, and shows the set once saved.
    if (formatOf(made.target.model.benchmark).labelling.classSets && args.toggle === true) return void (await saving);
    await this.advanceFrom(made.target, saving);
  }

  /** a: the classifier's class (a tau2 message: its set) as the human decision on `at`, then the next item. */
  async acceptAndNext(at: DecideArgs | null): Promise<void> {
    if (!at) return void vscode.window.showInformationMessage('Put the cursor on a model emission in the case view to accept its class.');
    const made = await acceptKeyDecision(this.runs, this.caseViews, this.decisions, at);
    if (!made) return;
    await this.advanceFrom(made.target, decisionSaver(this.decisions).save(made.file, made.decision, made.what));
  }

  /** v: a verdict on the case of `at` (the pick beside its bound violation), then the next item. */
  async verdictAndNext(at: DecideArgs | null): Promise<void> {
    const kase = at && { file: at.file, id: at.id };
    const target = kase && (await locateTarget(this.runs, this.caseViews, kase));
    if (!target) return void vscode.window.showInformationMessage('Open the case in the case view to give it a verdict.');
    if (await vscode.commands.executeCommand<boolean>(ANNOTATION_COMMAND.decideCase, kase)) await this.advanceFrom(target);
  }

  /**
   * r: a rationale for the decision just made (a new line with the same decision and the reason). The
   * box opens at once with what was typed after r; `settled`: the keys pressed before r have run.
   */
  async rationale(box: RationaleBox, settled: Promise<unknown>): Promise<void> {
    const saver = decisionSaver(this.decisions);
    const decision = settled.then(() => saver.settled()).then(() => {
      const last = saver.lastSaved();
      if (!last) void vscode.window.showInformationMessage('No decision made in this window yet to give a rationale.');
      return last && { title: `Why ${last.what}?`, rationale: last.decision.rationale };
    });
    const rationale = await box.ask(decision);
    const last = saver.lastSaved();
    if (rationale === undefined || !last || rationale === last.decision.rationale) return;
    await saver.save(last.file, { ...last.decision, rationale, time: new Date().toISOString() }, `${last.what} with a rationale`);
  }

  /**
   * u: takes back the author's last decision made in this window, wherever the queue has moved since
   * (the undo command says which one), and goes back to its item when the queue holds it.
   */
  async undoAndBack(): Promise<void> {
    const saver = decisionSaver(this.decisions);
    // The decisions saved behind the view are on disk first: u takes back the last one made.
    await saver.settled();
    const s = this.session;
    // Nothing decided in this window yet (or all undone): the run in front, else the queue's.
    const file = saver.lastOfWindow()?.file ?? (await locateTarget(this.runs, this.caseViews))?.file ?? s?.items[s.index]?.file;
    if (!file) return void vscode.window.showInformationMessage('Open a case view of the run whose last decision you want to undo.');
    const step = await vscode.commands.executeCommand<UndoStep | null>(ANNOTATION_COMMAND.undo, { file });
    saver.forgetLast();
    if (!step || !s) return;
    const undo = step.line;
    const at = undo.kind === 'emission' ? placeText(emissionPlaceOf(undo)) : undo.kind === 'case' ? null : undefined;
    if (at === undefined) return;
    const i = s.items.findIndex((t) => t.caseId === undo.case && t.at === at && t.file.endsWith(`/${undo.file}`));
    if (i < 0) return;
    // Not reviewed again unless the undo restored an earlier decision.
    if (undo.withdrawn && s.kind !== 'disagreement') s.pending.add(i);
    s.index = i;
    await this.show();
  }

  /**
   * After a decision on `target`: it is done; the next item to do in its queue (this run's not-reviewed
   * queue when there is none). `saving`: the decision's save, under way behind the view; should it fail
   * (and say so), the item is to do again.
   */
  private async advanceFrom(target: CaseTarget, saving?: Promise<boolean>): Promise<void> {
    const key = targetKey({ file: target.file, caseId: target.kase.id, at: target.emission ? placeText(target.emission.place) : null });
    void saving?.then((saved) => {
      const q = this.session;
      const k = q ? indexOfKey(q, key) : -1;
      if (!saved && q && q.kind !== 'disagreement' && k >= 0) q.pending.add(k);
    });
    if (!this.session || !this.session.items.some((t) => t.file === target.file)) {
      await this.start('unreviewed');
      const q = this.session as QueueState | null;
      const k = q ? indexOfKey(q, key) : -1;
      if (q && k >= 0) q.pending.delete(k);
      return;
    }
    const s = this.session;
    const decided = indexOfKey(s, key);
    if (decided >= 0) {
      if (s.kind !== 'disagreement') s.pending.delete(decided);
      s.index = decided;
    }
    const i = nextPendingIndex(s.items.length, s.index, (k) => s.pending.has(k));
    if (i === null) {
      this.changed.fire();
      return void vscode.window.showInformationMessage(`Done: every item of ${queueName(s.kind, s.run)} has your decision (${s.items.length} in all).`);
    }
    s.index = i;
    await this.show();
  }

  private async isInQueueRun(): Promise<boolean> {
    const here = await locateTarget(this.runs, this.caseViews);
    return !here || this.session!.items.some((t) => t.file === here.file);
  }

  private async show(): Promise<void> {
    const s = this.session!;
    await openTargetInCaseView(this.caseViews, s.items[s.index]!);
    this.changed.fire();
    void this.memento.update(SAVED_PLACE_KEY, savedPlace(s, this.mode.annotating));
    // The next item to do, when it is in another case: its view laid out and opened now, so that the
    // key that goes there only has to show it.
    const i = nextPendingIndex(s.items.length, s.index, (k) => s.pending.has(k));
    const next = i === null ? null : s.items[i]!;
    const here = s.items[s.index]!;
    if (next && (next.file !== here.file || next.caseId !== here.caseId)) void prefetchCaseView(next.file, next.caseId).catch(() => undefined);
  }
}

/** The window's two mementos: its workspace's state and the extension's global state. */
export interface QueueMementos {
  workspace: vscode.Memento;
  global: vscode.Memento;
}

/** This workspace, as the key of its queue in the global state: its workspace file, else its folders. */
function workspaceName(): string {
  return vscode.workspace.workspaceFile?.toString() ?? (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.toString()).join('\n');
}

function runIdOf(state: ReviewState, file: string): string | undefined {
  return state.runs.find((r) => [...r.files.values()].some((f) => f.path === file))?.id;
}

function firstRunWithWork(state: ReviewState, kind: QueueKind): string | undefined {
  return state.queues[kind][0]?.runId;
}

/** What every "Go to the Next …" says when there is nothing to go through (not that all of it is done). */
const NO_RUNS = 'No runs to review: this workspace has no BFCL multi-turn result files and no tau2-bench results files. Open the folder of a run first.';

function nothingText(kind: QueueKind, state: ReviewState): string {
  if (state.runs.length === 0) return NO_RUNS;
  return `Nothing left to do: ${queueName(kind, 'the runs of this workspace')} is empty.`;
}

/** No sample drawn yet (not one whose items are all done): says so, and draws it and starts it on a click. */
async function offerSample(): Promise<void> {
  const create = 'Create the Spot-Check Sample';
  const answer = await vscode.window.showInformationMessage(
    `There is no spot-check sample yet: "Calibration Lens: ${create}" draws one over the runs of this workspace (the Review view lists it), then this command goes through it.`,
    create,
  );
  if (answer !== create) return;
  await vscode.commands.executeCommand(REVIEW_COMMAND.createSample);
  await vscode.commands.executeCommand(REVIEW_COMMAND.nextSample);
}

/** The raw place of the case (or emission) in front of the user, for "the item after it". */
function cursorOf(here: CaseTarget): CursorPlace {
  const e = here.emission;
  return { document: here.kase.file ?? here.file, line: (e?.line ?? here.kase.line) - 1, column: e?.span.start ?? 0 };
}
