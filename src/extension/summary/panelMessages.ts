// What the summary panel does for each message of its webview. The webview's messages are untrusted
// (checked by their schema before they reach here) and name only what the panel shows: a case is opened
// and an emission searched only in the result files of the runs read.
import * as vscode from 'vscode';
import type { LoadedSummaries } from '../../core/load/loadSummaries';
import type { FromWebview, ToWebview } from '../../protocol/messages';
import { COMMAND, type CasePairArgs, type ShowCaseArgs } from '../commandIds';
import { log } from '../log';
import type { EmissionSearch } from './emissionSearch';
import { exportFigure } from './exportFigure';
import { exportSummary } from './exportSummary';
import { probeMarksMessage } from './probeMarks';

/** What a message may ask of its panel. */
export interface PanelActions {
  /** The webview is ready: the panel posts its state. */
  ready(): void;
  /** The runs read, null until they are. */
  runs(): LoadedSummaries | null;
  /** Resolves when the runs' health checks are done too (an export carries their findings). */
  checked(): Promise<void>;
  post(message: ToWebview): void;
  reload(): void;
  excludeKnownBad(exclude: boolean): void;
  addRuns(title: string): Promise<boolean>;
  /** Where the `text:` filter's searches go; null when none is set up. */
  emissionSearch(): EmissionSearch | null;
  /** The extension's version, which an export records. */
  version: string;
}

/** The result files of the runs the panel shows. */
function shownFiles(loaded: LoadedSummaries | null): Set<string> {
  return new Set(loaded?.runs.flatMap((run) => run.groups.map((g) => g.resultFile)) ?? []);
}

export async function answerMessage(message: FromWebview, panel: PanelActions): Promise<void> {
  switch (message.type) {
    case 'ready':
      return panel.ready();
    case 'openCase': {
      if (!shownFiles(panel.runs()).has(message.file)) return;
      const args: ShowCaseArgs = { file: message.file, line: message.line, id: message.id };
      await vscode.commands.executeCommand(COMMAND.showCase, args);
      return;
    }
    case 'readProbeMarks': {
      const loaded = panel.runs();
      if (loaded) panel.post(await probeMarksMessage(loaded.runs, message.runs));
      return;
    }
    case 'openCasePair': {
      const files = shownFiles(panel.runs());
      if (!files.has(message.baseline.file) || !files.has(message.probe.file)) return;
      const args: CasePairArgs = { baseline: { file: message.baseline.file, id: message.baseline.id }, probe: { file: message.probe.file, id: message.probe.id }, title: message.title };
      await vscode.commands.executeCommand(COMMAND.showCasePair, args);
      return;
    }
    case 'export': {
      // An export carries the run-health findings: wait for the checks when they are still under way.
      await panel.checked();
      const loaded = panel.runs();
      if (!loaded) return void vscode.window.showWarningMessage('The runs are not read yet; export again once the table shows.');
      const { type: _type, ...request } = message;
      await exportSummary(loaded, request, panel.version);
      return;
    }
    case 'exportFigure': {
      await panel.checked();
      const loaded = panel.runs();
      if (loaded) await exportFigure(loaded, message);
      return;
    }
    case 'reload':
      return panel.reload();
    case 'excludeKnownBad':
      return panel.excludeKnownBad(message.exclude);
    case 'rejected':
      log().error(`Calibration Summary: the webview dropped a message of the extension's that fails its schema: ${message.problem}`);
      return;
    case 'addRuns':
      await panel.addRuns('Add runs to the summary: choose a release, result/ or model folder');
      return;
    case 'searchEmissions': {
      // The webview names words, never files: only the result files shown are searched.
      const loaded = panel.runs();
      const search = panel.emissionSearch();
      const found = search && loaded ? await search.search([...shownFiles(loaded)], message.words) : { matches: [], problems: ['The runs are not read yet: the text of their emissions was not searched.'] };
      panel.post({ type: 'emissionMatches', request: message.request, ...found });
      return;
    }
  }
}
