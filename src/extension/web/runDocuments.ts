// The web worker host's runDocuments.ts (scripts/build.mjs puts it in the Node one's place): the same
// exports, with no Node module. A run is read from the document's text, and the files beside it (a
// BFCL score file) through vscode.workspace.fs, on whatever file system the workspace is.
import * as vscode from 'vscode';
import { counterpartPlaces } from '../../core/bfcl/fileNames';
import { readText as readTextOf } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import { readScoreText } from '../../core/bfcl/scoreText';
import type { ScoreFileRead } from '../../core/bfcl/types';
import { bfclResultModelOfText, bfclScoreModelOfText } from '../../core/load/bfclModel';
import type { FileModel } from '../../core/load/fileModel';
import { HEAD_CHARS, kindOfNameAndHead, type RunFileKind } from '../../core/load/kindOfHead';
import type { ModelInputs } from '../../core/load/loadFile';
import { tau2ModelOfText } from '../../core/load/tau2Model';
import type { Tau2Sources } from '../../core/load/tau2Sources';
import type { Case } from '../../core/model';
import { CASE_SCHEME } from '../caseView/caseUri';
import { withLabellingProgress } from '../labellingProgress';
import { uriOf } from './workspaceFiles';

export type { RunFileKind };

/** The web build has no case view (hovers do not link to one). */
export const HOST_HAS_CASE_VIEW = false;

/**
 * The kind of an open document on any file system but the case view's; never reads more than its
 * first 4 KB. A dir layout's simulations/<id>.json is not told here: that needs the run's
 * results.json beside it, which the web build does not read yet.
 */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  if (document.uri.scheme === CASE_SCHEME || document.isUntitled) return null;
  return kindOfNameAndHead(document.uri.fsPath, () => document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(HEAD_CHARS))), () => false);
}

export function isRunDocument(document: vscode.TextDocument): boolean {
  return runDocumentKind(document) !== null;
}

/** The file's document when an editor has it open (not the case view, not an untitled buffer). */
export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme !== CASE_SCHEME && !d.isUntitled && d.uri.fsPath === path);
}

/** The kind of a file by its name, or by its text when an editor holds it. */
export function runFileKind(path: string): RunFileKind | null {
  const document = openDocument(path);
  return document ? runDocumentKind(document) : kindOfNameAndHead(path, () => '', () => false);
}

/** A score file's result file when an editor holds it (whether one is on the file system is only known by reading). */
export function resultFileFor(scorePath: string): string | null {
  return counterpartPlaces(scorePath, 'score', 'result', joinPath).find((p) => openDocument(p) !== undefined) ?? null;
}

/** No partner is followed by path here: an edit of an open score file reaches its result file through resultFileFor. */
export function modelInputsOf(_path: string, _kind: RunFileKind): ModelInputs {
  return { partner: null, folder: null };
}

export function folderPattern(folder: string): vscode.GlobPattern {
  return new vscode.RelativePattern(uriOf(folder), '*.json');
}

/** From the document's text (or the file's, read through vscode.workspace.fs); a BFCL result file with the score file beside it. */
export async function readRunFile(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined, tau2Sources: () => Promise<Tau2Sources>): Promise<FileModel> {
  const version = document?.version ?? null;
  const text = document ? document.getText() : await readText(path);
  if (kind === 'score') return bfclScoreModelOfText(path, text, version);
  if (kind === 'tau2') return tau2ModelOfText(path, text, version, tau2Sources);
  const load = (onLine?: (line: number) => void) => bfclResultModelOfText(path, text, { version, score: () => scoreBeside(path), pause: nextTask, onLine });
  return document ? withLabellingProgress(document, load) : load();
}

/** The web build reads a simulation's messages from its document only (simulationMessages.ts). */
export async function simulationMessagesOnDisk(_kase: Case): Promise<readonly unknown[] | null> {
  return null;
}

/** The first of the score file's places that an editor holds or the file system has; null when none. */
async function scoreBeside(resultPath: string): Promise<ScoreFileRead | null> {
  for (const place of counterpartPlaces(resultPath, 'result', 'score', joinPath)) {
    const open = openDocument(place);
    const text = open ? open.getText() : await readText(place).catch(() => null);
    if (text !== null) return readScoreText(text, place);
  }
  return null;
}

async function readText(path: string): Promise<string> {
  const text = await readTextOf(hostFiles, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return text;
}

function joinPath(folder: string, name: string): string {
  return folder.endsWith('/') ? `${folder}${name}` : `${folder}/${name}`;
}

/** The next task of the worker's event loop (a message to itself: web workers have no setImmediate). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
