// The Agreement tab: classifier vs each annotator and annotators pairwise (n, raw agreement, Cohen's
// kappa overall and per class, the confusion matrix), Krippendorff's alpha for more than two
// annotators, and GAR with the human labels beside the classifier's. The numbers are those of
// `calibration-lens agreement --json` on the same stores; every cell keeps its exact value in
// `data-value`. Names and rationales are people's text: set as text only.
import { pyFixed } from '../../src/core/text/pyFixed';
import { percent } from '../../src/core/export/numbers';
import { agreementNotes, kappaText } from '../../src/core/metrics/agreementNotes';
import type { AgreementMessage } from '../../src/protocol/agreement';
import { h } from './element';

type Figures = NonNullable<AgreementMessage['figures']>;
type Pair = Figures['pairs'][number];

/** `NO CLASS`, `ASK`, or a tau2 message's set as `ASK+CONFIRM`. */
function labelText(value: string): string {
  return value === 'none' ? 'NO CLASS' : value.toUpperCase();
}

/** Kappa and agreement as the command's table prints them: three decimals, "unknown" for none. */
function ratio(value: number | null): string {
  return value === null ? 'unknown' : pyFixed(value, 3);
}

function cell(text: string, value: number | null, column: string): HTMLTableCellElement {
  return h('td', { className: 'num', data: { column, ...(value === null ? {} : { value }) } }, text);
}

export function agreementView(message: AgreementMessage | null): HTMLElement {
  if (!message) return h('p', { className: 'empty', attrs: { role: 'status' } }, 'Reading the label stores…');
  const stores = h('p', { className: 'sources agreement-stores' }, message.stores.length ? `Label stores: ${message.stores.join(' · ')}` : 'No label store.');
  const figures = message.figures;
  if (!figures || message.note) {
    return h('div', { className: 'agreement' }, stores, h('p', { className: 'empty' }, message.note ?? 'Nothing to measure.'), warnings(figures?.warnings ?? []));
  }
  return h(
    'div',
    { className: 'agreement' },
    stores,
    ...figures.pairs.map(pairSection),
    figures.alpha
      ? h('p', { className: 'alpha', data: figures.alpha.value === null ? {} : { value: figures.alpha.value } },
          `Krippendorff's alpha (nominal, ${figures.annotators.length} annotators, ${figures.alpha.units} items): ${ratio(figures.alpha.value)}`)
      : null,
    garTable(figures.gar),
    warnings(figures.warnings),
  );
}

function pairSection(pair: Pair): HTMLElement {
  const title = `${pair.a} vs ${pair.b}`;
  // One class against the rest: the five classes and none (sets of several classes are rows and columns of the matrix only).
  const perClass = Object.keys(pair.kappa_per_class) as (keyof Pair['kappa_per_class'])[];
  const summary = h(
    'table',
    { className: 'summary agreement-pair', attrs: { 'aria-label': `${title}: agreement` } },
    h('thead', null, h('tr', null, h('th', { attrs: { scope: 'col' } }, 'n'), h('th', { attrs: { scope: 'col' } }, 'raw agreement'), h('th', { attrs: { scope: 'col' } }, "Cohen's kappa"),
      ...perClass.map((l) => h('th', { attrs: { scope: 'col' } }, `kappa ${labelText(l)}`)))),
    h('tbody', null, h('tr', { data: { a: pair.a, b: pair.b } },
      cell(String(pair.n), pair.n, 'n'),
      cell(ratio(pair.raw_agreement), pair.raw_agreement, 'raw_agreement'),
      cell(kappaText(pair.kappa, pair.n), pair.kappa, 'kappa'),
      ...perClass.map((l) => cell(kappaText(pair.kappa_per_class[l] ?? null, pair.n), pair.kappa_per_class[l] ?? null, `kappa-${l}`)))),
  );
  const confusion = h(
    'table',
    { className: 'summary confusion', attrs: { 'aria-label': `${title}: confusion matrix, rows ${pair.a}, columns ${pair.b}` } },
    h('caption', null, `Confusion matrix: rows ${pair.a}, columns ${pair.b}`),
    h('thead', null, h('tr', null, h('th', { attrs: { scope: 'col' } }, `${pair.a} \\ ${pair.b}`), ...pair.confusion.labels.map((l) => h('th', { attrs: { scope: 'col' } }, labelText(l))))),
    h('tbody', null, ...pair.confusion.matrix.map((row, i) => h('tr', { data: { label: pair.confusion.labels[i]! } },
      h('th', { attrs: { scope: 'row' } }, labelText(pair.confusion.labels[i]!)),
      ...row.map((v, j) => cell(String(v), v, pair.confusion.labels[j]!))))),
  );
  const notes = agreementNotes({
    n: pair.n, rawAgreement: pair.raw_agreement, kappa: pair.kappa, kappaPerClass: pair.kappa_per_class,
    labels: pair.confusion.labels, confusion: pair.confusion.matrix,
  }, labelText).map((note) => h('p', { className: 'note kappa-note' }, note));
  return h('section', { className: 'agreement-section', data: { a: pair.a, b: pair.b } }, h('h2', null, title), summary, ...notes, pair.n > 0 ? confusion : h('p', { className: 'empty' }, 'No emission was labelled by both.'));
}

function garTable(rows: Figures['gar']): HTMLElement | null {
  if (rows.length === 0) return null;
  const head = ['model', 'category / domain', 'author', 'gold', 'n', 'GAR (classifier)', 'GAR (human labels)', 'decided', 'cases changed'];
  return h(
    'section',
    { className: 'agreement-section' },
    h('h2', null, 'GAR with human labels'),
    h('p', { className: 'note' }, "Each annotator's classes in place of the classifier's where they decided; undecided emissions keep the classifier's classes. A tau2 run's TOOL_CALL and REFUSE are hit by what it did (its action checks, its writes), so of its rows only ASK can change."),
    h('table', { className: 'summary human-gar', attrs: { 'aria-label': 'GAR with human labels' } },
      h('thead', null, h('tr', null, ...head.map((c) => h('th', { attrs: { scope: 'col' } }, c)))),
      h('tbody', null, ...rows.map((r) => h('tr', { data: { model: r.model, category: r.category, author: r.author } },
        h('td', null, r.model), h('td', null, r.category), h('td', null, r.author), h('td', null, r.gold_action),
        cell(String(r.n), r.n, 'n'),
        cell(percent(r.classifier_gar), r.classifier_gar, 'classifier_gar'),
        cell(percent(r.human_gar), r.human_gar, 'human_gar'),
        cell(String(r.decided), r.decided, 'decided'),
        cell(String(r.cases_changed), r.cases_changed, 'cases_changed'))))),
  );
}

function warnings(items: readonly string[]): HTMLElement | null {
  if (items.length === 0) return null;
  return h('vscode-collapsible', { attrs: { heading: `Store warnings (${items.length})`, open: items.length <= 5 } }, h('ul', { className: 'warnings' }, ...items.map((w) => h('li', null, w))));
}
