// The annotation feature in the editor: deciding (commands, keys, links in the case view), human decisions drawn
// in result files and case views, and the settings that move the store. The parts other features
// hold (the case line marker, the case view's audit section) are created in main.ts and passed here.
import * as vscode from 'vscode';
import type { QueueMementos } from './reviewLoop';
import type { CaseViewProvider } from '../caseView/caseViewProvider';
import type { RunStore } from '../runStore';
import { SECTION } from '../settings';
import type { AgreementSource } from '../summary/summaryPanel';
import type { FormatSources } from '../../core/document/formatAdapter';
import { agreementForFolders } from './agreementForFolders';
import { STORE_SETTING, storePathFor } from './annotationSettings';
import type { AuditSection } from './auditSection';
import { registerCarryOver } from './carryOverCommand';
import { CaseViewAnnotations } from './caseViewAnnotations';
import { registerDecideCommands } from './decideCommands';
import { registerExportDecisions } from './exportDecisionsCommand';
import { registerReview } from './registerReview';
import type { DecisionStore } from './decisionStore';
import { registerHumanHover } from './humanHover';

/**
 * What the summary panel's Agreement tab reads (SummaryPanel.useAgreement): the figures of its folders, and when they change.
 * `sources`: what the formats read beside their runs from the files the settings name (tau2's gold).
 */
export function agreementSource(decisions: DecisionStore, sources: () => Promise<FormatSources>): AgreementSource {
  return {
    figuresFor: async (folders) => {
      const message = await agreementForFolders(folders, storePathFor, await sources());
      // Watched from now on: a decision made anywhere (another window, the command line) updates the tab.
      for (const store of message.stores) void decisions.read(store);
      return message;
    },
    onDidChange: decisions.onDidChange,
  };
}

/** `state`: where the review queue and the place in it outlive a window reload. */
export function registerAnnotation(runs: RunStore, caseViews: CaseViewProvider, decisions: DecisionStore, audit: AuditSection, sources: () => Promise<FormatSources>, state: QueueMementos): vscode.Disposable[] {
  return [
    ...registerDecideCommands(runs, caseViews, decisions),
    registerExportDecisions(sources),
    registerCarryOver(decisions),
    ...registerReview(runs, caseViews, decisions, sources, state),
    registerHumanHover(runs, decisions),
    new CaseViewAnnotations(runs, caseViews, audit, decisions),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration(`${SECTION}.${STORE_SETTING}`) || e.affectsConfiguration(`${SECTION}.labels.author`)) decisions.reset();
    }),
  ];
}
