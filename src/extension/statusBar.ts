// GAR and Acc of the active file's category in the status bar; a click opens the summary of its run.
import { basename } from 'node:path';
import * as vscode from 'vscode';
import { classLabel } from '../core/classify/actionClass';
import { activeBfclFile } from './activeFile';
import { COMMAND } from './commandIds';
import { formatPercent } from './labels/labelText';
import type { RunStore } from './runStore';
import { runFolderOf } from '../core/bfcl/fileNames';
import { countOf } from '../core/text/countOf';
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
    const violated = s.acc !== null && s.gar !== null && s.acc > s.gar;
    item.text = `${violated ? '$(warning)' : '$(pulse)'} ${s.group} GAR ${formatPercent(s.gar)} · Acc ${formatPercent(s.acc)}`;
    item.backgroundColor = violated ? new vscode.ThemeColor('statusBarItem.warningBackground') : undefined;
    const tooltip = new vscode.MarkdownString('', false);
    const lines = [
      `${s.group}: gold action ${classLabel(s.goldClass)}, ${countOf(s.n, 'case')} in ${basename(s.resultFile)}`,
      `GAR ${formatPercent(s.gar)} (95% interval ${formatPercent(s.garCi95[0])}–${formatPercent(s.garCi95[1])})`,
      s.acc === null ? 'Acc – (no score file beside the result file)' : `Acc ${formatPercent(s.acc)} (score file header)`,
      violated ? 'Acc is above GAR: the grader passed cases without the gold action (bound violation).' : '',
      'Click to open the Calibration Summary of this run.',
    ].filter(Boolean);
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
