// GAR and Acc of the active file's category in the status bar; a click opens the summary of its run.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { scoredText } from '../core/metrics/population';
import { groupLines } from './groupText';
import { activeBfclFile } from './activeFile';
import { COMMAND } from './commandIds';
import { formatPercent } from './labels/labelText';
import type { RunStore } from './runStore';
import { runFolderOf } from '../core/bfcl/fileNames';
import { markdownText } from '../core/text/escape';

export function registerStatusBar(store: RunStore): vscode.Disposable[] {
  const item = vscode.window.createStatusBarItem('calibrationLens.status', vscode.StatusBarAlignment.Left, 50);
  item.name = 'Calibration Lens';
  let generation = 0;

  async function update(): Promise<void> {
    const current = ++generation;
    const path = activeBfclFile();
    if (!path) {
      item.hide();
      return;
    }
    const reading = store.summaryFor(path).catch(() => ({ summary: null, resultPath: null }));
    // A big file takes a while to read from disk: say so rather than show the previous file's numbers.
    const slow = setTimeout(() => {
      if (current !== generation) return;
      item.text = '$(sync~spin) Calibration Lens';
      item.tooltip = `Reading ${basename(path)}…`;
      item.accessibilityInformation = undefined;
      item.backgroundColor = undefined;
      item.command = undefined;
      item.show();
    }, 150);
    const found = await reading;
    clearTimeout(slow);
    if (current !== generation) return;
    const s = found.summary;
    if (!s || !found.resultPath) {
      item.text = '$(pulse) GAR –';
      item.tooltip = `No result file beside ${basename(path)}, so GAR cannot be computed.`;
      item.accessibilityInformation = undefined;
      item.backgroundColor = undefined;
      item.command = undefined;
      item.show();
      return;
    }
    // The bound on the same cases only; where Acc is over other cases (an excerpt), the text says how many.
    const violated = s.boundViolation;
    const scored = scoredText(s);
    item.text = `${violated ? '$(warning)' : s.warnings.length ? '$(info)' : '$(pulse)'} ${s.group} GAR ${formatPercent(s.gar)} · Acc ${formatPercent(s.acc)}${scored ? ` (${scored})` : ''}`;
    item.backgroundColor = violated ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    const tooltip = new vscode.MarkdownString('', false);
    const lines = [...groupLines(s), 'Click to open the Calibration Summary of this run.'];
    tooltip.appendMarkdown(markdownText(lines.join('\n')));
    item.tooltip = tooltip;
    // Read out as it shows: without this, VS Code reads the tooltip's Markdown source (`multi\_turn`, `&nbsp;`).
    item.accessibilityInformation = { label: `${item.text.replace(/\$\([\w-]+\)\s*/g, '')}. ${lines.join(' ')}` };
    item.command = { command: COMMAND.openSummary, title: 'Open Calibration Summary', arguments: [{ folders: [runFolderOf(found.resultPath)] }] };
    item.show();
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
