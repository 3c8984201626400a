// What a decision is about, found where the user is: the emission (or case) under the cursor in a
// result file, the emission at or above the cursor in a case view, or the arguments of a command.
import * as vscode from 'vscode';
import type { Case, Emission } from '../../core/model';
import { parseCaseUri } from '../caseView/caseUri';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import { isBfclDocument, type ResultModel, type RunStore } from '../runStore';

export interface EmissionTarget {
  file: string;
  model: ResultModel;
  kase: Case;
  emission: Emission;
}

export interface CaseTarget {
  file: string;
  model: ResultModel;
  kase: Case;
}

/** Arguments of the decide commands, e.g. from the Review view or a key in the case view. */
export interface DecideArgs {
  file?: string;
  id?: string;
  turn?: number;
  step?: number;
}

export async function caseTarget(store: RunStore, caseViews: CaseViewProvider, args?: DecideArgs): Promise<CaseTarget | null> {
  const found = await locate(store, caseViews, args);
  return found ? { file: found.file, model: found.model, kase: found.kase } : null;
}

export async function emissionTarget(store: RunStore, caseViews: CaseViewProvider, args?: DecideArgs): Promise<EmissionTarget | null> {
  const found = await locate(store, caseViews, args);
  return found?.emission ? { file: found.file, model: found.model, kase: found.kase, emission: found.emission } : null;
}

async function locate(store: RunStore, caseViews: CaseViewProvider, args?: DecideArgs): Promise<(CaseTarget & { emission: Emission | null }) | null> {
  if (args && typeof args.file === 'string' && typeof args.id === 'string') {
    const model = await store.modelForPath(args.file);
    const kase = model.kind === 'result' ? model.caseById.get(args.id) : undefined;
    if (model.kind !== 'result' || !kase) return null;
    const emission = args.turn !== undefined && args.step !== undefined ? kase.turns[args.turn]?.emissions[args.step] ?? null : null;
    return { file: args.file, model, kase, emission };
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
    const mark = caseViews.marksOf(document.uri).filter((m) => m.kind === 'emission' && m.line <= position.line).at(-1);
    const emission = mark && mark.turn !== undefined && mark.step !== undefined ? kase.turns[mark.turn]?.emissions[mark.step] ?? null : null;
    return { file: view.file, model, kase, emission };
  }
  if (!isBfclDocument(document)) return null;
  const model = await store.modelFor(document);
  if (model.kind !== 'result') return null;
  const kase = model.caseAtLine.get(position.line + 1);
  if (!kase) return null;
  const col = position.character;
  const emission = kase.turns.flatMap((t) => t.emissions).find((e) => col >= e.span.start && col < e.span.end) ?? null;
  return { file: document.uri.fsPath, model, kase, emission };
}
