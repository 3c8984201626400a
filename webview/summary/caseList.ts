// The cases behind a number: id, classes, gold hit, verdict and error type, each id a button that opens
// the case in the editor (and the case view) through the extension. Focus moves here when it opens and
// back to the number that opened it when it closes (Escape or the Close button).
import { classLabel } from '../../src/core/classify/actionClass';
import type { CaseSummary } from '../../src/core/metrics/types';
import type { CaseListRequest } from './caseQuery';
import { h } from './element';

export interface CaseListActions {
  openCase(file: string, line: number, id: string): void;
  close(): void;
}

export function caseList(request: CaseListRequest, actions: CaseListActions): HTMLElement {
  const count = request.kind === 'cases' ? request.cases.length : request.pairs.length;
  const heading = h('h2', { attrs: { id: 'case-list-title', tabindex: -1 } }, `${request.title} (${count})`);
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
  section.append(request.kind === 'cases' ? casesTable(request.file, request.cases, actions) : transitionsTable(request, actions));
  return section;
}

function casesTable(file: string, cases: CaseSummary[], actions: CaseListActions): HTMLTableElement {
  return h(
    'table',
    { className: 'cases', attrs: { 'aria-labelledby': 'case-list-title' } },
    h('thead', null, h('tr', null, ...['Case', 'Line', 'Classes', 'Gold', 'Verdict', 'Error type'].map((t) => h('th', { attrs: { scope: 'col' } }, t)))),
    h(
      'tbody',
      null,
      ...cases.map((c) =>
        h(
          'tr',
          { data: { id: c.id }, className: c.boundViolation ? 'row-violation' : '' },
          h('th', { attrs: { scope: 'row' } }, caseButton(file, c, actions)),
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
  const headers = ['Case', 'Classes (baseline → probe)', 'Gold', 'Verdict', 'Error type (probe)', 'Baseline'];
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
        ),
      ),
    ),
  );
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
  return c.classes.length ? c.classes.map(classLabel).join(' ') : 'no class';
}

function verdictText(c: CaseSummary): string {
  return c.outcome === null ? 'no score' : c.outcome === 'passed' ? 'PASS' : c.outcome === 'failed' ? 'FAIL' : 'unknown';
}
