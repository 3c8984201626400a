// The web worker host's runDocuments.ts (scripts/build.mjs puts it in the Node one's place): the same
// exports, with no Node module. A run is read from the document's text, and the files beside it (a
// BFCL score file, a dir-layout tau2 run's results.json and simulations/) through vscode.workspace.fs,
// on whatever file system the workspace is.
import * as vscode from 'vscode';
import { readText as readTextOf } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import type { FileModel } from '../../core/document/fileModel';
import type { FormatSources } from '../../core/document/formatAdapter';
import { partnerPlaces } from '../../core/formats/registry';
import { HEAD_CHARS, headIsOf, kindOfNameAndHead, looksLikeRunMember, runFileOwning, type RunFileKind } from '../../core/load/kindOfHead';
import { inputsOf, loadFile, type FileLoad, type ModelInputs } from '../../core/load/loadFile';
import { wholeText } from '../documentText';
import { withLabellingProgress } from '../labellingProgress';
import { uriOf } from '../../env/web/hostFiles';
import { nextTask } from '../../core/files/nextTask';
import { textPrint } from '../../core/text/textPrint';

export type { RunFileKind };


/** The path of a Uri on the workspace's file system (the one workspaceFiles.ts reads); null for any other. */
export function pathOfUri(uri: vscode.Uri): string | null {
  const base = uriOf('/');
  return uri.scheme === base.scheme && uri.authority === base.authority ? uri.path : null;
}

/**
 * The kind of an open document on the workspace's file system; never reads more than its first 4 KB.
 * A file its run file tells (a dir layout's simulations/<id>.json) is told by that file once it was
 * read (this host cannot read it on the spot), and until then by its own first keys.
 */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  const path = pathOfUri(document.uri);
  if (path === null || document.isUntitled) return null;
  const head = () => headOf(document);
  return kindOfNameAndHead(path, head, (kind, run) => isOwnedBy(kind, run, path, head));
}

/** Run files (a dir layout's results.json) by path: whether each is of the kind asked, once read (null while its read is under way). */
const runHeads = new Map<string, boolean | null>();

/**
 * The run file a file belongs to when that file tells its kind (a dir layout's simulation file and its
 * results.json): from the document an editor holds, else from the look taken at it through
 * vscode.workspace.fs. Before that look returns, a file whose own first keys look like one of the
 * run's files is taken for one.
 */
export function owningRunFile(path: string): string | null {
  const owning = runFileOwning(path);
  return owning !== null && isOwnedBy(owning.kind, owning.run, path) ? owning.run : null;
}

function isOwnedBy(kind: RunFileKind, run: string, path: string, head?: () => string): boolean {
  const open = openDocument(run);
  if (open) return headIsOf(kind, headOf(open));
  const key = `${kind}\u0000${run}`;
  const known = runHeads.get(key);
  if (known !== undefined && known !== null) return known;
  if (known === undefined) {
    runHeads.set(key, null);
    void hostFiles.head(run, HEAD_CHARS).then((h) => runHeads.set(key, headIsOf(kind, h)), () => runHeads.delete(key));
  }
  const document = head ? undefined : openDocument(path);
  const own = head?.() ?? (document ? headOf(document) : '');
  return looksLikeRunMember(kind, own);
}

/** The document's first 4 KB, what a file's kind is told from. */
function headOf(document: vscode.TextDocument): string {
  return document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(HEAD_CHARS)));
}

export function isRunDocument(document: vscode.TextDocument): boolean {
  return runDocumentKind(document) !== null;
}

/** The file's document when an editor has it open (not the case view, not an untitled buffer). */
export function openDocument(path: string): vscode.TextDocument | undefined {
  return vscode.workspace.textDocuments.find((d) => !d.isUntitled && pathOfUri(d.uri) === path);
}

/** The kind of a file by its name, or by its text when an editor holds it. */
export function runFileKind(path: string): RunFileKind | null {
  const document = openDocument(path);
  return document ? runDocumentKind(document) : kindOfNameAndHead(path, () => '', () => false);
}

/** A score file's result file when an editor holds it (whether one is on the file system is only known by reading). */
export function resultFileFor(scorePath: string): string | null {
  return partnerPlaces(scorePath, 'score').find((p) => openDocument(p) !== undefined) ?? null;
}

/** No partner is followed by path here (an edit of an open score file reaches its result file through resultFileFor); a tau2 dir layout's simulations/ is. */
export function modelInputsOf(path: string, kind: RunFileKind): ModelInputs {
  return inputsOf(path, kind);
}

export function folderPattern(folder: string): vscode.GlobPattern {
  return new vscode.RelativePattern(uriOf(folder), '*.json');
}

/**
 * Through the core, from the document's text (or the file's, read through vscode.workspace.fs); a file
 * read with a partner (a BFCL result file's score file) with the partner's text an editor holds, else its file's.
 */
export async function readRunFile(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined, sources: () => Promise<FormatSources>): Promise<FileModel> {
  const text = document ? wholeText(document) : await readText(path);
  // A dir-layout run is read with its other files through vscode.workspace.fs; a monolithic one from this text.
  const load: FileLoad = { sources, files: hostFiles, kind, text, version: document?.version ?? null, openText: (p) => wholeText(openDocument(p)), pause: nextTask };
  return document && kind === 'result' ? withLabellingProgress(document, text.length, (onLine) => loadFile(path, { ...load, onLine })) : loadFile(path, load);
}

async function readText(path: string): Promise<string> {
  const text = await readTextOf(hostFiles, path);
  if (text === null) throw new Error(`${path} could not be read.`);
  return text;
}

/**
 * What is kept of a file at its document's close to tell at its next open whether the file changed
 * meanwhile (VS Code reads it again then): here the closed text's print, so that the next open asks
 * nothing of the file system (a stat is a round trip through the window, 0.2-1.7 s under load, and the
 * labels of a kept model waited on it).
 */
export function stampAtClose(_path: string, document: vscode.TextDocument): Promise<unknown> {
  return Promise.resolve(textPrint(wholeText(document)));
}

/** Whether the reopened document's text is the text closed with `stamp`. */
export async function unchangedSinceClose(_path: string, stamp: Promise<unknown>, document: vscode.TextDocument): Promise<boolean> {
  return (await stamp) === textPrint(wholeText(document));
}
