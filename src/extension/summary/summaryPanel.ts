// One "Calibration Summary" panel: its page (fresh nonce per load), the runs it shows, and the messages
// from its webview. It posts nothing before the webview says it is ready, and posts the current state
// again whenever the webview reloads (hidden and shown again, or restored after a window reload).
import { emitClassesOfRuns } from '../../core/export/emitClasses';
import { runLabels } from '../../core/export/runLabels';
import { pairNotes } from '../../core/runHealth/runsTogether';
import * as vscode from 'vscode';
import { checkMessage, FromWebviewSchema, type ToWebview } from '../../protocol/messages';
import type { AgreementMessage } from '../../protocol/agreement';
import { countOf } from '../../core/text/countOf';
import { titleText } from '../../core/text/escape';
import { ReadCancelled } from '../../core/files/readCancelled';
import { log } from '../log';
import { pickRunFolders } from './chooseFolders';
import { summaryHtml } from './html';
import { NothingToShowError, type LoadedSummaries } from '../../core/load/loadSummaries';
import type { FamilyMap } from '../../core/metrics/family';
import type { RunSummary } from '../../core/metrics/types';
import { readRuns } from './readRuns';
import { ConfirmTabSource } from './confirmTabSource';
import { watchFile, watchRunFiles, type RunReadByContent } from './runFileWatch';
import { familiesFile } from '../settingPaths';
import type { EmissionSearch } from './emissionSearch';
import { answerMessage, type PanelActions } from './panelMessages';

export const SUMMARY_VIEW_TYPE = 'calibrationLens.summary';


type Pair = { baseline: number; probe: number };

/** `healthPending`: the table's runs are in, their run-health findings not yet (`loaded.runs` gets them when they are). */
type Status = { kind: 'loading' } | { kind: 'loaded'; loaded: LoadedSummaries; families: FamilyMap; healthPending: boolean } | { kind: 'failed'; message: string };

/** Where the Agreement tab's figures come from (the annotation feature), and when they change. */
export interface AgreementSource {
  figuresFor(folders: readonly string[]): Promise<AgreementMessage>;
  readonly onDidChange: vscode.Event<unknown>;
}

export class SummaryPanel implements vscode.Disposable {
  private static readonly open = new Set<SummaryPanel>();
  private static lastActive: SummaryPanel | undefined;
  private static agreementSource: AgreementSource | null = null;
  private static emissionSearch: EmissionSearch | null = null;

  /** Where the `text:` filter's searches of the models' emissions go. */
  static useEmissionSearch(search: EmissionSearch): vscode.Disposable {
    SummaryPanel.emissionSearch = search;
    return new vscode.Disposable(() => void (SummaryPanel.emissionSearch = null));
  }

