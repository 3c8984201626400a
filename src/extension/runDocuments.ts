// Which files the extension reads as runs: BFCL result and score files by their names, tau2 results by
// their content (the first key of the document, as tau2 tells its files), and the simulation files of a
// dir-layout tau2 run by their place (simulations/<id>.json beside a tau2 results.json). Every other
// JSON document costs one look at its first 4 KB.
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import * as vscode from 'vscode';
import { bfclFileKind } from '../core/bfcl/fileNames';
import { SNIFF_BYTES, isTau2ResultsHead } from '../core/tau2/sniff';

export type RunFileKind = 'result' | 'score' | 'tau2';

/** The kind of an open document; never reads more than its first 4 KB. */
export function runDocumentKind(document: vscode.TextDocument): RunFileKind | null {
  if (document.uri.scheme !== 'file') return null;
  const path = document.uri.fsPath;
  const bfcl = bfclFileKind(path);
  if (bfcl) return bfcl;
  if (!path.endsWith('.json')) return null;
  const head = document.getText(new vscode.Range(new vscode.Position(0, 0), document.positionAt(SNIFF_BYTES)));
  if (isTau2ResultsHead(head)) return 'tau2';
  return isTau2SimulationFile(path) ? 'tau2' : null;
}

/** A BFCL result or score file, or a tau2 results or simulation file, open as a text document. */
export function isRunDocument(document: vscode.TextDocument): boolean {
  return runDocumentKind(document) !== null;
}

/** The kind of a file on disk (one that VS Code may not hand to extensions, over 50 MB). */
export function runFileKind(path: string): RunFileKind | null {
  const bfcl = bfclFileKind(path);
  if (bfcl) return bfcl;
  if (!path.endsWith('.json')) return null;
  return isTau2ResultsHead(headOf(path)) || isTau2SimulationFile(path) ? 'tau2' : null;
}

const simulationFolders = new Map<string, { mtimeMs: number; tau2: boolean }>();

/** `<run>/simulations/<id>.json` whose `<run>/results.json` is a tau2 results file (checked once per change of it). */
export function isTau2SimulationFile(path: string): boolean {
  const folder = dirname(path);
  if (basename(folder) !== 'simulations') return false;
  const results = join(dirname(folder), 'results.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(results).mtimeMs;
  } catch {
    return false;
  }
  const known = simulationFolders.get(results);
  if (known && known.mtimeMs === mtimeMs) return known.tau2;
  const tau2 = isTau2ResultsHead(headOf(results));
  simulationFolders.set(results, { mtimeMs, tau2 });
  return tau2;
}

function headOf(path: string): string {
  let fd: number | undefined;
  try {
    fd = openSync(path, 'r');
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const bytes = readSync(fd, buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, bytes).toString('utf8');
  } catch {
    return '';
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
