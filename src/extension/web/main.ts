// Entry point of the web build (package.json `browser`, for the web worker extension host of VS Code
// for the Web): the features of src/extension/main.ts that read through the documents' text and
// vscode.workspace.fs (scripts/build.mjs puts web twins in the place of the modules that reach local
// disk through Node): inline labels, hovers and Problems, the gold path (its column, Problems, hovers
// and navigation), the tree, the case view, navigation, the status bar, and the Calibration Summary
// panel, and annotation (the label store through vscode.workspace.fs: web/annotationHost.ts).
import * as vscode from 'vscode';
import { agreementSource, registerAnnotation } from '../annotation';
import { storeIo } from '../annotation/annotationHost';
import { AuditSection } from '../annotation/auditSection';
import { DecisionStore } from '../annotation/decisionStore';
import { ResultFileMarks } from '../annotation/resultFileMarks';
import { registerBigFileNotice } from '../bigFiles';
import { registerCaseCodeLens } from '../caseView/caseCodeLens';
import { registerCaseViewCommands } from '../caseView/caseViewCommands';
import { CaseViewDecorations } from '../caseView/caseViewDecorations';
import { CaseViewProvider } from '../caseView/caseViewProvider';
import { registerCaseActions } from '../diagnostics/caseActions';
import { readmeBase } from '../diagnostics/diagnosticCodes';
import { DiagnosticsController } from '../diagnostics/diagnosticsController';
import { registerDivergenceNavigation } from '../goldPath/divergenceNavigation';
import { DivergenceDiagnostics } from '../goldPath/divergenceDiagnostics';
import { GoldColumnDecorations } from '../goldPath/goldColumnDecorations';
import { GoldColumn } from '../goldPath/goldColumn';
import { GoldColumnStore } from '../goldPath/goldColumnStore';
import { registerGoldHover } from '../goldPath/goldHover';
import { GoldPathService } from '../goldPath/goldPathService';
import { registerHovers } from '../hover/hoverProvider';
import { LabelController } from '../labels/labelController';
import { LabelInlayHints } from '../labels/labelInlayHints';
import { RunFileWrap } from '../labels/runFileWrap';
import { registerToggleLabels } from '../labels/toggleLabels';
import { registerGoToCase } from '../navigation/goToCase';
import { registerViolationNavigation } from '../navigation/violationNavigation';
import { ReadOnlyResultFiles } from '../readOnly/readOnlyResultFiles';
import { RunStore } from '../runStore';
import { registerStatusBar } from '../statusBar';
import { registerRunFileContext } from '../startup/runFileContext';
import { registerSummaryOnStartup } from '../startup/summaryOnStartup';
import { registerSummaryPanel } from '../summary';
import { EmissionSearch } from '../summary/emissionSearch';
import { SummaryPanel } from '../summary/summaryPanel';
import { registerTau2FilesContext } from '../tau2FilesContext';
import { tau2Sources } from '../tau2/tau2Sources';
import { registerCaseTree } from '../tree/registerTree';
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
    new GoldColumnDecorations(goldColumn),
    new DivergenceDiagnostics(store, goldPaths, readmeBase(context.extension)),
    registerGoldHover(store, goldPaths),
    ...registerDivergenceNavigation(store, goldPaths, goldColumn),
    wrap,
    labelHints,
    new LabelController(store, wrap, labelHints, humanMarks),
    registerToggleLabels(),
    registerHovers(store),
    new DiagnosticsController(store, readmeBase(context.extension)),
    registerCaseActions(store),
    caseViews,
    new CaseViewDecorations(caseViews),
    ...registerCaseViewCommands(store),
    ...registerCaseCodeLens(store),
    ...registerCaseTree(store),
    ...registerViolationNavigation(store),
    registerGoToCase(store),
    ...registerStatusBar(store),
    registerBigFileNotice(store),
    ...registerSummaryPanel(context),
    SummaryPanel.useEmissionSearch(new EmissionSearch(store)),
    SummaryPanel.useAgreement(agreementSource(decisions, tau2Sources)),
    registerSummaryOnStartup(),
    // `calibrationLens.runFileActive`: Alt+Z on a run file is recorded (RunFileWrap), so its labels follow the wrap.
    registerRunFileContext(),
    ...registerTau2FilesContext(),
    ...registerAnnotation(store, caseViews, decisions, audit, tau2Sources),
  );
}

export function deactivate(): void {}