  /** Every panel's Agreement tab reads `source`, and reads it again when it changes. */
  static useAgreement(source: AgreementSource): vscode.Disposable {
    SummaryPanel.agreementSource = source;
    for (const panel of SummaryPanel.open) panel.reloadAgreement();
    // A burst of decisions (keys pressed in a row) is read once.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = source.onDidChange(() => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        for (const panel of SummaryPanel.open) panel.reloadAgreement();
      }, 300);
    });
    return new vscode.Disposable(() => {
      clearTimeout(timer);
      subscription.dispose();
    });
  }

  private agreement: AgreementMessage | null = null;
  private agreementLoads = 0;
  private readonly confirmTab: ConfirmTabSource;

  private status: Status = { kind: 'loading' };
  private ready = false;
  private compare: Pair | undefined;
  private loads = 0;
  private loaded: Promise<void> = Promise.resolve();
  /** Resolves when the runs' health checks are done too (an export carries their findings). */
  private checked: Promise<void> = Promise.resolve();
  private watchers: vscode.Disposable[] = [];
  private watches = 0;
  /** The tau2 results files of the runs read, watched for changes. */
  private byContent: RunReadByContent[] = [];
  /** The known-bad list read with the runs (calibrationLens.knownBadItemsFile), and whether the panel's toggle leaves its items out. */
  private knownBadFile: string | null = null;
  private excludeKnownBad = false;
  private reading: AbortController | undefined;
  /** Called once the table of the load under way is posted to the page (then the rest is read). */
  private tableShown: (() => void) | null = null;
  private reloadTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly disposables: vscode.Disposable[] = [];
  private disposed = false;

  /** Opens a panel on `folders` in `column`, or reveals the one already showing exactly them. */
  static show(context: vscode.ExtensionContext, folders: string[], compare?: Pair, column = vscode.ViewColumn.Active): SummaryPanel {
    const existing = [...SummaryPanel.open].find((p) => sameFolders(p.folders, folders));
    if (existing) {
      existing.panel.reveal();
      if (compare) existing.showCompare(compare);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(SUMMARY_VIEW_TYPE, 'Calibration Summary', column, webviewOptions(context));
    return new SummaryPanel(context, panel, folders, compare);
  }

  /** The serializer's way back: same folders as before the reload. */
  static revive(context: vscode.ExtensionContext, panel: vscode.WebviewPanel, folders: string[]): SummaryPanel {
    panel.webview.options = webviewOptions(context);
    return new SummaryPanel(context, panel, folders);
  }

  /** The summary the user looked at last, for the commands of the command palette. */
  static active(): SummaryPanel | undefined {
    return SummaryPanel.lastActive && SummaryPanel.open.has(SummaryPanel.lastActive) ? SummaryPanel.lastActive : [...SummaryPanel.open].at(-1);
  }

  private constructor(
    private readonly context: vscode.ExtensionContext,
    private readonly panel: vscode.WebviewPanel,
    private folders: string[],
    compare?: Pair,
  ) {
    this.compare = compare;
    this.confirmTab = new ConfirmTabSource((message) => {
      if (this.status.kind === 'loaded') this.post(message);
    });
    SummaryPanel.open.add(this);
    SummaryPanel.lastActive = this;
    panel.iconPath = {
      light: vscode.Uri.joinPath(context.extensionUri, 'media', 'summary-light.svg'),
      dark: vscode.Uri.joinPath(context.extensionUri, 'media', 'summary-dark.svg'),
    };
    panel.webview.html = this.html();
    this.disposables.push(
      panel.webview.onDidReceiveMessage((value: unknown) => {
        const checked = checkMessage(FromWebviewSchema, value);
        if (!checked.ok) {
          log().warn(`Calibration Summary: dropped a message from the webview that fails its schema: ${checked.problem}`);
          return;
        }
        void answerMessage(checked.message, this.actions()).catch((err) => showError('The summary could not do that', err));
      }),
      panel.onDidChangeViewState(() => {
        if (panel.active) SummaryPanel.lastActive = this;
      }),
      panel.onDidDispose(() => this.dispose()),
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (['tau2TasksFile', 'familiesFile', 'knownBadItemsFile'].some((s) => e.affectsConfiguration(`calibrationLens.${s}`))) this.reload();
      }),
    );
    void vscode.commands.executeCommand('setContext', 'calibrationLens.summaryOpen', true);
    this.reload();
  }

  /** Resolves when the runs are read (or failed to be). */
  whenLoaded(): Promise<void> {
    return this.loaded;
  }

  runs(): LoadedSummaries | null {
    return this.status.kind === 'loaded' ? this.status.loaded : null;
  }

  showCompare(pair: Pair): void {
    this.compare = pair;
    this.postState();
    this.panel.reveal();
  }

  /** Asks for more folders and reads them with the others; false when none was picked. */
  async addRuns(title: string): Promise<boolean> {
    const more = await pickRunFolders(title, 'Add Runs');
    if (!more?.length) return false;
    this.folders = [...this.folders, ...more.filter((f) => !this.folders.includes(f))];
    this.reload();
    return true;
  }

  requestExport(format: 'markdown' | 'csv', destination: 'file' | 'clipboard'): void {
    // The webview knows which tab is showing; it answers with an `export` message.
    this.post({ type: 'requestExport', format, destination });
    this.panel.reveal();
  }

  private html(): string {
    const webview = this.panel.webview;
    const asset = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.context.extensionUri, ...path)).toString();
    return summaryHtml({
      cspSource: webview.cspSource,
      nonce: freshNonce(),
      scriptUri: asset('dist', 'webview', 'summary.js'),
      chunkUri: asset('dist', 'webview', 'chunk.js'),
      styleUri: asset('media', 'summary.css'),
    });
  }

  private reload(): void {
    const load = ++this.loads;
    this.status = { kind: 'loading' };
    this.panel.title = 'Calibration Summary';
    this.postState();
    this.watch();
    // A newer read (a file changed, Reload) replaces one still under way.
    this.reading?.abort();
    const controller = new AbortController();
    this.reading = controller;
    // What the table does not need waits until its runs are posted to the page: run health and the hashes
    // (readSummaries' `behind`), and the Agreement tab's read of the runs and their label stores (a second
    // discovery and read of every run, which beside the table's read took its share of the host's time).
    const shown = new Promise<void>((resolve) => {
      this.tableShown = () => {
        resolve();
        this.reloadAgreement();
      };
    });
    const reading = readRuns(this.folders, controller, this.excludeKnownBad, shown);
    this.loaded = reading.then(
      ({ loaded, families, byContent, knownBadFile }) => {
        if (load !== this.loads) return;
        this.byContent = byContent;
        this.knownBadFile = knownBadFile;
        this.status = { kind: 'loaded', loaded, families, healthPending: true };
        const models = [...new Set(loaded.runs.map((r) => r.model))];
        this.panel.title = models.length === 1 ? `Calibration Summary: ${titleText(models[0]!)}` : `Calibration Summary (${countOf(loaded.runs.length, 'run')})`;
        this.postState();
      },
      (err: unknown) => {
        if (load !== this.loads) return;
        const message = err instanceof NothingToShowError
          ? err.message
          : err instanceof ReadCancelled
            ? 'Reading the runs was cancelled. Press Reload to read them again.'
            : `Reading the runs failed: ${err instanceof Error ? err.message : String(err)}`;
        this.status = { kind: 'failed', message };
        this.postState();
      },
    );
    this.checked = reading.then(({ withHealth }) => withHealth).then(
      (runs) => this.showHealth(load, runs, null),
      (err: unknown) => this.showHealth(load, null, err),
    ).catch(() => undefined);
  }

  /** The runs' health findings, once checked, on the rows of the table drawn before them (or why they could not be checked). */
  private showHealth(load: number, runs: RunSummary[] | null, err: unknown): void {
    if (load !== this.loads || this.status.kind !== 'loaded') return;
    const { loaded } = this.status;
    if (runs) {
      this.status = { ...this.status, loaded: { ...loaded, runs }, healthPending: false };
      this.post({ type: 'health', health: runs.map((r) => r.health ?? []) });
      return;
    }
    // The numbers stand without the checks: say so beside them.
    const problem = `Run health could not be checked: ${err instanceof Error ? err.message : String(err)}`;
    this.status = { ...this.status, loaded: { ...loaded, warnings: [...loaded.warnings, problem] }, healthPending: false };
    this.postState();
  }

  /** Numbers that no longer match the files would mislead: re-read when a run file under the folders changes. */
  private watch(): void {
    for (const w of this.watchers) w.dispose();
    this.watchers = [];
    const watching = ++this.watches;
    const reloadSoon = () => {
      clearTimeout(this.reloadTimer);
      this.reloadTimer = setTimeout(() => this.reload(), 500);
    };
    // The families file too: edited on disk, the Panel and Profile tabs regroup (not only when the setting changes).
    const families = familiesFile();
    if (families) this.watchers.push(watchFile(families, reloadSoon));
    void watchRunFiles(this.folders, () => this.byContent, reloadSoon).then((watchers) => {
      // Watched anew meanwhile (another reload), or closed: these watchers came too late.
      if (watching !== this.watches || this.disposed) for (const w of watchers) w.dispose();
      else this.watchers.push(...watchers);
    });
  }

  /** What the webview's messages may ask of this panel (panelMessages.ts). */
  private actions(): PanelActions {
    return {
      ready: () => {
        this.ready = true;
        this.postState();
      },
      runs: () => this.runs(),
      checked: () => this.checked,
      post: (message) => this.post(message),
      reload: () => this.reload(),
      excludeKnownBad: (exclude) => {
        this.excludeKnownBad = exclude;
        this.reload();
      },
      addRuns: (title) => this.addRuns(title),
      emissionSearch: () => SummaryPanel.emissionSearch,
      version: String(this.context.extension.packageJSON.version ?? 'unknown'),
    };
  }

  private postState(): void {
    if (!this.ready) return;
    const folders = this.folders;
    if (this.status.kind === 'loading') this.post({ type: 'loading', folders });
    else if (this.status.kind === 'failed') this.post({ type: 'loadFailed', folders, message: this.status.message });
    else {
      const { runs, warnings } = this.status.loaded;
      const { families } = this.status;
      const compare = this.compare && runs[this.compare.baseline] && runs[this.compare.probe] ? this.compare : undefined;
      const knownBad = this.knownBadFile ? { knownBad: { file: this.knownBadFile, excluded: this.excludeKnownBad } } : {};
      const pending = this.status.healthPending ? { healthPending: true as const } : {};
      this.post({ type: 'runs', folders, runs, emitClasses: emitClassesOfRuns(runs), pairNotes: pairNotes(runs, runLabels(runs)), warnings, families: families.map(([pattern, family]): [string, string] => [pattern, family]), ...(compare ? { compare } : {}), ...knownBad, ...pending });
      this.compare = undefined;
      const shown = this.tableShown;
      this.tableShown = null;
      shown?.();
      if (this.agreement) this.post(this.agreement);
      const confirm = this.confirmTab.latest();
      if (confirm) this.post(confirm);
    }
  }

  private reloadAgreement(): void {
    const source = SummaryPanel.agreementSource;
    if (!source) return;
    const load = ++this.agreementLoads;
    const folders = [...this.folders];
    source.figuresFor(folders).then(
      (message) => {
        if (load !== this.agreementLoads) return;
        this.agreement = message;
        if (this.status.kind === 'loaded') this.post(message);
      },
      (err: unknown) => {
        if (load !== this.agreementLoads) return;
        this.agreement = { type: 'agreement', stores: [], figures: null, note: `The label stores could not be read: ${err instanceof Error ? err.message : String(err)}` };
        if (this.status.kind === 'loaded') this.post(this.agreement);
      },
    );
  }

  private post(message: ToWebview): void {
    if (this.ready) void this.panel.webview.postMessage(message);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.reading?.abort();
    SummaryPanel.open.delete(this);
    clearTimeout(this.reloadTimer);
    for (const d of [...this.disposables, ...this.watchers]) d.dispose();
    this.confirmTab.dispose();
    this.disposables.length = 0;
    this.watchers = [];
    this.panel.dispose();
    void vscode.commands.executeCommand('setContext', 'calibrationLens.summaryOpen', SummaryPanel.open.size > 0);
  }
}

/** 16 random bytes in base64, from Web Crypto (both hosts have it). */
function freshNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

function webviewOptions(context: vscode.ExtensionContext): vscode.WebviewPanelOptions & vscode.WebviewOptions {
  return {
    enableScripts: true,
    localResourceRoots: [vscode.Uri.joinPath(context.extensionUri, 'dist', 'webview'), vscode.Uri.joinPath(context.extensionUri, 'media')],
  };
}

function sameFolders(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((f, i) => f === b[i]);
}

function showError(what: string, err: unknown): void {
  void vscode.window.showErrorMessage(`${what}: ${err instanceof Error ? err.message : String(err)}`);
}
