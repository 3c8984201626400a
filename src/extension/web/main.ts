// Entry point of the web build (package.json `browser`, for the web worker extension host of VS Code
// for the Web): inline labels, hovers and Problems of the run files, read from the documents' text and
// vscode.workspace.fs, and the Calibration Summary panel. The other features are not in this bundle;
// package.json hides what they contribute when `calibrationLens.host` is `web`.
import * as vscode from 'vscode';
import { agreementSource, registerAnnotation } from '../annotation';
import { storeIo } from '../annotation/annotationHost';
import { AuditSection } from '../annotation/auditSection';
import { DecisionStore } from '../annotation/decisionStore';
import { ResultFileMarks } from '../annotation/resultFileMarks';
import { CaseViewProvider } from '../caseView/caseViewProvider';
import { GoldColumn } from '../goldPath/goldColumn';
import { GoldColumnStore } from '../goldPath/goldColumnStore';
import { GoldPathService } from '../goldPath/goldPathService';
import { readmeBase } from '../diagnostics/diagnosticCodes';
import { DiagnosticsController } from '../diagnostics/diagnosticsController';
import { registerHovers } from '../hover/hoverProvider';
import { LabelController } from '../labels/labelController';
import { LabelInlayHints } from '../labels/labelInlayHints';
import { RunFileWrap } from '../labels/runFileWrap';
import { registerToggleLabels } from '../labels/toggleLabels';
import { ReadOnlyResultFiles } from '../readOnly/readOnlyResultFiles';
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
  const goldPaths = new GoldPathService(store);
  const goldColumn = new GoldColumnStore();
  const gold = new GoldColumn(goldPaths, goldColumn);
  // The label store through vscode.workspace.fs: each decision read back before it is said saved (annotationHost.ts).
  const decisions = new DecisionStore(storeIo);
  const audit = new AuditSection(decisions, (model, id) => gold.testDataOf(model, id));
  const caseViews = new CaseViewProvider(store, gold, [audit]);
  const humanMarks = new ResultFileMarks(store, decisions);
  const wrap = new RunFileWrap();
  const labelHints = new LabelInlayHints();
  context.subscriptions.push(
    // First: a run file already open at activation is locked before anything else draws on it.
    new ReadOnlyResultFiles(),
    registerHostReport(),
    store,
    decisions,
    humanMarks,
    goldPaths,
    goldColumn,
    caseViews,
    wrap,
    labelHints,
    new LabelController(store, wrap, labelHints, humanMarks),
    registerToggleLabels(),
    registerHovers(store),
    new DiagnosticsController(store, readmeBase(context.extension)),
    // `calibrationLens.runFileActive`: Alt+Z on a run file is recorded (RunFileWrap), so its labels follow the wrap.
    registerRunFileContext(),
    ...registerSummaryPanel(context),
    SummaryPanel.useEmissionSearch(new EmissionSearch(store)),
    SummaryPanel.useAgreement(agreementSource(decisions, tau2Sources)),
    registerSummaryOnStartup(),
    ...registerAnnotation(store, caseViews, decisions, audit, tau2Sources),
  );
}

export function deactivate(): void {}
