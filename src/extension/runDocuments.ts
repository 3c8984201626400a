// Which documents the extension reads as runs (the core tells the kind from the name and the first
// 4 KB), the open document of a file, and how this host reads a run file's model: in the Node host
// from the editor's text or from local disk. The web build puts web/runDocuments.ts in its place
// (scripts/build.mjs), with the same exports read through the documents and vscode.workspace.fs.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { nodeFiles } from '../env/node/nodeFiles';
import { nextTurn } from '../env/node/nextTurn';
import type { FileModel } from '../core/document/fileModel';
import { documentKind, HEAD_CHARS, owningRunFile, runFileKind, type RunFileKind } from '../core/load/fileKind';
import { inputsOf, loadFile, type FileLoad, type ModelInputs } from '../core/load/loadFile';
import type { FormatSources } from '../core/document/formatAdapter';
import { partnerPlaces } from '../core/formats/registry';
import type { FileStamp } from '../core/files/fileAccess';
import { sameStamp } from '../core/files/fileStamp';
import { ReadCancelled } from '../core/files/readCancelled';
import { wholeText } from './documentText';
import { withLabellingProgress } from './labellingProgress';
import { log } from './log';
import { withReadProgress } from './readProgress';

export { owningRunFile, runFileKind, type RunFileKind };


/** From this size a read from disk shows its progress in a notification and can be cancelled. */
const PROGRESS_FROM_BYTES = 8 * 1024 * 1024;

/** The path of a Uri on the file system the core reads (here local disk); null for any other. */
export function pathOfUri(uri: vscode.Uri): string | null {
  return uri.scheme === 'file' ? uri.fsPath : null;
}

/** The kind of an open document; never reads more than its first 4 KB. */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  if (document.uri.scheme !== 'file') return null;
  return documentKind(document.uri.fsPath, () => document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(HEAD_CHARS))));
}

/** A BFCL result or score file, or a tau2 results or simulation file, open as a text document. */
export function isRunDocument(document: vscode.TextDocument): boolean {
  return runDocumentKind(document) !== null;
}

/** The file's document when an editor has it open (not the case view, not an untitled buffer). */
export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => d.uri.scheme === 'file' && d.uri.fsPath === path);
}

/** A score file's result file: the first of its places on disk; null when none is. */
export function resultFileFor(scorePath: string): string | null {
  return partnerPlaces(scorePath, 'score').find((p) => nodeFiles.local!.exists(p)) ?? null;
}

/** The other files a file's model is read from (its score file on disk, a tau2 run's simulations/). */
export function modelInputsOf(path: string, kind: RunFileKind): ModelInputs {
  return inputsOf(path, kind);
}

/** The files a watcher follows beside a file read: the JSON files of its folder. */
export function folderPattern(folder: string): vscode.GlobPattern {
  return new vscode.RelativePattern(vscode.Uri.file(folder), '*.json');
}

/** Through the core; a big file from disk with its progress in a notification and a Cancel button. */
export async function readRunFile(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined, sources: () => Promise<FormatSources>): Promise<FileModel> {
  const load: FileLoad = {
    sources, files: nodeFiles, kind, text: wholeText(document), version: document?.version ?? null, pause: nextTurn,
    openText: (p) => wholeText(openDocument(p)),
  };
  const size = document || kind === 'score' ? 0 : (await nodeFiles.stat(path))?.size ?? 0;
  if (size < PROGRESS_FROM_BYTES) {
    return document && kind === 'result' ? withLabellingProgress(document, load.text!.length, (onLine) => loadFile(path, { ...load, onLine })) : loadFile(path, load);
  }
  return withReadProgress(`Calibration Lens: reading ${basename(path)}`, (progress) => loadFile(path, { ...load, progress })).catch((e: unknown) => {
    if (e instanceof ReadCancelled) log().info(`Reading ${path} was cancelled.`);
    throw e;
  });
}

/**
 * What is kept of a file at its document's close to tell at its next open whether the file changed
 * meanwhile (VS Code reads it again then): here its stamp, a local stat, cheaper on the open's path
 * than a 20 MB text's print.
 */
export function stampAtClose(path: string, _document: vscode.TextDocument): Promise<unknown> {
  return nodeFiles.stat(path);
}

/** Whether the reopened document's file is the one closed with `stamp`: the same size and last change. */
export async function unchangedSinceClose(path: string, stamp: Promise<unknown>, _document: vscode.TextDocument): Promise<boolean> {
  const [then, now] = await Promise.all([stamp as Promise<FileStamp | null>, nodeFiles.stat(path)]);
  return sameStamp(then, now);
}
