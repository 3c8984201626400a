// What a decision is about, found where the user is: the emission (or case) under the cursor in a
// result file, the emission at or above the cursor in a case view, or the arguments of a command
// (the Review view, a link in the case view, a key in the case view).
import * as vscode from 'vscode';
import { emissionAtPlace, type Case, type Emission, type EmissionPlace } from '../../core/model/model';
import { parseCaseUri } from '../caseView/caseUri';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { isRunDocument } from '../runDocuments';
import type { ResultModel, RunStore } from '../runStore';

export interface CaseTarget {
  file: string;
  model: ResultModel;
  kase: Case;
  /** The emission meant, when the place or the cursor names one. */
  emission: Emission | null;
}

/** Arguments of the decide commands. A place is `turn` and `step`, or `message`. */
export interface DecideArgs {
  file?: string;
  id?: string;
  turn?: number;
  step?: number;
  message?: number;
}

export function placeOfArgs(args: DecideArgs): EmissionPlace | null {
  if (Number.isInteger(args.message)) return { message: args.message! };
  if (Number.isInteger(args.turn) && Number.isInteger(args.step)) return { turn: args.turn!, step: args.step! };
  return null;
}

export function argsOf(file: string, caseId: string, place?: EmissionPlace): DecideArgs {
  return { file, id: caseId, ...(place ?? {}) };
}

export async function locateTarget(store: RunStore, caseViews: CaseViewProvider, args?: DecideArgs): Promise<CaseTarget | null> {
  if (args && typeof args.file === 'string' && typeof args.id === 'string') {
    const model = await store.modelForPath(args.file);
    const kase = model.kind === 'result' ? model.caseById.get(args.id) : undefined;
    if (model.kind !== 'result' || !kase) return null;
    const place = placeOfArgs(args);
    return { file: args.file, model, kase, emission: place ? emissionAtPlace(kase, place) : null };
  }
  const editor = vscode.window.activeTextEditor;
  if (!editor) return null;
  const document = editor.document;
  const position = editor.selection.active;
  const view = parseCaseUri(document.uri);
  if (view) {
    const model = await store.modelForPath(view.file);
    const kase = model.kind === 'result' ? model.caseById.get(view.id) : undefined;
    if (model.kind !== 'result' || !kase) return null;
    return { file: view.file, model, kase, emission: emissionAtCaseViewLine(caseViews, document.uri, kase, position.line) };
  }
  if (!isRunDocument(document)) return null;
  const model = await store.modelFor(document);
  if (model.kind !== 'result') return null;
  const at = model.lines.targetAt(position.line + 1, position.character);
  // The file as the core names it (a path on the workspace's file system in the web build).
  return at ? { file: model.path, model, kase: at.kase, emission: at.emission } : null;
}

/**
 * In a case view, the emission whose block holds `line`: its header is the last emission mark at or
 * above it, within the same turn and before the block's end when the mark knows it (a tau2 message ends
 * where the next message starts).
 */
export function emissionAtCaseViewLine(caseViews: CaseViewProvider, uri: vscode.Uri, kase: Case, line: number): Emission | null {
  const place = placeAtCaseViewLine(caseViews, uri, line);
  return place ? emissionAtPlace(kase, place) : null;
}

function placeAtCaseViewLine(caseViews: CaseViewProvider, uri: vscode.Uri, line: number): EmissionPlace | null {
  const marks = caseViews.marksOf(uri).filter((m) => m.line <= line && (m.kind === 'emission' || m.kind === 'turn'));
  const mark = marks.at(-1);
  if (!mark || mark.kind !== 'emission' || (mark.end !== undefined && line > mark.end)) return null;
  return placeOfMark(mark);
}

/**
 * The item in the case view in front as the arguments of a decide command, read at once when a key
 * is pressed: the key acts on what was on screen then, even when its turn comes after the view moved.
 */
export function itemInFront(caseViews: CaseViewProvider): DecideArgs | null {
  const editor = vscode.window.activeTextEditor;
  const view = editor ? parseCaseUri(editor.document.uri) : null;
  if (!editor || !view) return null;
  return argsOf(view.file, view.id, placeAtCaseViewLine(caseViews, editor.document.uri, editor.selection.active.line) ?? undefined);
}

/** A case view mark's emission place: its neutral place when it carries one, else its BFCL turn and step. */
export function placeOfMark(mark: { turn?: number; step?: number; place?: EmissionPlace }): EmissionPlace | null {
  if (mark.place) return mark.place;
  return mark.turn !== undefined && mark.step !== undefined ? { turn: mark.turn, step: mark.step } : null;
}
