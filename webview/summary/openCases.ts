// The cases under the tabs: the list a number opened (its opener keeps the focus to return to), or the
// filter box's matches over every run shown when no number did. The filter narrows whichever is open;
// its `text:` words are searched in the files by the extension, so the list waits for its answer.
import type { SummaryRow } from '../../src/core/export/summaryRows';
import type { ToWebview } from '../../src/protocol/messages';
import { allCasesRequest } from './allCases';
import { caseFilterBox } from './caseFilterBox';
import { caseCount, caseList, filteredRequest } from './caseList';
import type { CaseListRequest } from './caseQuery';
import { parseCaseQuery, type CaseQuery } from './caseSearch';
import { h, replaceChildren } from './element';
import { EmissionHits, textWords } from './emissionHits';
import type { Host } from './host';

export class OpenCases {
  /** The list open: from a number (its opener), or the filter's matches over every run (no opener). */
  private open: { request: CaseListRequest; opener: HTMLElement | null } | null = null;
  private query: CaseQuery = parseCaseQuery('');
  readonly filter = caseFilterBox('', (query) => this.filterBy(query));
  readonly list = h('div', { attrs: { id: 'case-list' } });
  private readonly emissionHits = new EmissionHits((request, words) => this.host.post({ type: 'searchEmissions', request, words }));

  /** `rows`: the rows of the runs shown, null before any came. */
  constructor(private readonly host: Host, private readonly rows: () => readonly SummaryRow[] | null) {}

  /** New runs: what was searched in the old ones and the list drawn from them go. */
  forgetRuns(): void {
    this.emissionHits.clear();
    this.open = null;
  }

  /** After the panel is drawn again: the filter's matches over every run, when it holds a query. */
  redraw(): void {
    replaceChildren(this.list);
    const rows = this.rows();
    if (rows && this.query.terms.length) this.show(allCasesRequest(rows), null, false);
  }

  /** The extension's answer to a `text:` search. */
  receiveMatches(message: Extract<ToWebview, { type: 'emissionMatches' }>): void {
    this.emissionHits.receive(message);
    this.filterBy(this.query);
  }

  show(request: CaseListRequest, opener: HTMLElement | null, focus = true): void {
    this.open = { request, opener };
    const shown = filteredRequest(request, this.query, this.emissionHits);
    const list = caseList(shown, {
      openCase: (file, line, id) => this.host.post({ type: 'openCase', file, line, id }),
      openPair: (baseline, probe, title) => this.host.post({ type: 'openCasePair', baseline, probe, title }),
      close: () => this.close(true),
    }, caseCount(request));
    replaceChildren(this.list, list);
    const counted = this.query.terms.length ? `${caseCount(shown)} of ${caseCount(request)} cases match.` : '';
    this.filter.showCount([this.query.problem, textWords(this.query).length ? this.emissionHits.problem() : null].filter(Boolean).join(' ') || counted);
    if (focus) list.querySelector<HTMLElement>('h2')?.focus();
  }

  close(restoreFocus: boolean): void {
    const opener = this.open?.opener;
    this.open = null;
    replaceChildren(this.list);
    if (restoreFocus && opener?.isConnected) opener.focus();
    // The filter still holds a query: its matches over every run come back.
    const rows = this.rows();
    if (rows && this.query.terms.length && opener) this.show(allCasesRequest(rows), null, false);
  }

  /** A new query narrows the list that is open; with none open, it lists the matches of every run shown. */
  private filterBy(query: CaseQuery): void {
    this.query = query;
    const rows = this.rows();
    if (!rows) return;
    if (!this.emissionHits.ready(query)) {
      this.filter.showCount(`Searching what the models said for ${textWords(query).map((w) => `"${w}"`).join(', ')}…`);
      return;
    }
    if (this.open && this.open.opener !== null) return this.show(this.open.request, this.open.opener, false);
    if (query.terms.length === 0) {
      this.close(false);
      this.filter.showCount(query.problem ?? '');
      return;
    }
    this.show(allCasesRequest(rows), null, false);
  }
}
