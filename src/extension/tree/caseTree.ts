// The "Calibration Lens" tree: runs (model folders) > categories (GAR and Acc) > cases (pass, fail,
// bound violation), optionally only the violations. Numbers come from the shared models, so the tree,
// the labels and the status bar always agree.
import * as vscode from 'vscode';
import { classLabel } from '../../core/classify/actionClass';
import type { CaseSummary, GroupSummary } from '../../core/metrics/types';
import { scoredText } from '../../core/metrics/population';
import { groupLines } from '../groupText';
import { COMMAND, type ShowCaseArgs } from '../commandIds';
import { caseLabelPieces, formatPercent, labelString } from '../labels/labelText';
import type { ResultModel, RunStore } from '../runStore';
import { findTreeRuns, type TreeRun } from './runFiles';
import { markdownText } from '../../core/text/escape';
import { countOf } from '../../core/text/countOf';

export type TreeNode =
  | { kind: 'run'; run: TreeRun }
  | { kind: 'category'; run: TreeRun; model: ResultModel; summary: GroupSummary }
  | { kind: 'case'; model: ResultModel; summary: CaseSummary; category: GroupSummary }
  | { kind: 'problem'; message: string };

const REFRESH_DELAY_MS = 400;

export class CaseTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private runs: Promise<TreeRun[]> | null = null;
  private onlyViolations = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly disposables: vscode.Disposable[] = [this.changed];
  view: vscode.TreeView<TreeNode> | undefined;

  constructor(private readonly store: RunStore) {
    const watcher = vscode.workspace.createFileSystemWatcher('**/BFCL_v{3,4}_multi_turn_*_{result,score}.json');
    this.disposables.push(
      watcher,
      watcher.onDidCreate(() => this.refresh(true)),
      watcher.onDidDelete(() => this.refresh(true)),
      store.onDidChangeModel(() => this.refresh(false)),
      vscode.workspace.onDidChangeWorkspaceFolders(() => this.refresh(true)),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration('calibrationLens.runFolders')) this.refresh(true);
      }),
      vscode.window.tabGroups.onDidChangeTabs((e) => {
        if (e.opened.length > 0) this.refresh(true);
      }),
    );
  }

  /** Debounced; `rediscover` also looks for result files again. */
  refresh(rediscover: boolean): void {
    if (rediscover) this.runs = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.changed.fire(undefined);
    }, REFRESH_DELAY_MS);
  }

  setOnlyViolations(only: boolean): void {
    this.onlyViolations = only;
    void vscode.commands.executeCommand('setContext', 'calibrationLens.onlyViolations', only);
    this.changed.fire(undefined);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    for (const d of this.disposables) d.dispose();
  }

  async getChildren(node?: TreeNode): Promise<TreeNode[]> {
    if (!node) return this.rootNodes();
    if (node.kind === 'run') return this.groupNodes(node.run);
    if (node.kind === 'category') {
      const cases = node.summary.cases.filter((c) => !this.onlyViolations || c.boundViolation);
      return cases.map((summary) => ({ kind: 'case', model: node.model, summary, category: node.summary }));
    }
    return [];
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    switch (node.kind) {
      case 'run':
        return runItem(node.run);
      case 'category':
        return categoryItem(node.summary, this.onlyViolations);
      case 'case':
        return caseItem(node);
      case 'problem': {
        const item = new vscode.TreeItem(node.message);
        item.iconPath = new vscode.ThemeIcon('error', new vscode.ThemeColor('calibrationLens.failForeground'));
        item.tooltip = node.message;
        return item;
      }
    }
  }

  private async rootNodes(): Promise<TreeNode[]> {
    this.runs ??= findTreeRuns().then((found) => found.runs);
    const runs = await this.runs;
    const nodes: TreeNode[] = [];
    let violations = 0;
    for (const run of runs) {
      const categories = await this.groupNodes(run);
      violations += categories.reduce((sum, c) => sum + (c.kind === 'category' ? countViolations(c.summary) : 0), 0);
      if (!this.onlyViolations || categories.length > 0) nodes.push({ kind: 'run', run });
    }
    if (this.view) {
      this.view.message = this.onlyViolations
        ? violations === 0
          ? 'No bound violations: every passed case shows its gold action.'
          : `Only bound violations are shown (${violations}).`
        : undefined;
    }
    return nodes;
  }

  private async groupNodes(run: TreeRun): Promise<TreeNode[]> {
    const nodes: TreeNode[] = [];
    for (const file of run.resultFiles) {
      let model;
      try {
        model = await this.store.modelForPath(file);
      } catch (err) {
        nodes.push({ kind: 'problem', message: `${file} could not be read: ${err instanceof Error ? err.message : String(err)}` });
        continue;
      }
      if (model.kind !== 'result' || !model.summary) continue;
      if (this.onlyViolations && countViolations(model.summary) === 0) continue;
      nodes.push({ kind: 'category', run, model, summary: model.summary });
    }
    return nodes;
  }
}

