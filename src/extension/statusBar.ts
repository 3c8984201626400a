// The active run file's numbers in the status bar: a BFCL category's GAR and Acc, a tau2 domain's
// pass@1 and GAR per gold class; a click opens the summary of its run.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { StatusItemView } from './statusItemView';
import { scoredText } from '../core/metrics/population';
import type { GroupSummary } from '../core/metrics/types';
import { classRowsLines, classRowsText, groupLines } from './groupText';
import { hostFiles } from '../core/files/hostFiles';
import { activeRunFile } from './activeFile';
import { SYNC_LIMIT_BYTES } from './bigFiles';
import { COMMAND } from './commandIds';
import { formatPercent } from './labels/labelText';
import type { ResultModel, RunStore } from './runStore';
import { uriOfPath } from './hostUris';
import { markdownText } from '../core/text/escape';

export function registerStatusBar(store: RunStore): vscode.Disposable[] {
  const item = vscode.window.createStatusBarItem('calibrationLens.status', vscode.StatusBarAlignment.Left, 50);
  item.name = 'Calibration Lens';
  const view = new StatusItemView(item);
  let generation = 0;

  async function update(): Promise<void> {
    const current = ++generation;
    const active = activeRunFile();
    if (!active) return view.show(null);
    const { path } = active;
    // A tab without its document is read from disk only when VS Code will never hand it over (over
    // 50 MB). Any other such tab is one whose document is on its way (the tab opens first) or gone (the
    // tab is closing): reading it from disk then read the file a second time, for nothing.
    if (!active.handedOver && ((await hostFiles.stat(path))?.size ?? 0) <= SYNC_LIMIT_BYTES) return;
    if (current !== generation) return;
    const reading = store.summaryFor(path).catch(() => ({ summary: null, resultPath: null, model: null }));
    // A big file takes a while to read from disk: say so rather than show the previous file's numbers.
    const slow = setTimeout(() => {
      if (current !== generation) return;
      view.show({ text: '$(sync~spin) Calibration Lens', tooltip: `Reading ${basename(path)}…` });
    }, 150);
    const found = await reading;
    clearTimeout(slow);
    if (current !== generation) return;
    const shown = found.model && found.resultPath ? shownOf(found.model) : null;
    if (!shown || !found.resultPath) {
      return view.show({ text: '$(pulse) GAR –', tooltip: `No result file beside ${basename(path)}, so GAR cannot be computed.` });
    }
    // The bound on the same cases only; where Acc is over other cases (an excerpt), the text says how many.
    const text = `${shown.violated ? '$(warning)' : shown.warned ? '$(info)' : '$(pulse)'} ${shown.text}`;
    const tooltip = new vscode.MarkdownString('', false);
    const lines = [...shown.lines, 'Click to open the Calibration Summary of this run.'];
    tooltip.appendMarkdown(markdownText(lines.join('\n')));
    view.show({
      text,
      backgroundColor: shown.violated ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined,
      tooltip,
      // Read out as it shows: without this, VS Code reads the tooltip's Markdown source (`multi\_turn`, `&nbsp;`).
      accessibilityInformation: { label: `${text.replace(/\$\([\w-]+\)\s*/g, '')}. ${lines.join(' ')}` },
      command: { command: COMMAND.openSummary, title: 'Open Calibration Summary', arguments: [uriOfPath(found.resultPath)] },
    });
  }

  const schedule = () => void update();
  schedule();
  return [
    item,
    vscode.window.onDidChangeActiveTextEditor(schedule),
    vscode.window.tabGroups.onDidChangeTabs(schedule),
    store.onDidChangeModel(schedule),
  ];
}

/** What the item shows of a result file: its one row (BFCL), or its group's pass@1 and a GAR per gold class (tau2). */
function shownOf(model: ResultModel): { text: string; lines: string[]; violated: boolean; warned: boolean } | null {
  const rows = model.rows.filter((r) => r.subset === undefined);
  if (rows.length === 1 && !model.totals) return oneRow(rows[0]!);
  const group = rows[0]?.group ?? model.totals?.group ?? null;
  if (group === null) return null;
  const violations = [...model.caseSummaryById.values()].filter((c) => c.boundViolation).length;
  return {
    text: `${group} ${classRowsText(rows, model.totals)}`,
    lines: classRowsLines(group, rows, model.totals, model.caseById.size, violations),
    violated: rows.some((r) => r.boundViolation),
    warned: rows.some((r) => r.warnings.length > 0),
  };
}

function oneRow(s: GroupSummary): { text: string; lines: string[]; violated: boolean; warned: boolean } {
  const scored = scoredText(s);
  return {
    text: `${s.group} GAR ${formatPercent(s.gar)} · Acc ${formatPercent(s.acc)}${scored ? ` (${scored})` : ''}`,
    lines: groupLines(s),
    violated: s.boundViolation,
    warned: s.warnings.length > 0,
  };
}
