// The context key `calibrationLens.tau2Files`: every tau2 results and simulation file the extension
// knows (found in the workspace and the run folders, or opened), for the `when` clauses of menus
// (`resourcePath in calibrationLens.tau2Files`). tau2 files are told by their content, which a `when`
// clause cannot read; the key says it for them.
import { join } from 'node:path';
import * as vscode from 'vscode';
import { hostFiles } from '../core/files/hostFiles';
import { dirLayoutOf } from '../core/tau2/readResults';
import { findTau2Runs } from '../core/discovery/findTau2Runs';
import { workspaceFolderPaths } from './hostUris';
import { runDocumentKind, runFileKind } from './runDocuments';
import { runFolders } from './settings';

export const TAU2_FILES_CONTEXT = 'calibrationLens.tau2Files';
const SCAN_DELAY_MS = 1500;

export function registerTau2FilesContext(): vscode.Disposable[] {
  const known = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const publish = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void vscode.commands.executeCommand('setContext', TAU2_FILES_CONTEXT, [...known].sort()), 100);
  };
  const add = async (file: string) => {
    const before = known.size;
    known.add(file);
    // A dir-layout run: its simulation files are the run's too.
    const dir = await dirLayoutOf(file).catch(() => null);
    if (dir) for (const f of (await hostFiles.list(dir.simulations)) ?? []) if (f.name.endsWith('.json')) known.add(join(dir.simulations, f.name));
    if (known.size !== before) publish();
  };
  const scan = async () => {
    for (const folder of [...workspaceFolderPaths(), ...runFolders()]) {
      for (const file of await findTau2Runs(folder)) await add(file);
    }
  };
  const noteDocument = (doc: vscode.TextDocument) => {
    if (runDocumentKind(doc) === 'tau2') void add(doc.uri.fsPath);
  };
  // After the first labels: a workspace scan sniffs every JSON file's first 4 KB.
  const first = setTimeout(() => void scan(), SCAN_DELAY_MS);
  vscode.workspace.textDocuments.forEach(noteDocument);
  const watcher = vscode.workspace.createFileSystemWatcher('**/*.json', false, true, false);
  return [
    watcher,
    watcher.onDidCreate((uri) => {
      if (runFileKind(uri.fsPath) === 'tau2') void add(uri.fsPath);
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
      clearTimeout(first);
      clearTimeout(timer);
    }),
  ];
}
