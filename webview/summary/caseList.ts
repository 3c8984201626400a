// The cases behind a number: id, classes, gold hit, verdict and error type, each id a button that opens
// the case in the editor (and the case view) through the extension. Focus moves here when it opens and
// back to the number that opened it when it closes (Escape or the Close button).
import { CLASS_PRIORITY, classLabel } from '../../src/core/classify/actionClass';
import type { CaseSummary } from '../../src/core/metrics/types';
import type { CaseListRequest, FoundCase, ProbedTransition, RunNames } from './caseQuery';
import { isEmptyQuery, matchesCase, type CaseQuery } from './caseSearch';
import type { EmissionHits } from './emissionHits';
import { h } from './element';

export interface CaseListActions {
  openCase(file: string, line: number, id: string): void;
  /** A case of two runs: their case views side by side. */
  openPair(baseline: CaseAt, probe: CaseAt, title: string): void;
  close(): void;
}

export interface CaseAt {
  file: string;
  line: number;
  id: string;
}

/** The request with only the cases the filter's query matches (a transition by its probe case). */
export function filteredRequest(request: CaseListRequest, query: CaseQuery, hits?: Pick<EmissionHits, 'says'>): CaseListRequest {
  if (isEmptyQuery(query)) return request;
  const matches = (c: CaseSummary, file: string | null) => matchesCase(c, query, (word) => file !== null && !!hits?.says(word, c.file ?? file, c.id));
  switch (request.kind) {
    case 'cases':
      return { ...request, cases: request.cases.filter((c) => matches(c, request.file)) };
    case 'found':
      return { ...request, found: request.found.filter((f) => matches(f.case, f.file)) };
    case 'transitions':
      return { ...request, pairs: request.pairs.filter((p) => matches(p.probe, request.probeFile)) };
  }
}

export function caseCount(request: CaseListRequest): number {
  return request.kind === 'cases' ? request.cases.length : request.kind === 'found' ? request.found.length : request.pairs.length;
}

export function caseList(request: CaseListRequest, actions: CaseListActions, of: number | null = null): HTMLElement {
  const count = caseCount(request);
  const heading = h('h2', { attrs: { id: 'case-list-title', tabindex: -1 } }, `${request.title} (${of === null || of === count ? count : `${count} of ${of}`})`);
  const close = h('vscode-button', { attrs: { secondary: true, 'aria-label': 'Close the case list' }, on: { click: () => actions.close() } }, 'Close');
  const section = h(
    'section',
    {
      className: 'case-list',
      attrs: { 'aria-labelledby': 'case-list-title' },
      on: { keydown: (e) => e.key === 'Escape' && (e.preventDefault(), actions.close()) },
    },
    h('div', { className: 'case-list-header' }, heading, close),
  );
  if (count === 0) {
    section.append(h('p', { className: 'empty' }, 'No cases.'));
    return section;
  }
  const table =
    request.kind === 'cases'
      ? casesTable(request.cases.map((c) => ({ file: request.file, case: c })), actions)
      : request.kind === 'found'
        ? casesTable(request.found, actions)
        : transitionsTable(request, actions);
  // Wide lists scroll in their own box, the case column frozen, never the whole page.
  section.append(h('div', { className: 'cases-box' }, table));
  return section;
}

function casesTable(entries: (Omit<FoundCase, 'where'> & { where?: string })[], actions: CaseListActions): HTMLTableElement {
  const withWhere = entries.some((e) => e.where !== undefined);
  const headers = ['Case', ...(withWhere ? ['Run · category'] : []), 'Line', 'Classes', 'Gold', 'Verdict', 'Error type'];
  return h(
    'table',
    { className: 'cases', attrs: { 'aria-labelledby': 'case-list-title' } },
    h('thead', null, h('tr', null, ...headers.map((t) => h('th', { attrs: { scope: 'col' } }, t)))),
    h(
      'tbody',
      null,
      ...entries.map(({ file, case: c, where }) =>
        h(
          'tr',
          { data: { id: c.id }, className: c.boundViolation ? 'row-violation' : '' },
          h('th', { attrs: { scope: 'row' } }, caseButton(file, c, actions)),
          withWhere ? h('td', { data: { column: 'where' } }, where ?? '') : null,
          h('td', { className: 'numeric' }, String(c.line)),
          h('td', { data: { column: 'classes' } }, classesText(c)),
          h('td', { data: { column: 'gold' } }, c.goldHit ? 'hit' : 'missing'),
          h('td', { data: { column: 'verdict' } }, verdictText(c)),
          h('td', { data: { column: 'errorType' } }, c.errorType ?? ''),
        ),
      ),
    ),
  );
}

