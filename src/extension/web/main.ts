// Entry point of the web build (package.json `browser`, for the web worker extension host of VS Code
// for the Web): inline labels, hovers and Problems of the run files, read from the documents' text and
// vscode.workspace.fs, and the Calibration Summary panel. The other features are not in this bundle;
// package.json hides what they contribute when `calibrationLens.host` is `web`.
import * as vscode from 'vscode';
import { readmeBase } from '../diagnostics/diagnosticCodes';
import { DiagnosticsController } from '../diagnostics/diagnosticsController';
import { registerHovers } from '../hover/hoverProvider';
import { LabelController } from '../labels/labelController';
import { LabelInlayHints } from '../labels/labelInlayHints';
import { RunFileWrap } from '../labels/runFileWrap';
import { registerToggleLabels } from '../labels/toggleLabels';
import { RunStore } from '../runStore';
import { registerRunFileContext } from '../startup/runFileContext';
import { registerSummaryOnStartup } from '../startup/summaryOnStartup';
import { registerSummaryPanel } from '../summary';
import { EmissionSearch } from '../summary/emissionSearch';
import { SummaryPanel } from '../summary/summaryPanel';
import { tau2Sources } from '../tau2/tau2Sources';
import { registerHostReport } from './hostReport';

export function activate(context: vscode.ExtensionContext): void {
  void vscode.commands.executeCommand('setContext', 'calibrationLens.host', 'web');
  const store = new RunStore(tau2Sources);
  const wrap = new RunFileWrap();
  const labelHints = new LabelInlayHints();
  context.subscriptions.push(
    registerHostReport(),
    store,
    wrap,
    labelHints,
    new LabelController(store, wrap, labelHints),
    registerToggleLabels(),
    registerHovers(store),
    new DiagnosticsController(store, readmeBase(context.extension)),
    // `calibrationLens.runFileActive`: Alt+Z on a run file is recorded (RunFileWrap), so its labels follow the wrap.
    registerRunFileContext(),
    ...registerSummaryPanel(context),
    SummaryPanel.useEmissionSearch(new EmissionSearch(store)),
    registerSummaryOnStartup(),
  );
}

export function deactivate(): void {}
