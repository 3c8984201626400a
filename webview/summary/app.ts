// The panel: toolbar, the summary table and the other views in tabs, the cases under them (openCases.ts),
// and the warnings. It renders what the extension posts and asks the extension for everything else
// (opening a case, exporting, reloading): the webview never reads files.
import { summaryRows, type SummaryRow } from '../../src/core/export/summaryRows';
import { CLASS_PRIORITY, type ActionClass } from '../../src/core/classify/actionClass';
import { formatProblem } from '../../src/core/model/model';
import type { RunSummary } from '../../src/core/metrics/types';
import type { ExportDestination, ExportFormat, GroupBy, PairNote, SummaryViewState, ToWebview } from '../../src/protocol/messages';
import type { AgreementMessage } from '../../src/protocol/agreement';
import type { ConfirmTableMessage } from '../../src/protocol/confirm';
import { agreementView } from './agreementView';
import { OpenCases } from './openCases';
import { compareView } from './compareView';
import { probesView } from './probesView';
import type { RunMarks } from '../../src/protocol/probes';
import { profileOf, type Profile } from '../../src/core/export/profilePoints';
import type { FamilyMap } from '../../src/core/metrics/family';
import { ProfileTab } from './profileTab';
import { confirmView } from './confirmView';
import { panelView, type PanelViewState } from './panelView';
import { h, replaceChildren } from './element';
import type { Host } from './host';
import { shownRows, summaryTable } from './summaryTable';
import { METRIC_COLUMNS, RUN_COLUMN, CATEGORY_COLUMN } from './summaryColumns';

interface Loaded {
  folders: string[];
  runs: RunSummary[];
  warnings: string[];
  rows: SummaryRow[];
  profile: Profile;
  /** calibrationLens.familiesFile's map: the Panel tab's roll-up and the Profile tab's colours. */
  families: FamilyMap;
  /** Each benchmark's emit classes, as the extension told them with the runs (the page has no format's code). */
  emitClasses: Readonly<Record<string, readonly ActionClass[]>>;
  /** The compare tab's note above each pair of runs that has one, as the extension told them with the runs. */
  pairNotes: readonly PairNote[];
}

function loadedOf(folders: string[], runs: RunSummary[], warnings: string[], families: FamilyMap, emitClasses: Loaded['emitClasses'], pairNotes: readonly PairNote[]): Loaded {
  const rows = summaryRows(runs, (b) => emitClasses[b] ?? CLASS_PRIORITY);
  return { folders, runs, warnings, rows, profile: profileOf(rows, families), families, emitClasses, pairNotes };
}

/** The tabs in the order they are shown. */
const TABS: ReadonlyArray<SummaryViewState['tab']> = ['table', 'profile', 'compare', 'probes', 'agreement', 'confirm', 'panel'];

const DEFAULT_VIEW: SummaryViewState = { tab: 'table', groupBy: 'run', sort: null, compare: null };

/**
 * The tab headers wrap onto a second line in a narrow panel (beside an editor) instead of widening the
 * page: a rule added to the component's own constructed stylesheets (it exposes no part to style, and
 * constructed sheets are how its styles reach it under the page's CSP).
 */
