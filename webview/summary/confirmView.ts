// The Tab. 3 tab (confirmation before database writes): per model and domain GAR (% of judged writes
// the agent confirmed first), Acc (% of them whose simulation passed), GAR − Acc and n, laid out as
// `calibration-lens confirm` prints it (one decimal, differences signed, "--" for a model without
// writes), with the writes left out for want of a boolean verdict counted beside n. Every cell keeps
// its exact value in `data-value`. Model names come from a file: set as text only.
import { percent, signedPercent } from '../../src/core/export/numbers';
import { countOf } from '../../src/core/text/countOf';
import type { ConfirmTableMessage } from '../../src/protocol/confirm';
import { h } from './element';

// A row has a cell for each of the message's domains (its check, protocol/confirm.ts).
type Cell = ConfirmTableMessage['rows'][number]['cells'][string];

function cell(text: string, value: number | null, column: string): HTMLTableCellElement {
  return h('td', { className: 'num', data: { column, ...(value === null ? {} : { value }) } }, text);
}

function domainCells(domain: string, c: Cell): HTMLTableCellElement[] {
  const none = c.n === 0;
  return [
    cell(none ? '--' : percent(c.gar), none ? null : c.gar, `${domain}-gar`),
    cell(none ? '--' : percent(c.acc), none ? null : c.acc, `${domain}-acc`),
    cell(none ? '--' : signedPercent(c.gar_minus_acc), none ? null : c.gar_minus_acc, `${domain}-delta`),
    cell(String(c.n), c.n, `${domain}-n`),
    cell(String(c.unjudged), c.unjudged, `${domain}-unjudged`),
  ];
}

export function confirmView(message: ConfirmTableMessage | null): HTMLElement {
  if (!message) return h('p', { className: 'empty', attrs: { role: 'status' } }, 'Reading the judgments file…');
  const source = h('p', { className: 'sources confirm-source' }, message.file ? `Judgments: ${message.file}` : 'No judgments file.');
  if (message.note) return h('div', { className: 'confirm' }, source, h('p', { className: 'empty' }, message.note), problems(message.problems));
  const unjudged = message.rows.reduce((sum, r) => sum + message.domains.reduce((m, d) => m + r.cells[d]!.unjudged, 0), 0);
  const head1 = h('tr', null, h('th', { attrs: { scope: 'col', rowspan: 2 } }, 'model'),
    ...message.domains.map((d) => h('th', { attrs: { scope: 'colgroup', colspan: 5 } }, d)));
  const head2 = h('tr', null, ...message.domains.flatMap(() => ['GAR', 'Acc', 'Δ', 'n', 'no verdict'].map((c) => h('th', { attrs: { scope: 'col' } }, c))));
  return h(
    'div',
    { className: 'confirm' },
    source,
    h('p', { className: 'note' },
      `The paper's Tab. 3: per model and domain, GAR is the share of judged database writes the agent confirmed first, Acc the share whose simulation passed (reward ≥ 0.5), over the n writes with a boolean verdict. ${countOf(message.writes, 'judged write')} read; ${unjudged} without a boolean verdict ${unjudged === 1 ? 'is' : 'are'} left out of n.`),
    h('table', { className: 'summary confirm-table', attrs: { 'aria-label': 'Confirmation before writes (Tab. 3)' } },
      h('thead', null, head1, head2),
      h('tbody', null, ...message.rows.map((r) => h('tr', { data: { model: r.model } },
        h('th', { attrs: { scope: 'row' } }, r.model),
        ...message.domains.flatMap((d) => domainCells(d, r.cells[d]!)))))),
    problems(message.problems),
  );
}

function problems(items: readonly string[]): HTMLElement | null {
  if (items.length === 0) return null;
  return h('vscode-collapsible', { attrs: { heading: `Lines left out (${items.length})`, open: items.length <= 5 } }, h('ul', { className: 'warnings' }, ...items.map((p) => h('li', null, p))));
}
