// Entry point of the extension, in both hosts: wires each feature; every feature lives in its own file
// or folder. The web build (package.json `browser`, VS Code for the Web) bundles this same file, with a
// web twin in the place of each module that reaches local disk through Node (scripts/build.mjs).
// Nothing here writes to a result or score file: every feature only reads, and the editor shows them read-only.
import * as vscode from 'vscode';
import { agreementSource, registerAnnotation } from './annotation';
import { AuditSection } from './annotation/auditSection';
import { HealthSection } from './health/healthSection';
import { storeIo } from './annotation/annotationHost';
import { DecisionStore } from './annotation/decisionStore';
import { ResultFileMarks } from './annotation/resultFileMarks';
import { registerBigFileNotice } from './bigFiles';
import { registerCaseCodeLens } from './caseView/caseCodeLens';
import { registerCaseViewCommands } from './caseView/caseViewCommands';
import { caseViewDecorations } from './caseView/caseViewDecorations';
import { CaseViewProvider } from './caseView/caseViewProvider';
import { registerCaseActions } from './diagnostics/caseActions';
import { readmeBase } from './diagnostics/diagnosticCodes';
import { DiagnosticsController } from './diagnostics/diagnosticsController';
import { registerDivergenceNavigation } from './goldPath/divergenceNavigation';
import { DivergenceDiagnostics } from './goldPath/divergenceDiagnostics';
import { goldColumnDecorations } from './goldPath/goldColumnDecorations';
import { GoldColumn } from './goldPath/goldColumn';
import { GoldColumnStore } from './goldPath/goldColumnStore';
import { registerGoldHover } from './goldPath/goldHover';
import { GoldPathService } from './goldPath/goldPathService';
import { registerHostReport } from './hostReport';
import { registerHovers } from './hover/hoverProvider';
import { log } from './log';
import { LabelController } from './labels/labelController';
import { registerToggleLabels } from './labels/toggleLabels';
import { LabelInlayHints } from './labels/labelInlayHints';
import { RunFileWrap } from './labels/runFileWrap';
import { registerGoToCase } from './navigation/goToCase';
import { registerViolationNavigation } from './navigation/violationNavigation';
import { ReadOnlyResultFiles } from './readOnly/readOnlyResultFiles';
import { RunStore } from './runStore';
import { registerStatusBar } from './statusBar';
import { registerSummaryPanel } from './summary';
import { EmissionSearch } from './summary/emissionSearch';
import { SummaryPanel } from './summary/summaryPanel';
import { registerRunFileContext } from './startup/runFileContext';
import { registerSummaryOnStartup } from './startup/summaryOnStartup';
import { registerTau2FilesContext } from './tau2FilesContext';
import { formatSources } from './formatSources';
import { registerCaseTree } from './tree/registerTree';
import { registerRedrawCount } from './redrawCount';

export function activate(context: vscode.ExtensionContext): void {
  const started = Date.now();
  // What the formats read beside their runs from the files the settings name (tau2's gold and judgments).
  const sources = async () => (await formatSources()).sources;
  const store = new RunStore(sources);
  const goldPaths = new GoldPathService(store);
  const goldColumn = new GoldColumnStore();
  const decisions = new DecisionStore(storeIo);
  const gold = new GoldColumn(goldPaths, goldColumn);
  const audit = new AuditSection(decisions, (model, id) => gold.testDataOf(model, id));
  const caseViews = new CaseViewProvider(store, gold, [new HealthSection(), audit]);
  const humanMarks = new ResultFileMarks(store, decisions);
  const wrap = new RunFileWrap();
  const labelHints = new LabelInlayHints();
  context.subscriptions.push(
    // First: a run file already open at activation is locked before anything else draws on it.
    new ReadOnlyResultFiles(),
    registerHostReport(),
    registerRedrawCount(),
    store,
    decisions,
    humanMarks,
    goldPaths,
    goldColumn,
    goldColumnDecorations(goldColumn),
    new DivergenceDiagnostics(store, goldPaths, readmeBase(context)),
    registerGoldHover(store, goldPaths),
    ...registerDivergenceNavigation(store, goldPaths, goldColumn),
    wrap,
    labelHints,
    new LabelController(store, wrap, labelHints, humanMarks),
    registerToggleLabels(),
    registerHovers(store),
    new DiagnosticsController(store, readmeBase(context)),
    registerCaseActions(store),
    caseViews,
    caseViewDecorations(caseViews),
    ...registerCaseViewCommands(store),
    ...registerCaseCodeLens(store),
    ...registerCaseTree(store),
    ...registerViolationNavigation(store),
    registerGoToCase(store),
    ...registerStatusBar(store),
    registerBigFileNotice(store),
    ...registerSummaryPanel(context),
    SummaryPanel.useEmissionSearch(new EmissionSearch(store)),
    SummaryPanel.useAgreement(agreementSource(decisions, sources)),
    registerSummaryOnStartup(),
    registerRunFileContext(),
    ...registerTau2FilesContext(),
    ...registerAnnotation(store, caseViews, decisions, audit, sources, { workspace: context.workspaceState, global: context.globalState }),
  );
  log().info(`Activated in ${Date.now() - started} ms.`);
}

export function deactivate(): void {}
