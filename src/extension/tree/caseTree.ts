// The "Calibration Lens" tree: runs (BFCL model folders, tau2 results files) > groups (a BFCL category
// with its GAR and Acc; a tau2 domain with pass@1 and GAR per gold class) > cases (pass, fail, bound
// violation; a tau2 simulation by task, trial and reward), optionally only the violations. Numbers
// come from the shared models, so the tree, the labels and the status bar always agree.
import * as vscode from 'vscode';
import { countRedraw } from '../redrawCount';
import { classLabel } from '../../core/classify/actionClass';
import { formatOf } from '../../core/formats/registry';
import type { CaseSummary, GroupSummary, GroupTotals } from '../../core/metrics/types';
import { scoredText } from '../../core/metrics/population';
import { classRowsLines, classRowsText, groupLines } from '../groupText';
import { COMMAND, type ShowCaseArgs } from '../commandIds';
import { casePieces, formatPercent, labelString } from '../labels/labelText';
import type { ResultModel, RunStore } from '../runStore';
import { casesFileOfTab, findTreeRuns, type TreeRun } from './runFiles';
import { notesMessage } from '../runRoots';
import { markdownText } from '../../core/text/escape';
import { countOf } from '../../core/text/countOf';

export type TreeNode =
  | { kind: 'run'; run: TreeRun }
  | { kind: 'category'; run: TreeRun; model: ResultModel; group: TreeGroup }
  | { kind: 'case'; model: ResultModel; summary: CaseSummary; group: TreeGroup }
  | { kind: 'problem'; message: string };

/** A group of a run file: its gold-class rows (BFCL one, tau2 one per class) and every case under it. */
export interface TreeGroup {
  name: string;
  /** Rows per gold class, audited subsets left out (they repeat ASK's cases). */
  rows: GroupSummary[];
  /** Over the whole group, when the benchmark counts it (tau2: pass@1 over every scored simulation). */
  totals: GroupTotals | null;
  /** Every case, each over all its gold classes, in file order. */
  cases: CaseSummary[];
}

const REFRESH_DELAY_MS = 400;

export class CaseTree implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private runs: Promise<TreeRun[]> | null = null;
  /** Where the discovery of runs stopped (a folder too deep, one skipped). */
  private notes: string[] = [];
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
        // A run file opened from outside the workspace joins the tree; any other tab (a case view, a
        // key of the review loop moving to the next case) changes nothing in it.
        if (e.opened.some((tab) => casesFileOfTab(tab) !== null)) this.refresh(true);
      }),
    );
  }

  /** Debounced; `rediscover` also looks for result files again. */
  refresh(rediscover: boolean): void {
    if (rediscover) this.runs = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      countRedraw('treeWhole');
      this.changed.fire(undefined);
    }, REFRESH_DELAY_MS);
  }

  setOnlyViolations(only: boolean): void {
    this.onlyViolations = only;
    void vscode.commands.executeCommand('setContext', 'calibrationLens.onlyViolations', only);
    countRedraw('treeWhole');
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
      const cases = node.group.cases.filter((c) => !this.onlyViolations || c.boundViolation);
      return cases.map((summary) => ({ kind: 'case', model: node.model, summary, group: node.group }));
    }
    return [];
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    switch (node.kind) {
      case 'run':
        return runItem(node.run);
      case 'category':
        return categoryItem(node.model, node.group, this.onlyViolations);
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
    this.runs ??= findTreeRuns().then((found) => {
      this.notes = found.warnings;
      return found.runs;
    });
    const runs = await this.runs;
    const nodes: TreeNode[] = [];
    let violations = 0;
    for (const run of runs) {
      const categories = await this.groupNodes(run);
      violations += categories.reduce((sum, c) => sum + (c.kind === 'category' ? countViolations(c.group) : 0), 0);
      if (!this.onlyViolations || categories.length > 0) nodes.push({ kind: 'run', run });
    }
    if (this.view) {
      const filter = this.onlyViolations
        ? violations === 0
          ? 'No bound violations: every passed case shows its gold action.'
          : `Only bound violations are shown (${violations}).`
        : undefined;
      // Where the search for runs stopped, said once with the folder (the Review view says the same).
      this.view.message = [filter, notesMessage(this.notes)].filter(Boolean).join(' ') || undefined;
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
      if (model.kind !== 'result') continue;
      // A run its file names (a tau2 run by its agent) is named so once read.
      run.model = formatOf(model.benchmark).runNameOf(model) ?? run.model;
      const group = treeGroupOf(model);
      if (!group) continue;
      if (this.onlyViolations && countViolations(group) === 0) continue;
      nodes.push({ kind: 'category', run, model, group });
    }
    return nodes;
  }
}

