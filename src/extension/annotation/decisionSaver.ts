// Saving one decision: the version of the result file it is about (its sha256), the author and the
// time, then the line appended to the store. "Saved" is said only after the store has the line on disk.
// Shared by the deciding commands and the keyboard loop of the review queue.
import * as vscode from 'vscode';
import { runFolderOf } from '../../core/formats/registry';
import type { LabelDecision } from '../../core/annotation/decisionSchema';
import type { DecisionContext } from '../../core/annotation/newDecision';
import { log } from '../log';
import { authorForDecision } from './annotationSettings';
import { possessive } from '../../core/text/possessive';
import type { DecisionStore } from './decisionStore';

export interface DecisionSaver {
  /** Who, when and on which version of `file`; null (and an error shown) when the file cannot be read. */
  contextFor(file: string): Promise<DecisionContext | null>;
  /**
   * Appends the decision to the store of `file`'s run, after the saves asked for before it (the keyboard
   * loop saves behind the view: a key does not wait for the one before it to reach the disk); false (and
   * an error shown) when it could not.
   */
  save(file: string, decision: LabelDecision, what: string): Promise<boolean>;
  /** Resolves when every save asked for so far has ended (undo and r act on what is on disk). */
  settled(): Promise<void>;
  /** The decision this window saved last (not an undo), for "a rationale for the decision just made". */
  lastSaved(): SavedDecision | null;
  forgetLast(): void;
  /**
   * The latest decision this window saved that no undo has taken back since: where undo looks first,
   * wherever the annotator (or the queue) has moved since (another file, another run).
   */
  lastOfWindow(): SavedDecision | null;
}

export interface SavedDecision {
  file: string;
  decision: LabelDecision;
  what: string;
}

const savers = new WeakMap<DecisionStore, DecisionSaver>();

/** One saver per store, so every command of the window knows the decision just made. */
export function decisionSaver(decisions: DecisionStore): DecisionSaver {
  let saver = savers.get(decisions);
  if (!saver) savers.set(decisions, (saver = newSaver(decisions)));
  return saver;
}

function newSaver(decisions: DecisionStore): DecisionSaver {
  let last: SavedDecision | null = null;
  const trail: SavedDecision[] = [];
  let saves: Promise<unknown> = Promise.resolve();
  const saveNow = async (file: string, decision: LabelDecision, what: string): Promise<boolean> => {
    try {
      const store = await decisions.append(file, decision);
      log().info(`Saved ${possessive(decision.author)} ${what} to ${store}.`);
      vscode.window.setStatusBarMessage(`$(check) Saved ${what}`, 6000);
      last = decision.undo ? null : { file, decision, what };
      if (!decision.undo) trail.push({ file, decision, what });
      // An undo in the store of the window's latest decision takes that one back (the store's stack).
      else if (trail.length > 0 && decisions.storeOf(trail.at(-1)!.file) === store) trail.pop();
      return true;
    } catch (err) {
      void vscode.window.showErrorMessage(`Calibration Lens could not save ${what} (${err instanceof Error ? err.message : String(err)}). Nothing was recorded; check that the label store's folder is writable.`);
      return false;
    }
  };
  return {
    settled: () => saves.then(() => undefined),
    lastSaved: () => last,
    lastOfWindow: () => trail.at(-1) ?? null,
    forgetLast: () => {
      last = null;
    },
    async contextFor(file) {
      const sha256 = await decisions.sha256Of(file);
      if (!sha256) {
        void vscode.window.showErrorMessage(`Calibration Lens cannot read ${file} to record which version of it you decided on; nothing was saved.`);
        return null;
      }
      const author = await authorForDecision();
      if (!author) return null;
      return { resultFile: file, runFolder: runFolderOf(file), sha256, author, now: new Date() };
    },
    save(file, decision, what) {
      const saved = saves.then(() => saveNow(file, decision, what));
      saves = saved;
      return saved;
    },
  };
}