function transitionsTable(request: Extract<CaseListRequest, { kind: 'transitions' }>, actions: CaseListActions): HTMLTableElement {
  const names = request.sideBySide;
  const headers = ['Case', 'Classes (baseline → probe)', 'Gold', 'Verdict', 'Error type (probe)', 'Baseline', ...(names ? ['Probe', 'Side by side'] : [])];
  return h(
    'table',
    { className: 'cases', attrs: { 'aria-labelledby': 'case-list-title' } },
    h('thead', null, h('tr', null, ...headers.map((t) => h('th', { attrs: { scope: 'col' } }, t)))),
    h(
      'tbody',
      null,
      ...request.pairs.map((p) =>
        h(
          'tr',
          { data: { id: p.id } },
          h('th', { attrs: { scope: 'row' } }, request.probeFile ? caseButton(request.probeFile, p.probe, actions) : p.id),
          h('td', { data: { column: 'classes' } }, `${classesText(p.baseline)} → ${classesText(p.probe)}`),
          h('td', { data: { column: 'gold' } }, `${p.baseline.goldHit ? 'hit' : 'missing'} → ${p.probe.goldHit ? 'hit' : 'missing'}`),
          h('td', { data: { column: 'verdict' } }, `${verdictText(p.baseline)} → ${verdictText(p.probe)}`),
          h('td', { data: { column: 'errorType' } }, p.probe.errorType ?? ''),
          h(
            'td',
            null,
            request.baselineFile
              ? h('button', {
                  className: 'case-link',
                  attrs: { type: 'button', 'aria-label': `Open ${p.baseline.id} in the baseline run` },
                  on: { click: () => actions.openCase(p.baseline.file ?? request.baselineFile!, p.baseline.line, p.baseline.id) },
                }, `line ${p.baseline.line}`)
              : '',
          ),
          names ? h('td', { data: { column: 'probe' } }, probeNote(p)) : null,
          names ? h('td', null, pairButton(p, request, names, actions)) : null,
        ),
      ),
    ),
  );
}

/** What the probe did to the case: touched it, and wrote text itself (CRI's bypass refusal, not the model's). */
function probeNote(p: ProbedTransition): string {
  const written = p.probeWritten?.length ? `wrote ${p.probeWritten.length === 1 ? 'a reply' : `${p.probeWritten.length} replies`} itself (CRI bypass), not the model` : '';
  return [p.touched ? 'touched' : '', written].filter(Boolean).join('; ');
}

function pairButton(p: ProbedTransition, request: Extract<CaseListRequest, { kind: 'transitions' }>, names: RunNames, actions: CaseListActions): HTMLElement | string {
  if (!request.baselineFile || !request.probeFile) return '';
  const baseline = { file: p.baseline.file ?? request.baselineFile, line: p.baseline.line, id: p.baseline.id };
  const probe = { file: p.probe.file ?? request.probeFile, line: p.probe.line, id: p.probe.id };
  const title = `${p.id}: ${names.baseline} ↔ ${names.probe}`;
  return h('button', {
    className: 'case-link',
    attrs: { type: 'button', 'aria-label': `Open ${p.id} of ${names.baseline} and of ${names.probe} side by side` },
    data: { openPair: p.id },
    on: { click: () => actions.openPair(baseline, probe, title) },
  }, 'side by side');
}

/** The case's id as a button that opens it (in its own file when it has one), with its caption after it. */
function caseButton(file: string, c: CaseSummary, actions: CaseListActions): HTMLElement | DocumentFragment {
  const button = h('button', {
    className: 'case-link',
    attrs: { type: 'button', title: `Open ${c.id} at line ${c.line}` },
    on: { click: () => actions.openCase(c.file ?? file, c.line, c.id) },
  }, c.id);
  if (c.caption === undefined) return button;
  const both = document.createDocumentFragment();
  both.append(button, h('span', { className: 'case-caption' }, ` ${c.caption}`));
  return both;
}

function classesText(c: CaseSummary): string {
  // In priority order, as the editor's labels list them.
  return c.classes.length ? CLASS_PRIORITY.filter((cls) => c.classes.includes(cls)).map(classLabel).join(' ') : 'no class';
}

function verdictText(c: CaseSummary): string {
  return c.outcome === null ? 'no score' : c.outcome === 'passed' ? 'PASS' : c.outcome === 'failed' ? 'FAIL' : 'unknown';
}