/** The file's one group: BFCL its category's row; tau2 its domain, with every simulation. */
function treeGroupOf(model: ResultModel): TreeGroup | null {
  const rows = model.rows.filter((r) => r.subset === undefined);
  const name = rows[0]?.group ?? model.totals?.group ?? null;
  if (name === null) return null;
  const cases = model.totals?.cases ?? (rows.length === 1 ? rows[0]!.cases : [...model.caseSummaryById.values()]);
  return { name, rows, totals: model.totals, cases };
}

function countViolations(group: TreeGroup): number {
  return group.cases.filter((c) => c.boundViolation).length;
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

function categoryItem(model: ResultModel, group: TreeGroup, onlyViolations: boolean): vscode.TreeItem {
  const item = new vscode.TreeItem(group.name, vscode.TreeItemCollapsibleState.Collapsed);
  item.id = `category:${model.path}`;
  const violations = countViolations(group);
  const tooltip = new vscode.MarkdownString('', false);
  const violated = group.rows.some((s) => s.boundViolation);
  if (group.rows.length === 1 && !group.totals) {
    const s = group.rows[0]!;
    // Acc > GAR is a bound violation only over the same cases; an excerpt's row says how many Acc is over.
    const scored = scoredText(s);
    item.description = `GAR ${formatPercent(s.gar)} · Acc ${formatPercent(s.acc)}${scored ? ` (${scored})` : ''}${violated ? ' · Acc > GAR' : ''}${onlyViolations ? ` · ${countOf(violations, 'violation')}` : ''}`;
    tooltip.appendMarkdown(markdownText(groupLines(s).join('\n')));
  } else {
    // Several gold classes (tau2): pass@1 over the group, then GAR per class.
    item.description = [classRowsText(group.rows, group.totals), violated ? 'Acc > GAR' : null, onlyViolations ? countOf(violations, 'violation') : null].filter(Boolean).join(' · ');
    tooltip.appendMarkdown(markdownText(classRowsLines(group.name, group.rows, group.totals, group.cases.length, violations).join('\n')));
  }
  item.iconPath = violated
    ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('calibrationLens.violationForeground'))
    : group.rows.some((r) => r.warnings.length)
      ? new vscode.ThemeIcon('info')
      : new vscode.ThemeIcon('graph');
  item.tooltip = tooltip;
  item.contextValue = 'category';
  item.accessibilityInformation = { label: `${group.name}, ${item.description}` };
  return item;
}

function caseItem(node: Extract<TreeNode, { kind: 'case' }>): vscode.TreeItem {
  const { summary: c, model, group } = node;
  const kase = model.caseById.get(c.id);
  // The gold classes the case never shows (BFCL: its category's one).
  const missing = (kase?.gold ?? group.rows.map((r) => r.goldClass)).filter((g) => !kase?.goldHits.includes(g));
  const item = new vscode.TreeItem(c.caption ?? c.id, vscode.TreeItemCollapsibleState.None);
  item.id = `case:${c.file ?? model.path}:${c.line}`;
  const verdict = c.outcome === null ? '' : c.outcome === 'passed' ? 'PASS' : c.outcome === 'failed' ? `FAIL ${c.errorType ?? ''}`.trim() : 'UNKNOWN';
  const classes = c.classes.length ? c.classes.map(classLabel).join(', ') : 'no class';
  item.description = [verdict, c.boundViolation ? `no ${missing.map(classLabel).join(', ')}` : '', classes].filter(Boolean).join(' · ');
  item.iconPath = c.boundViolation
    ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('calibrationLens.violationForeground'))
    : c.passed === false
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('calibrationLens.failForeground'))
      : c.passed === true
        ? new vscode.ThemeIcon('pass', new vscode.ThemeColor('calibrationLens.passForeground'))
        : new vscode.ThemeIcon('circle-outline');
  const tooltip = new vscode.MarkdownString('', false);
  tooltip.appendMarkdown(markdownText(`${c.id} (line ${c.line}${c.file ? ` of ${c.file}` : ''})`));
  if (kase) {
    tooltip.appendMarkdown('\n\n');
    tooltip.appendMarkdown(markdownText(labelString(casePieces(kase, c, group.rows.length === 1 ? group.rows[0]!.goldClass : null))));
  }
  if (c.boundViolation) {
    tooltip.appendMarkdown('\n\n');
    tooltip.appendMarkdown(markdownText(`Bound violation: passed, but the gold action ${missing.map(classLabel).join(', ')} never appears.`));
  }
  item.tooltip = tooltip;
  const args: ShowCaseArgs = { file: c.file ?? model.path, line: c.line, id: c.id };
  item.command = { command: COMMAND.showCase, title: 'Show case', arguments: [args] };
  item.contextValue = 'case';
  item.accessibilityInformation = { label: `${c.id}, ${item.description}` };
  return item;
}