function wrapTabHeaders(tabs: HTMLElement): void {
  const root = tabs.shadowRoot;
  if (!root) return;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync('.tablist { flex-wrap: wrap; min-width: 0; }');
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

export class SummaryApp {
  private loaded: Loaded | null = null;
  private folders: string[] = [];
  private view: SummaryViewState;
  private readonly cases: OpenCases;
  private renders = 0;

  private readonly sources = h('p', { className: 'sources' });
  private readonly status = h('div', { className: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly tableView = h('div', { className: 'table-view', attrs: { id: 'table-view' } });
  private readonly profile = new ProfileTab({
    input: () => (this.loaded ? { profile: this.loaded.profile, rows: this.loaded.rows, hidden: this.view.profileHidden ?? [] } : null),
    title: () => `Calibration profile: ${this.folders.join(', ')}`,
    openCases: (request, opener) => this.cases.show(request, opener),
    hide: (keys) => {
      this.view = { ...this.view, profileHidden: keys };
      void this.profile.render();
      this.saveState();
    },
    exportFigure: (format, data) => this.host.post({ type: 'exportFigure', format, data }),
    failed: (message) => this.showStatus(message, false, true),
  });
  private readonly compareHost = h('div', { className: 'compare-host', attrs: { id: 'compare-view' } });
  private readonly probesHost = h('div', { className: 'probes-host', attrs: { id: 'probes-view' } });
  /** What each probe run's files say it touched, by run index; asked once per run and load. */
  private probeMarks = new Map<number, RunMarks>();
  private readonly marksAsked = new Set<number>();
  private readonly agreementHost = h('div', { className: 'agreement-host', attrs: { id: 'agreement-view' } });
  private agreement: AgreementMessage | null = null;
  private readonly confirmHost = h('div', { className: 'confirm-host', attrs: { id: 'confirm-view' } });
  private confirm: ConfirmTableMessage | null = null;
  /** The tab of a format's own table: titled by its message, hidden until one comes. */
  private readonly confirmHeader = h('vscode-tab-header', { attrs: { slot: 'header', hidden: true }, data: { tab: 'confirm' } });
  private readonly panelHost = h('div', { className: 'panel-host', attrs: { id: 'panel-view' } });
  private panelState: PanelViewState = { sort: null, filter: '', byFamily: false };
  private readonly notes = h('div', { attrs: { id: 'warnings' } });
  private readonly tabs = h('vscode-tabs', { attrs: { 'aria-label': 'Views' } });
  private readonly groupSelect = h('vscode-single-select', { attrs: { label: 'Group rows', id: 'group-by' } });
  /** Shown when calibrationLens.knownBadItemsFile names a list: every number with or without its items. */
  private readonly knownBadToggle = h('vscode-checkbox', {
    attrs: { id: 'exclude-known-bad', hidden: true },
    on: { change: () => this.host.post({ type: 'excludeKnownBad', exclude: (this.knownBadToggle as unknown as { checked: boolean }).checked }) },
  }, 'Leave out known-bad items');
  private readonly announcer = h('div', { className: 'visually-hidden', attrs: { role: 'status', 'aria-live': 'polite' } });

  constructor(private readonly root: HTMLElement, private readonly host: Host) {
    this.cases = new OpenCases(host, () => this.loaded?.rows ?? null);
    const saved = host.state();
    this.view = { ...DEFAULT_VIEW, ...saved?.view };
    this.folders = saved?.folders ?? [];
    this.buildShell();
    this.showStatus('Waiting for the runs…', true);
    // A theme change sets new CSS variables (on <html>) and a body class: the chart takes its colours from them.
    const themes = new MutationObserver(() => {
      if (this.view.tab === 'profile') void this.profile.render();
    });
    themes.observe(document.documentElement, { attributes: true, attributeFilter: ['style', 'class'] });
    themes.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  }

  receive(message: ToWebview): void {
    switch (message.type) {
      case 'loading':
        this.folders = message.folders;
        this.showSources();
        this.showStatus(`Reading the runs in ${message.folders.join(', ')}…`, true);
        break;
      case 'loadFailed':
        this.folders = message.folders;
        this.showSources();
        this.showStatus(message.message, false, true);
        break;
      case 'runs':
        this.folders = message.folders;
        this.loaded = loadedOf(message.folders, message.runs, message.warnings, message.families ?? [], message.emitClasses ?? {}, message.pairNotes ?? []);
        // Tests wait for this attribute before they read the rows' run-health marks.
        document.body.dataset.health = message.healthPending ? 'checking' : 'checked';
        this.showKnownBad(message.knownBad ?? null);
        this.cases.forgetRuns();
        this.probeMarks = new Map();
        this.marksAsked.clear();
        if (message.compare) this.view = { ...this.view, tab: 'compare', compare: message.compare };
        this.showStatus('', false);
        this.render();
        break;
      case 'health':
        // The findings of the runs drawn, checked after them: the rows get their marks, nothing else is reset.
        if (this.loaded && message.health.length === this.loaded.runs.length) {
          const { folders, runs, warnings, families, emitClasses, pairNotes } = this.loaded;
          this.loaded = loadedOf(folders, runs.map((run, i) => ({ ...run, health: message.health[i]! })), warnings, families, emitClasses, pairNotes);
          this.renderActiveTab();
          document.body.dataset.health = 'checked';
        }
        break;
      case 'requestExport':
        this.requestExport(message.format, message.destination);
        break;
      case 'agreement':
        this.agreement = message;
        this.renderAgreement();
        break;
      case 'confirmTable':
        this.confirm = message;
        this.confirmHeader.textContent = message.title;
        this.confirmHeader.hidden = false;
        this.renderConfirm();
        break;
      case 'emissionMatches':
        this.cases.receiveMatches(message);
        break;
      case 'probeMarks':
        for (const marks of message.marks) this.probeMarks.set(marks.run, marks);
        if (this.view.tab === 'probes') this.renderProbes();
        break;
    }
    this.saveState();
  }

  private buildShell(): void {
    for (const [value, label] of [['run', 'Group by run'], ['category', 'Group by category'], ['none', 'No grouping']] as const) {
      this.groupSelect.append(h('vscode-option', { attrs: { value, selected: this.view.groupBy === value } }, label));
    }
    this.groupSelect.addEventListener('change', () => {
      this.view = { ...this.view, groupBy: (this.groupSelect as unknown as { value: GroupBy }).value };
      this.renderTable();
      this.saveState();
    });
    const button = (label: string, onClick: () => void, secondary = true, id?: string) =>
      h('vscode-button', { attrs: { secondary, id }, on: { click: onClick } }, label);
    const toolbar = h(
      'div',
      { className: 'toolbar', attrs: { role: 'toolbar', 'aria-label': 'Summary actions' } },
      this.groupSelect,
      this.knownBadToggle,
      button('Export Markdown…', () => this.requestExport('markdown', 'file'), false, 'export-markdown'),
      button('Export CSV…', () => this.requestExport('csv', 'file'), true, 'export-csv'),
      button('Copy as Markdown', () => this.requestExport('markdown', 'clipboard'), true, 'copy-markdown'),
      button('Add runs…', () => this.host.post({ type: 'addRuns' }), true, 'add-runs'),
      button('Reload', () => this.host.post({ type: 'reload' }), true, 'reload'),
    );
    this.tabs.append(
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'table' } }, 'Table'),
      h('vscode-tab-panel', null, this.tableView),
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'profile' } }, 'Profile'),
      h('vscode-tab-panel', null, this.profile.host),
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'compare' } }, 'Compare two runs'),
      h('vscode-tab-panel', null, this.compareHost),
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'probes' } }, 'Baseline and probes'),
      h('vscode-tab-panel', null, this.probesHost),
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'agreement' } }, 'Agreement'),
      h('vscode-tab-panel', null, this.agreementHost),
      this.confirmHeader,
      h('vscode-tab-panel', null, this.confirmHost),
      h('vscode-tab-header', { attrs: { slot: 'header' }, data: { tab: 'panel' } }, 'Panel'),
      h('vscode-tab-panel', null, this.panelHost),
    );
    this.tabs.addEventListener('vsc-tabs-select', (event) => {
      const index = (event as CustomEvent<{ selectedIndex: number }>).detail.selectedIndex;
      this.view = { ...this.view, tab: TABS[index] ?? 'table' };
      this.cases.close(false);
      this.renderActiveTab();
      this.saveState();
    });
    replaceChildren(
      this.root,
      h('header', null, h('h1', null, 'Calibration Summary'), this.sources, toolbar),
      this.status,
      this.announcer,
      this.tabs,
      this.cases.filter.element,
      this.cases.list,
      this.notes,
    );
    wrapTabHeaders(this.tabs);
    this.showSources();
    this.renderAgreement();
    this.renderConfirm();
  }

  private showKnownBad(knownBad: { file: string; excluded: boolean } | null): void {
    const toggle = this.knownBadToggle as unknown as { hidden: boolean; checked: boolean; title: string };
    toggle.hidden = knownBad === null;
    toggle.checked = knownBad?.excluded ?? false;
    toggle.title = knownBad ? `Every GAR and Acc without the items of ${knownBad.file} (calibrationLens.knownBadItemsFile), or with them.` : '';
  }

  private render(): void {
    (this.tabs as unknown as { selectedIndex: number }).selectedIndex = Math.max(0, TABS.indexOf(this.view.tab));
    this.renderActiveTab();
    this.renderNotes();
    this.cases.redraw();
    this.showSources();
    this.renders++;
    // Tests and the benchmark wait for this attribute; the mark shows in performance profiles.
    document.body.dataset.renders = String(this.renders);
    performance.mark('calibration-summary:rendered');
    document.body.dataset.state = 'loaded';
  }

  private renderActiveTab(): void {
    if (this.view.tab === 'profile') void this.profile.render();
    else if (this.view.tab === 'compare') this.renderCompare();
    else if (this.view.tab === 'probes') this.renderProbes();
    else if (this.view.tab === 'agreement') this.renderAgreement();
    else if (this.view.tab === 'confirm') this.renderConfirm();
    else if (this.view.tab === 'panel') this.renderPanel();
    else this.renderTable();
  }

  private renderTable(): void {
    if (!this.loaded) return;
    const focusedSort = document.activeElement?.closest('th')?.dataset.column;
    const table = summaryTable(
      {
        runs: this.loaded.runs,
        rows: this.loaded.rows,
        groupBy: this.view.groupBy,
        sort: this.view.sort,
        onSort: (column) => this.sortBy(column),
      },
      { showCases: (request, opener) => this.cases.show(request, opener) },
    );
    replaceChildren(this.tableView, this.loaded.runs.length ? table : h('p', { className: 'empty' }, 'No runs were found in these folders.'));
    // Re-rendering replaces the header buttons: keep keyboard focus on the one that was pressed.
    if (focusedSort) this.tableView.querySelector<HTMLElement>(`th[data-column="${focusedSort}"] button`)?.focus();
  }

  /** Always drawn (it is small), so it is ready when its tab is picked. */
  private renderAgreement(): void {
    replaceChildren(this.agreementHost, agreementView(this.agreement));
    this.agreementHost.dataset.state = this.agreement ? 'loaded' : 'loading';
  }

  /** Always drawn (it is small), like the Agreement tab. */
  private renderConfirm(): void {
    replaceChildren(this.confirmHost, confirmView(this.confirm));
    this.confirmHost.dataset.state = this.confirm ? 'loaded' : 'loading';
  }

  private renderPanel(): void {
    if (!this.loaded) return;
    const hadFocus = document.activeElement?.closest('#panel-view th')?.getAttribute('data-column');
    replaceChildren(this.panelHost, panelView(this.loaded.runs, this.loaded.rows, this.loaded.families, this.panelState, (state) => {
      this.panelState = state;
      this.renderPanel();
    }, { showCases: (request, opener) => this.cases.show(request, opener) }));
    if (hadFocus) this.panelHost.querySelector<HTMLElement>(`th[data-column="${CSS.escape(hadFocus)}"] button`)?.focus();
    this.panelHost.dataset.state = 'loaded';
  }

  private renderProbes(): void {
    if (!this.loaded) return;
    replaceChildren(
      this.probesHost,
      probesView(this.loaded.runs, this.view.probes, this.probeMarks, {
        choose: (choice) => {
          this.view = { ...this.view, probes: choice };
          this.cases.close(false);
          this.renderProbes();
          this.saveState();
        },
        readMarks: (runs) => {
          const fresh = runs.filter((run) => !this.marksAsked.has(run));
          for (const run of fresh) this.marksAsked.add(run);
          if (fresh.length) this.host.post({ type: 'readProbeMarks', runs: fresh });
        },
        showCases: (request, opener) => this.cases.show(request, opener),
      }),
    );
    const waiting = (this.view.probes?.probes ?? []).some((run) => !this.probeMarks.has(run));
    this.probesHost.dataset.state = waiting ? 'loading' : 'loaded';
  }

  private renderCompare(): void {
    if (!this.loaded) return;
    replaceChildren(
      this.compareHost,
      compareView(this.loaded.runs, this.loaded.pairNotes, this.view.compare, {
        choose: (pair) => {
          this.view = { ...this.view, compare: pair };
          this.cases.close(false);
          this.renderCompare();
          this.saveState();
        },
        showCases: (request, opener) => this.cases.show(request, opener),
        addRuns: () => this.host.post({ type: 'addRuns' }),
      }),
    );
  }

  private sortBy(column: string): void {
    const current = this.view.sort;
    const direction = current?.column === column && current.direction === 'ascending' ? 'descending' : 'ascending';
    this.view = { ...this.view, sort: { column, direction } };
    this.renderTable();
    const label = [RUN_COLUMN, CATEGORY_COLUMN, ...METRIC_COLUMNS].find((c) => c.id === column)?.label ?? column;
    this.announcer.textContent = `Sorted by ${label}, ${direction}${this.view.groupBy === 'none' ? '' : ' within each group'}.`;
    this.saveState();
  }

  private renderNotes(): void {
    if (!this.loaded) return;
    const items = [
      ...this.loaded.warnings,
      ...this.loaded.runs.flatMap((run, i) => [
        ...run.warnings.map((w) => `${this.loaded!.rows.find((r) => r.runIndex === i)?.run ?? run.model}: ${w}`),
        ...run.problems.map((p) => formatProblem(p)),
      ]),
    ];
    if (items.length === 0) return replaceChildren(this.notes);
    replaceChildren(
      this.notes,
      h('vscode-collapsible', { attrs: { heading: `Warnings (${items.length})`, open: items.length <= 5 } }, h('ul', { className: 'warnings' }, ...items.map((w) => h('li', null, w)))),
    );
  }

  private requestExport(format: ExportFormat, destination: ExportDestination): void {
    const compare = this.view.tab === 'compare' && this.loaded && this.loaded.runs.length >= 2 ? this.view.compare ?? { baseline: 0, probe: 1 } : null;
    // The table as it is shown: its grouping and sort, so the file reads as the panel did.
    const rowOrder = this.loaded ? shownRows({ runs: this.loaded.runs, rows: this.loaded.rows, groupBy: this.view.groupBy, sort: this.view.sort }).map((row) => this.loaded!.rows.indexOf(row)) : undefined;
    this.host.post({ type: 'export', format, destination, compare, rowOrder });
  }

  private showSources(): void {
    this.sources.textContent = this.folders.length ? this.folders.join(' · ') : '';
  }

  private showStatus(message: string, busy: boolean, failed = false): void {
    replaceChildren(this.status, busy ? h('vscode-progress-ring', { attrs: { 'aria-hidden': 'true' } }) : null, message ? h('span', { className: failed ? 'error' : '' }, message) : null);
    document.body.dataset.state = failed ? 'failed' : busy ? 'loading' : document.body.dataset.state ?? 'loaded';
  }

  private saveState(): void {
    this.host.saveState({ folders: this.folders, view: this.view });
  }
}
