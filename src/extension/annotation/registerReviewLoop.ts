// The keyboard loop's commands, and where it shows whether the annotator is annotating, its place and
// its keys: the case view's header (loopHeader.ts: `Annotating · Stop · Previous (k) · Next (j)`, the
// queue's place, the deciding keys; `Reading` and Start Annotating when not annotating), and the status
// bar while a case view is in front (the header scrolls away with a long case).
import * as vscode from 'vscode';
import { redrawKey } from '../redrawCount';
import { StatusItemView } from '../statusItemView';
import * as z from 'zod';
import { parseCaseUri } from '../caseView/caseUri';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { ANNOTATION_COMMAND, REVIEW_COMMAND } from './commandIds';
import type { HumanClass } from '../../core/annotation/decisionSchema';
import type { AnnotatingMode } from './annotatingMode';
import { KEY_OF_CLASS } from './decideCommands';
import type { DecideArgs } from './decisionTarget';
import { LoopHeader } from './loopHeader';
import { RationaleBox } from './rationaleBox';
import type { ReviewLoop } from './reviewLoop';

/** How long the status bar item waits for the rest of a key's changes before it is drawn: a frame. */
const STATUS_FRAME_MS = 16;

/** What each key does, for the tooltips of the header and the status bar. */
const KEYS_HELP = "1 TOOL_CALL, 2 ASK, 3 REFUSE, 4 CONFIRM, 5 OTHER, 0 no class: saved, then the next item (a tau2 message: that one class; shift+1-4 adds the class to its set or takes it out); a: the classifier's class, then the next item; v: a verdict on the case, then the next item; r: a rationale for the decision just made; u: undo it and go back to it; j next, k previous";