function countViolations(summary: GroupSummary): number {
  return summary.cases.filter((c) => c.boundViolation).length;
}

function runItem(run: TreeRun): vscode.TreeItem {
  const item = new vscode.TreeItem(run.model, vscode.TreeItemCollapsibleState.Expanded);
  item.id = `run:${run.folder}`;
  item.description = run.where;
  item.tooltip = run.folder;
  item.iconPath = new vscode.ThemeIcon('folder-library');
  item.contextValue = 'run';
  item.accessibilityInformation = { label: `Run ${run.model}, ${run.where}` };
  return item;
}

function categoryItem(s: GroupSummary, onlyViolations: boolean): vscode.TreeItem {
  const item = new vscode.TreeItem(s.group, vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `category:${s.resultFile}`;
  // Acc > GAR is a bound violation only over the same cases; an excerpt's row says how many Acc is over.
  const violated = s.boundViolation;
  const violations = countViolations(s);
  const scored = scoredText(s);
  item.description = `GAR ${formatPercent(s.gar)} · Acc ${formatPercent(s.acc)}${scored ? ` (${scored})` : ''}${violated ? ' · Acc > GAR' : ''}${onlyViolations ? ` · ${countOf(violations, 'violation')}` : ''}`;
  item.iconPath = violated
    ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('calibrationLens.violationForeground'))
    : s.warnings.length
      ? new vscode.ThemeIcon('info')
      : new vscode.ThemeIcon('graph');
  const tooltip = new vscode.MarkdownString('', false);
  tooltip.appendMarkdown(markdownText(groupLines(s).join('\n')));
  item.tooltip = tooltip;
  item.contextValue = 'category';
  item.accessibilityInformation = { label: `${s.group}, ${item.description}` };
  return item;
}

function caseItem(node: Extract<TreeNode, { kind: 'case' }>): vscode.TreeItem {
  const { summary: c, model, category } = node;
  const item = new vscode.TreeItem(c.id, vscode.TreeItemCollapsibleState.None);
  item.id = `case:${model.path}:${c.line}`;
  const verdict = c.outcome === null ? '' : c.outcome === 'passed' ? 'PASS' : c.outcome === 'failed' ? `FAIL ${c.errorType ?? ''}`.trim() : 'UNKNOWN';
  const classes = c.classes.length ? c.classes.map(classLabel).join(', ') : 'no class';
  item.description = [verdict, c.boundViolation ? `no ${classLabel(category.goldClass)}` : '', classes].filter(Boolean).join(' · ');
  item.iconPath = c.boundViolation
    ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('calibrationLens.violationForeground'))
    : c.passed === false
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('calibrationLens.failForeground'))
      : c.passed === true
        ? new vscode.ThemeIcon('pass', new vscode.ThemeColor('calibrationLens.passForeground'))
        : new vscode.ThemeIcon('circle-outline');
  const kase = model.caseById.get(c.id);
  const tooltip = new vscode.MarkdownString('', false);
  tooltip.appendMarkdown(markdownText(`${c.id} (line ${c.line})`));
  if (kase) {
    tooltip.appendMarkdown('\n\n');
    tooltip.appendMarkdown(markdownText(labelString(caseLabelPieces(kase, c, category.goldClass))));
  }
  if (c.boundViolation) {
    tooltip.appendMarkdown('\n\n');
    tooltip.appendMarkdown(markdownText(`Bound violation: passed, but the gold action ${classLabel(category.goldClass)} never appears.`));
  }
  item.tooltip = tooltip;
  const args: ShowCaseArgs = { file: model.path, line: c.line, id: c.id };
  item.command = { command: COMMAND.showCase, title: 'Show case', arguments: [args] };
  item.contextValue = 'case';
  item.accessibilityInformation = { label: `${c.id}, ${item.description}` };
  return item;
}
