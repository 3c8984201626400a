// Export of the decisions with their context (emission text, classes, rationale) for a paper's
// appendix: the records `calibration-lens labels --csv / --jsonl` prints, for the run of the active
// result file or a folder the user picks, written where the user says (through vscode.workspace.fs, on
// whichever file system that is).
import { dirname, join } from 'node:path';
import * as vscode from 'vscode';
import type { FormatSources } from '../../core/document/formatAdapter';
import { DiscoveryError } from '../../core/model/discoveryError';
import { decisionsCsv, decisionsJsonl } from '../../core/export/exportDecisions';
import { loadLabelledRuns } from '../../core/annotation/loadLabelledRuns';
import { decisionTexts } from '../../core/export/decisionTexts';
import { holdsCases } from '../../core/formats/registry';
import { uriOfPath } from '../hostUris';
import { pathOfUri, runDocumentKind } from '../runDocuments';
import { countOf } from '../../core/text/countOf';
import { storePathFor } from './annotationSettings';
import { ANNOTATION_COMMAND } from './commandIds';

const FORMATS = [
  { label: 'CSV', ext: 'csv', write: decisionsCsv },
  { label: 'JSON Lines', ext: 'jsonl', write: decisionsJsonl },
] as const;

export function registerExportDecisions(sources: () => Promise<FormatSources>): vscode.Disposable {
  return vscode.commands.registerCommand(ANNOTATION_COMMAND.exportDecisions, async () => {
    const results = await runToExport();
    if (!results) return;
    let loaded;
    try {
      loaded = await loadLabelledRuns(results, storePathFor, { sources: await sources() });
    } catch (err) {
      if (err instanceof DiscoveryError) return void vscode.window.showErrorMessage(err.message);
      throw err;
    }
    if (loaded.decisions.length === 0) {
      return void vscode.window.showInformationMessage(`No decisions to export in ${loaded.stores.join(', ') || 'the label store'}.`);
    }
    const format = await vscode.window.showQuickPick(FORMATS.map((f) => ({ ...f, description: `.${f.ext}` })), {
      title: `Export ${countOf(loaded.decisions.length, 'decision')} with their context`,
    });
    if (!format) return;
    const store = loaded.stores[0] ?? join(results, 'labels.jsonl');
    const target = await vscode.window.showSaveDialog({
      defaultUri: uriOfPath(join(dirname(store), `decisions.${format.ext}`)),
      filters: { [format.label]: [format.ext] },
    });
    if (!target) return;
    await vscode.workspace.fs.writeFile(target, new TextEncoder().encode(format.write(loaded.decisions, await decisionTexts(loaded.decisions))));
    const warned = loaded.warnings.length ? ` (${countOf(loaded.warnings.length, 'warning')}: ${loaded.warnings[0]})` : '';
    void vscode.window.showInformationMessage(`Exported ${countOf(loaded.decisions.length, 'decision')} to ${target.fsPath}${warned}.`);
  });
}

/** The active run file that holds cases (a BFCL result file, a tau2 results file), else a folder of runs the user picks. */
async function runToExport(): Promise<string | null> {
  const active = vscode.window.activeTextEditor?.document;
  const kind = active ? runDocumentKind(active) : null;
  if (active && kind !== null && holdsCases(kind)) return pathOfUri(active.uri);
  const picked = await vscode.window.showOpenDialog({
    canSelectFiles: false, canSelectFolders: true, openLabel: 'Export decisions of these runs',
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
  });
  // A folder the core can read: on the workspace's file system (null for another one).
  return picked?.[0] ? pathOfUri(picked[0]) : null;
}
