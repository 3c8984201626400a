// How wide each case view is drawn, so that it is laid out for the width it gets: in a narrow column
// (the case view opens beside the result file, about 480 px) the gold column's rows are stacked (the
// model's call, the ground truth's under it) and the header's links take several rows; where a line
// holds both calls (COLUMNS_WIDTH characters) they are side by side. A view is laid out again when
// its group's width crosses that line (groups opened or closed, a sash dragged, the side bar shown),
// or the setting calibrationLens.caseView.goldLayout says one layout always. No event tells a resize:
// the side bar shown or hidden changes no group and, seen in code-server, no visible range either, so
// while a case view is in sight its width is also looked at every second (one command to the window).
import * as vscode from 'vscode';
import { COLUMNS_WIDTH, type GoldLayout } from '../../core/goldPath/goldLines';
import { CASE_SCHEME, CASE_VIEW_LANGUAGE } from './caseUri';
import { groupWidths, textColumns, type EditorLayout } from './groupWidths';

const SETTING = 'calibrationLens.caseView.goldLayout';
const WATCH_MS = 1000;
const RELAY_MS = 5000;
const SETTING_VALUE: Record<string, GoldLayout> = { sideBySide: 'columns', stacked: 'stacked' };

export class CaseViewWidths implements vscode.Disposable {
  /** The layout each view's text was last produced with. */
  private readonly laidOut = new Map<string, GoldLayout>();
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  private readonly laid = new vscode.EventEmitter<vscode.Uri>();
  private readonly disposables: vscode.Disposable[];
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Views asked to be produced again whose new text has not asked for its layout yet, with when (asked again after RELAY_MS). */
  private readonly relaying = new Map<string, number>();
  /** Looks at the width every WATCH_MS while a case view is in sight. */
  private watch: ReturnType<typeof setInterval> | undefined;
  /** Fires with a view to produce again: the layout it was produced with no longer fits its width. */
  readonly onDidChange = this.changed.event;
  /** Fires with a view produced in another layout than before (its header's rows follow). */
  readonly onDidLayOut = this.laid.event;

  constructor() {
    const isCaseView = (editor: vscode.TextEditor) => editor.document.uri.scheme === CASE_SCHEME;
    this.disposables = [
      this.changed,
      this.laid,
      vscode.window.onDidChangeVisibleTextEditors((editors) => {
        this.watchWhile(editors.some(isCaseView));
        this.schedule();
      }),
      vscode.window.tabGroups.onDidChangeTabGroups(() => this.schedule()),
      // No event tells a resize; a wrapped view shows other lines when its width changes.
      vscode.window.onDidChangeTextEditorVisibleRanges((e) => isCaseView(e.textEditor) && this.schedule()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (e.affectsConfiguration(SETTING) || e.affectsConfiguration('editor')) this.schedule();
      }),
    ];
    this.watchWhile(vscode.window.visibleTextEditors.some(isCaseView));
  }

  private watchWhile(inSight: boolean): void {
    if (inSight && !this.watch) this.watch = setInterval(() => void this.check(), WATCH_MS);
    if (!inSight && this.watch) {
      clearInterval(this.watch);
      this.watch = undefined;
    }
  }

  /** The layout to produce the view with now (remembered, so that a change of width lays it out again). */
  async layoutFor(uri: vscode.Uri): Promise<GoldLayout> {
    const layout = await this.measure(uri);
    this.relaying.delete(uri.toString());
    const before = this.laidOut.get(uri.toString());
    this.laidOut.set(uri.toString(), layout);
    if (before !== layout) this.laid.fire(uri);
    return layout;
  }

  /** The layout the view was last produced with (stacked: a narrow view). */
  layoutOf(uri: vscode.Uri): GoldLayout {
    return this.laidOut.get(uri.toString()) ?? 'columns';
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.watchWhile(false);
    for (const d of this.disposables) d.dispose();
  }

  private schedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.check(), 250);
  }

  /** Every case view in sight whose width now asks for the other layout is produced again. */
  private async check(): Promise<void> {
    for (const editor of vscode.window.visibleTextEditors) {
      const uri = editor.document.uri;
      const was = this.laidOut.get(uri.toString());
      if (uri.scheme !== CASE_SCHEME || was === undefined || this.relayingNow(uri)) continue;
      const now = await this.measure(uri);
      // Produced again, it records its new layout (layoutFor) and its header's rows follow.
      if (now !== was && !this.relayingNow(uri)) {
        this.relaying.set(uri.toString(), Date.now());
        this.changed.fire(uri);
      }
    }
  }

  private relayingNow(uri: vscode.Uri): boolean {
    return Date.now() - (this.relaying.get(uri.toString()) ?? 0) < RELAY_MS;
  }

  private async measure(uri: vscode.Uri): Promise<GoldLayout> {
    const chosen = SETTING_VALUE[vscode.workspace.getConfiguration().get<string>(SETTING, 'auto')];
    if (chosen) return chosen;
    const layout = await Promise.resolve(vscode.commands.executeCommand<EditorLayout | undefined>('vscode.getEditorLayout')).catch(() => undefined);
    const width = layout ? widthFor(uri, groupWidths(layout)) : null;
    if (width === null) return 'columns';
    const editor = vscode.workspace.getConfiguration('editor', { languageId: CASE_VIEW_LANGUAGE });
    return textColumns(width, editor.get<number>('fontSize', 14), editor.get<boolean>('minimap.enabled', true)) >= COLUMNS_WIDTH ? 'columns' : 'stacked';
  }
}

/**
 * The width of the group that shows the view; before it opens, of the group it is about to open in
 * (caseViewCommands.ts): one that shows a case view, else the group beside the active one, else half
 * the active one (a group opened beside it splits it).
 */
function widthFor(uri: vscode.Uri, widths: Array<number | null>): number | null {
  const groups = vscode.window.tabGroups.all;
  const shows = (g: vscode.TabGroup, match: (u: vscode.Uri) => boolean) => g.tabs.some((t) => t.input instanceof vscode.TabInputText && match(t.input.uri));
  const at = (g: vscode.TabGroup | undefined) => (g ? widths[g.viewColumn - 1] ?? null : null);
  const showing = groups.find((g) => g.activeTab?.input instanceof vscode.TabInputText && g.activeTab.input.uri.toString() === uri.toString())
    ?? groups.find((g) => shows(g, (u) => u.toString() === uri.toString()))
    ?? groups.find((g) => shows(g, (u) => u.scheme === CASE_SCHEME));
  if (showing) return at(showing);
  const active = vscode.window.tabGroups.activeTabGroup;
  const beside = groups.find((g) => g.viewColumn === active.viewColumn + 1);
  if (beside) return at(beside);
  const own = at(active);
  return own === null ? null : own / 2;
}
