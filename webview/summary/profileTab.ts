// The Profile tab: the chart drawn when its tab is picked (a panel of many runs draws hundreds of dots)
// and again on a theme change or a tick in its legend, and its export. The chart's module (Observable
// Plot is half the page's code) is fetched the first time it is asked for.
import type { CaseListRequest } from './caseQuery';
import { h, replaceChildren } from './element';
import type { ProfileInput } from './profileView';

// Its own file beside the bundle (scripts/build.mjs splits it off), fetched under the page's CSP with the
// nonce of the script that imports it.
let profileModule: Promise<typeof import('./profileView')> | null = null;
const loadProfileModule = () => (profileModule ??= import('./profileView'));

export interface ProfileTabActions {
  /** What the chart shows now; null before the runs are in. */
  input(): ProfileInput | null;
  /** An exported figure's title. */
  title(): string;
  openCases(request: CaseListRequest, opener: HTMLElement): void;
  /** The legend's hidden series changed: the caller keeps them and draws again. */
  hide(keys: string[]): void;
  exportFigure(format: 'svg' | 'png', data: string): void;
  failed(message: string): void;
}

export class ProfileTab {
  readonly host = h('div', { className: 'profile-host', attrs: { id: 'profile-view' } });
  /** Bumped per draw asked for: only the latest one draws once the chart's module is in. */
  private draws = 0;

  constructor(private readonly actions: ProfileTabActions) {}

  async render(): Promise<void> {
    const input = this.actions.input();
    if (!input) return;
    const draw = ++this.draws;
    if (!profileModule) this.host.dataset.state = 'loading';
    let chart: typeof import('./profileView');
    try {
      chart = await loadProfileModule();
    } catch (err) {
      profileModule = null;
      replaceChildren(this.host, h('p', { className: 'empty' }, `The chart could not be loaded: ${err instanceof Error ? err.message : String(err)}`));
      return;
    }
    // A later draw (a tick in the legend, a theme change) was asked for meanwhile: that one draws.
    if (draw !== this.draws) return;
    const started = performance.now();
    replaceChildren(
      this.host,
      chart.profileView(input, {
        openPoint: (row, opener) => {
          const title = `${row.run} · ${row.group} · all cases`;
          this.actions.openCases({ kind: 'cases', title, file: row.source.resultFile, cases: row.source.cases }, opener);
        },
        hide: (keys) => this.actions.hide(keys),
        export: (format) => void this.exportFigure(format),
      }),
    );
    // Tests and the benchmark read these: how many times the chart was drawn, and how long the last took.
    this.host.dataset.draws = String(Number(this.host.dataset.draws ?? 0) + 1);
    this.host.dataset.drawMs = String(Math.round(performance.now() - started));
    this.host.dataset.state = 'loaded';
    performance.mark('calibration-summary:profile-drawn');
  }

  private async exportFigure(format: 'svg' | 'png'): Promise<void> {
    const input = this.actions.input();
    if (!input) return;
    try {
      const { exportedSvg, pngOf } = await loadProfileModule();
      const svg = exportedSvg(input, this.actions.title());
      this.actions.exportFigure(format, format === 'svg' ? svg : await pngOf(svg, 2));
    } catch (err) {
      this.actions.failed(`The profile could not be exported: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