/** `caseViews`: the views whose header (their first lines) says the mode and the queue's moves. */
export function registerReviewLoop(loop: ReviewLoop, mode: AnnotatingMode, caseViews: CaseViewProvider): vscode.Disposable[] {
  const status = vscode.window.createStatusBarItem('calibrationLens.reviewQueue', vscode.StatusBarAlignment.Left, 49);
  status.name = 'Calibration Lens: annotating';
  const view = new StatusItemView(status);
  const drawStatus = () => {
    statusDue = undefined;
    const uri = vscode.window.activeTextEditor?.document.uri ?? activeTabUri();
    const caseView = uri ? parseCaseUri(uri) : null;
    if (!caseView) return view.show(null);
    const position = loop.positionIn(caseView.file, caseView.id);
    if (!mode.annotating) {
      return view.show({
        text: '$(book) Reading · keys do not decide',
        tooltip: 'This case view is for reading: click (or Calibration Lens: Start Annotating) to decide with keys here.',
        command: REVIEW_COMMAND.startAnnotating,
      });
    }
    view.show({
      text: `${mode.moving ? '$(sync~spin)' : '$(record)'} Annotating · ${position ?? 'this case view (no queue: j starts one)'}`,
      tooltip: `${mode.moving ? 'Moving to the next item: decision keys pressed now are ignored. ' : ''}${KEYS_HELP}. Click to stop annotating.`,
      command: REVIEW_COMMAND.stopAnnotating,
    });
  };
  // A key tells the item several times (moving, the next item, the tabs and the editor changing, done
  // moving): drawn once a frame, with what holds then.
  let statusDue: ReturnType<typeof setTimeout> | undefined;
  const showStatus = () => {
    statusDue ??= setTimeout(drawStatus, STATUS_FRAME_MS);
  };
  const box = new RationaleBox();
  // Keys pressed faster than a decision reaches the disk run one after another, in the order pressed:
  // `a` then `u` undoes the decision `a` made, never the one before it.
  let turn: Promise<unknown> = Promise.resolve();
  const inTurn = (action: () => Promise<unknown> | unknown): Promise<unknown> => (turn = turn.then(action, action));
  /** A key of the loop: only while annotating; else the case view is for reading and the key says how to start. */
  const annotatingKey = (key: string, run: () => Promise<unknown>) => (mode.annotating ? run() : mode.readingOnly(key));
  /**
   * A key that decides on the item in front: read when pressed, and ignored (visibly) while an
   * earlier key is still moving the view, as it would land on an item not yet seen.
   */
  const decisionKey = (key: string, act: (at: DecideArgs | null) => Promise<unknown>) =>
    annotatingKey(key, async () => {
      if (mode.moving) return mode.ignored(key);
      const at = loop.itemInFront();
      return mode.move(() => inTurn(() => act(at)));
    });
  // A case view restored by a window reload is in front before any event: its queue's place at once.
  drawStatus();
  return [
    status,
    { dispose: () => clearTimeout(statusDue) },
    box,
    loop.onDidChange(showStatus),
    mode.onDidChange(showStatus),
    new LoopHeader(loop, mode, caseViews),
    vscode.window.onDidChangeActiveTextEditor(showStatus),
    vscode.window.tabGroups.onDidChangeTabs(showStatus),
    vscode.commands.registerCommand(REVIEW_COMMAND.startAnnotating, () => mode.set(true)),
    vscode.commands.registerCommand(REVIEW_COMMAND.stopAnnotating, () => loop.stop()),
    vscode.commands.registerCommand(REVIEW_COMMAND.nextItem, () => mode.move(() => inTurn(() => loop.next()))),
    vscode.commands.registerCommand(REVIEW_COMMAND.previousItem, () => mode.move(() => inTurn(() => loop.previous()))),
    vscode.commands.registerCommand(REVIEW_COMMAND.decideAndNext, (args?: { cls?: unknown; toggle?: unknown }) =>
      decisionKey(keyOf(args), (at) => loop.decideAndNext(args ?? {}, at))),
    vscode.commands.registerCommand(REVIEW_COMMAND.acceptAndNext, () => decisionKey('a', (at) => loop.acceptAndNext(at))),
    vscode.commands.registerCommand(REVIEW_COMMAND.verdictAndNext, () => decisionKey('v', (at) => loop.verdictAndNext(at))),
    vscode.commands.registerCommand(REVIEW_COMMAND.undoAndBack, () => annotatingKey('u', () => mode.move(() => inTurn(() => loop.undoAndBack())))),
    // Not in turn: the box opens at once and waits for the keys before it (the decision it is about).
    vscode.commands.registerCommand(ANNOTATION_COMMAND.rationale, () => {
      if (!mode.annotating) return mode.readingOnly('r');
      // The keys after it wait for the rationale (u then undoes the line it adds).
      const rationale = loop.rationale(box, turn);
      return inTurn(() => rationale);
    }),
    // Every key of the case view and of the open rationale box, by one command, so that the window sends
    // them in the order pressed (it holds back the first run of each command until the extension host
    // has answered its activation event, which let a later key of another command overtake it): after
    // r text for the box, else the loop's command it names (a key without one: nothing, the view is read-only).
    vscode.commands.registerCommand(REVIEW_COMMAND.key, (args?: unknown) => {
      const key = KeyArgsSchema.safeParse(args);
      if (!key.success) return;
      if (!box.coming && 'command' in key.data && key.data.command) redrawKey(key.data.text);
      if (box.coming) {
        if ('accept' in key.data) return box.accept();
        if ('cancel' in key.data) return box.cancel();
        return box.type(key.data);
      }
      if ('command' in key.data && key.data.command) return vscode.commands.executeCommand(key.data.command, key.data.args);
    }),
  ];
}

/**
 * The document of the tab in front when no text editor is: a case view restored by a window reload is
 * a tab at activation, an editor only once its text is produced (the run read), which can take seconds.
 */
function activeTabUri(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputText ? input.uri : undefined;
}

/** A key's arguments (package.json): what it types after r, and the loop's command it runs otherwise. */
const LOOP_COMMANDS = [REVIEW_COMMAND.decideAndNext, REVIEW_COMMAND.acceptAndNext, REVIEW_COMMAND.verdictAndNext, REVIEW_COMMAND.nextItem, REVIEW_COMMAND.previousItem, REVIEW_COMMAND.undoAndBack, ANNOTATION_COMMAND.rationale] as const;
const KeyArgsSchema = z.union([
  z.object({ text: z.string(), command: z.enum(LOOP_COMMANDS).optional(), args: z.object({ cls: z.string(), toggle: z.boolean().optional() }).optional() }),
  z.object({ erase: z.literal(true) }),
  z.object({ paste: z.literal(true) }),
  z.object({ accept: z.literal(true) }),
  z.object({ cancel: z.literal(true) }),
]);

/** The key as the annotator pressed it, for "… ignored" and "… decides only while annotating". */
function keyOf(args?: { cls?: unknown; toggle?: unknown }): string {
  const key = typeof args?.cls === 'string' ? KEY_OF_CLASS[args.cls as HumanClass] ?? String(args.cls) : '?';
  return args?.toggle === true ? `shift+${key}` : key;
}
