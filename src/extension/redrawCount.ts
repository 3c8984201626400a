// What the extension asks VS Code to draw again, counted per key of the review loop, so that a test can
// hold a key to what it changed (issue 31, 2: the renderer's work per key was twice the probe's). Off
// unless the setting `calibrationLens.test.countRedraws` is true: then each key's counts, from the key
// until nothing was asked for QUIET_MS (the view's delayed redraws, 1.5 s after the keys rest, included),
// go to the log as one line, `Redraws after key a: {...}`. Off, counting is one boolean test.
import * as vscode from 'vscode';
import { log } from './log';

export type RedrawKind =
  /** editor.setDecorations calls sent, and the ranges they carried. */
  | 'setDecorations' | 'decorationRanges'
  /** onDidChangeTreeData fired for the whole tree, or for some of its elements (counted once per fire). */
  | 'treeWhole' | 'treeElements'
  | 'codeLenses' | 'inlayHints' | 'fileDecorations'
  /** A status bar item's text, tooltip, colour or command set (or the item shown or hidden). */
  | 'statusBar'
  /** A diagnostic collection's entries set or deleted for a document. */
  | 'diagnostics'
  | 'reveal'
  /** A case view's text produced again (VS Code lays the whole document out again). */
  | 'caseViewText';

const SETTING = 'test.countRedraws';
const QUIET_MS = 2500;

let counting = false;
let key: string | null = null;
let counts: Partial<Record<RedrawKind, number>> = {};
let quiet: ReturnType<typeof setTimeout> | undefined;

/** Reads the setting now and whenever it changes. */
export function registerRedrawCount(): vscode.Disposable {
  const read = () => (counting = vscode.workspace.getConfiguration('calibrationLens').get<boolean>(SETTING, false) === true);
  read();
  return vscode.workspace.onDidChangeConfiguration((e) => {
    if (e.affectsConfiguration(`calibrationLens.${SETTING}`)) read();
  });
}

/** A key of the loop was pressed: what is asked for from now on is its. */
export function redrawKey(name: string): void {
  if (!counting) return;
  flush();
  key = name;
  counts = {};
  rest();
}

export function countRedraw(kind: RedrawKind, n = 1): void {
  if (!counting || key === null) return;
  counts[kind] = (counts[kind] ?? 0) + n;
  rest();
}

function rest(): void {
  clearTimeout(quiet);
  quiet = setTimeout(flush, QUIET_MS);
}

function flush(): void {
  clearTimeout(quiet);
  if (key === null) return;
  log().info(`Redraws after key ${key}: ${JSON.stringify(counts)}`);
  key = null;
  counts = {};
}
