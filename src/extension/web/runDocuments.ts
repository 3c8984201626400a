// The web worker host's runDocuments.ts (scripts/build.mjs puts it in the Node one's place): the same
// exports, with no Node module. A run is read from the document's text, and the files beside it (a
// BFCL score file, a dir-layout tau2 run's results.json and simulations/) through vscode.workspace.fs,
// on whatever file system the workspace is.
import * as vscode from 'vscode';
import { counterpartPlaces } from '../../core/bfcl/fileNames';
import { readText as readTextOf } from '../../core/files/fileAccess';
import { hostFiles } from '../../core/files/hostFiles';
import { readScoreText } from '../../core/bfcl/scoreText';
import type { ScoreFileRead } from '../../core/bfcl/types';
import { bfclResultModelOfText, bfclScoreModelOfText } from '../../core/bfcl/bfclModel';
import type { FileModel } from '../../core/document/fileModel';
import { HEAD_CHARS, kindOfNameAndHead, runResultsOf, type RunFileKind } from '../../core/load/kindOfHead';
import type { ModelInputs } from '../../core/load/loadFile';
import { tau2Model } from '../../core/tau2/tau2DiskModel';
import { isTau2ResultsHead, SNIFF_BYTES } from '../../core/tau2/sniff';
import { readOneSimulation } from '../../core/tau2/oneSimulation';
import type { Tau2Sources } from '../../core/tau2/tau2Sources';
import type { Case } from '../../core/model/model';
import { withLabellingProgress } from '../labellingProgress';
import { uriOf } from '../../env/web/hostFiles';
import { nextTask } from '../../env/web/nextTask';

export type { RunFileKind };


/** The path of a Uri on the workspace's file system (the one workspaceFiles.ts reads); null for any other. */
export function pathOfUri(uri: vscode.Uri): string | null {
  const base = uriOf('/');
  return uri.scheme === base.scheme && uri.authority === base.authority ? uri.path : null;
}

/**
 * The kind of an open document on the workspace's file system; never reads more than its first 4 KB.
 * A dir layout's simulations/<id>.json is told by its run's results.json once that was read (this
 * host cannot read it on the spot), and until then by its own first key.
 */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  const path = pathOfUri(document.uri);
  if (path === null || document.isUntitled) return null;
  const head = () => headOf(document);
  return kindOfNameAndHead(path, head, () => isTau2SimulationFile(path, head));
}

/** results.json of dir-layout runs: whether each is tau2, once read (null while its read is under way). */
const runHeads = new Map<string, boolean | null>();

/**
 * `<run>/simulations/<id>.json` whose `<run>/results.json` is a tau2 results file: from the results
 * document an editor holds, else from the look taken at it through vscode.workspace.fs. Before that
 * look returns, a file whose own first key is a simulation's (`id` then `task_id`, as tau2 writes
 * them) is taken for one.
 */
export function isTau2SimulationFile(path: string, head?: () => string): boolean {
  const results = runResultsOf(path);
  if (results === null) return false;
  const open = openDocument(results);
  if (open) return isTau2ResultsHead(headOf(open));
  const known = runHeads.get(results);
  if (known !== undefined && known !== null) return known;
  if (known === undefined) {
    runHeads.set(results, null);
    void hostFiles.head(results, SNIFF_BYTES).then((h) => runHeads.set(results, isTau2ResultsHead(h)), () => runHeads.delete(results));
  }
  const document = head ? undefined : openDocument(path);
  const own = head?.() ?? (document ? headOf(document) : '');
  return /^\s*\{\s*"id"\s*:\s*"[^"]*"\s*,\s*"task_id"\s*:/.test(own);
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
  return counterpartPlaces(scorePath, 'score', 'result', joinPath).find((p) => openDocument(p) !== undefined) ?? null;
}

/** No partner is followed by path here (an edit of an open score file reaches its result file through resultFileFor); a tau2 dir layout's simulations/ is. */
export function modelInputsOf(path: string, kind: RunFileKind): ModelInputs {
  return { partner: null, folder: kind === 'tau2' ? simulationsFolderOf(path) : null };
}

/** The simulations/ folder a tau2 file's model reads: beside a results.json, or the file's own. */
function simulationsFolderOf(path: string): string | null {
  const folder = path.slice(0, path.lastIndexOf('/'));
  if (folder.endsWith('/simulations')) return folder;
  return path.endsWith('/results.json') ? `${folder}/simulations` : null;
}

export function folderPattern(folder: string): vscode.GlobPattern {
  return new vscode.RelativePattern(uriOf(folder), '*.json');
}

/** From the document's text (or the file's, read through vscode.workspace.fs); a BFCL result file with the score file beside it. */
export async function readRunFile(path: string, kind: RunFileKind, document: vscode.TextDocument | undefined, tau2Sources: () => Promise<Tau2Sources>): Promise<FileModel> {
  const version = document?.version ?? null;
  const text = document ? document.getText() : await readText(path);
  if (kind === 'score') return bfclScoreModelOfText(path, text, version);
  // A dir-layout run is read with its other files through vscode.workspace.fs; a monolithic one from this text.
  if (kind === 'tau2') return tau2Model(path, { text, version, sources: tau2Sources });
  const load = (onLine?: (line: number) => void) => bfclResultModelOfText(path, text, { version, score: () => scoreBeside(path), pause: nextTask, onLine });
  return document ? withLabellingProgress(document, text.length, load) : load();
}

/** A tau2 simulation's messages read from its file through vscode.workspace.fs; null when it is not there. */
export async function simulationMessagesOnDisk(kase: Case): Promise<readonly unknown[] | null> {
  const sim = kase.simulation;
  if (!sim) return null;
  const one = await readOneSimulation(sim.file, { id: sim.id ?? sim.taskId, trial: sim.trial });
  return one.ok ? one.found.messages : null;
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
