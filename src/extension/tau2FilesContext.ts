// The context key `calibrationLens.tau2Files`: every run file the extension knows (found in the
// workspace and the run folders, or opened) that its name does not tell (tau2 results and simulation
// files), for the `when` clauses of menus (`resourcePath in calibrationLens.tau2Files`). Such files are
// told by their content, which a `when` clause cannot read; the key says it for them.
import * as vscode from 'vscode';
import type { RunFileKind } from '../core/document/formatAdapter';
import { findRuns } from '../core/discovery/findRuns';
import { formatOf, formatOfKind, kindOfName } from '../core/formats/registry';
import { workspaceFolderPaths } from './hostUris';
import { runDocumentKind, runFileKind } from './runDocuments';
import { runFolders } from './settings';
import { firstLabelsOut } from './startup/firstLabels';

export const TAU2_FILES_CONTEXT = 'calibrationLens.tau2Files';
/** After the first labels of a run file, the window's frame with them comes first. */
const SCAN_AFTER_LABELS_MS = 500;
/** With no run file opened (activated at the window's start, workspaceContains), the scan still comes, late. */
const SCAN_WITHOUT_LABELS_MS = 10_000;

export function registerTau2FilesContext(): vscode.Disposable[] {
  const known = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void vscode.commands.executeCommand('setContext', TAU2_FILES_CONTEXT, [...known].sort()), 100);
  };
  const note = (files: readonly string[]) => {
    const before = known.size;
    for (const file of files) known.add(file);
    if (known.size !== before) publish();
  };
  // A run file and the files its run is read from beside it (a dir layout's simulation files).
  const add = async (file: string, kind: RunFileKind) => note([file, ...(await formatOfKind(kind).runMembers(file).catch(() => []))]);
  const scan = async () => {
    for (const folder of [...workspaceFolderPaths(), ...runFolders()]) {
      for (const run of (await findRuns([folder])).runs) note((await formatOf(run.benchmark).filesRead(run).catch(() => [])).filter(byContent));
    }
  };
  const noteDocument = (doc: vscode.TextDocument) => {
    const kind = runDocumentKind(doc);
    if (kind !== null && byContent(doc.uri.fsPath)) void add(doc.uri.fsPath, kind);
  };
  // After the first labels: a workspace scan sniffs every JSON file's first 4 KB.
  let scanned = false;
  const firstScan = () => {
    if (scanned) return;
    scanned = true;
    clearTimeout(first);
    void scan();
  };
  const first = setTimeout(firstScan, SCAN_WITHOUT_LABELS_MS);
  let disposed = false;
  void firstLabelsOut.then(() => setTimeout(() => disposed || firstScan(), SCAN_AFTER_LABELS_MS));
  vscode.workspace.textDocuments.forEach(noteDocument);
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.json', false, true, false);
  return [
    watcher,
    watcher.onDidCreate((uri) => {
      const kind = runFileKind(uri.fsPath);
      if (kind !== null && byContent(uri.fsPath)) void add(uri.fsPath, kind);
    }),
    watcher.onDidDelete((uri) => {
      if (known.delete(uri.fsPath)) publish();
    }),
    vscode.workspace.onDidOpenTextDocument(noteDocument),
    vscode.workspace.onDidChangeWorkspaceFolders(() => void scan()),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('calibrationLens.runFolders')) void scan();
    }),
    new vscode.Disposable(() => {
      disposed = true;
      clearTimeout(first);
      clearTimeout(timer);
    }),
  ];
}

/** Whether a run's file is one its name does not tell (its format tells it by its content or place). */
function byContent(path: string): boolean {
  return kindOfName(path) === null;
}
