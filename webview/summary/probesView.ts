// The baseline-and-probes tab (issue 34, 4): pick a baseline, tick any number of probe runs (the
// paper's SRI and CRI), and see per probe and category the numbers of `calibration-lens compare --json`
// (core/metrics/probeComparison.ts computes both), then where each paired case went: one transition
// bucket per case, each count opening its cases, each case opening as a pair (the baseline's and the
// probe's case views side by side). What a probe touched comes from its files, which the extension reads.
import { classLabel } from '../../src/core/classify/actionClass';
import { pValueText, percent, signedPercent } from '../../src/core/export/numbers';
import { runLabels } from '../../src/core/export/runLabels';
import { BUCKET_LABEL, TRANSITION_BUCKETS, compareProbe, type ProbeCategory, type ProbeComparison, type TransitionBucket } from '../../src/core/metrics/probeComparison';
import type { RunSummary } from '../../src/core/metrics/types';
import { countOf } from '../../src/core/text/countOf';
import { probeMarksOf, type RunMarks } from '../../src/protocol/probes';
import { showThem, type CaseListRequest } from './caseQuery';
import { breakable, h } from './element';

export interface ProbesChoice {
  baseline: number;
  probes: number[];
}

export interface ProbesActions {
  choose(choice: ProbesChoice): void;
  /** Asks the extension what these runs' files say they touched (answered with a probeMarks message). */
  readMarks(runs: number[]): void;
  showCases(request: CaseListRequest, opener: HTMLElement): void;
}

export function probesView(runs: RunSummary[], choice: ProbesChoice | undefined, marks: ReadonlyMap<number, RunMarks>, actions: ProbesActions): HTMLElement {
  if (runs.length < 2) {
    return h('div', { className: 'probes-view' }, h('p', { className: 'empty' }, 'A baseline against its probes needs two runs or more of the same benchmark: add the probe runs (Add runs…).'));
  }
  const labels = runLabels(runs);
  const baseline = choice && runs[choice.baseline] ? choice.baseline : 0;
  // Probes are runs of the baseline's benchmark; the baseline is never its own probe.
  const candidates = runs.map((run, i) => ({ run, i })).filter(({ run, i }) => i !== baseline && run.benchmark === runs[baseline]!.benchmark);
  const probes = (choice?.probes ?? []).filter((i) => candidates.some((c) => c.i === i));
  const select = h('vscode-single-select', { attrs: { id: 'probes-baseline', label: 'Baseline run' } });
  labels.forEach((label, i) => select.append(h('vscode-option', { attrs: { value: String(i), selected: baseline === i } }, label)));
  select.addEventListener('change', () => {
    const next = Number((select as unknown as { value: string }).value);
    actions.choose({ baseline: next, probes: probes.filter((p) => p !== next) });
  });
  const boxes = candidates.map(({ i }) => {
    const box = h('input', { attrs: { type: 'checkbox', id: `probe-run-${i}`, checked: probes.includes(i) }, data: { run: i } });
    box.addEventListener('change', () => actions.choose({ baseline, probes: box.checked ? [...probes, i].sort((a, b) => a - b) : probes.filter((p) => p !== i) }));
    return h('label', { className: 'probe-pick' }, box, ` ${labels[i]}`);
  });
  const missing = probes.filter((i) => !marks.has(i));
  if (missing.length) actions.readMarks(missing);
  const sections = probes.map((i) => {
    const read = marks.get(i);
    if (!read) return h('p', { className: 'note', data: { run: i } }, `Reading what ${labels[i]} says it touched…`);
    const comparison = compareProbe(runs[baseline]!, runs[i]!, probeMarksOf(read), read.eventLog);
    return probeSection(comparison, { baseline: labels[baseline]!, probe: labels[i]! }, i, read, actions);
  });
  return h(
    'div',
    { className: 'probes-view' },
    h('div', { className: 'pickers' },
      h('label', { className: 'picker' }, h('span', null, 'Baseline'), select),
      h('fieldset', { className: 'probe-picks' }, h('legend', null, 'Probes'), ...(boxes.length ? boxes : [h('span', null, `No other run of ${runs[baseline]!.benchmark === 'tau2' ? 'tau2-bench' : 'BFCL'} is shown.`)]))),
    probes.length ? null : h('p', { className: 'note' }, 'Tick one or more probe runs to compare them with the baseline over the cases present in both.'),
    ...sections,
  );
}

const COLUMNS: ReadonlyArray<[label: string, title: string]> = [
  ['Category', ''],
  ['Gold', 'The category\'s gold class'],
  ['Paired', 'Cases present in both runs (n_paired)'],
  ['GAR baseline', 'GAR over the paired cases, baseline'],
  ['GAR probe', 'GAR over the paired cases, probe'],
  ['Δ GAR', 'Probe minus baseline, points'],
  ['Acc baseline', 'Share of paired cases that passed, baseline'],
  ['Acc probe', 'Share of paired cases that passed, probe'],
  ['Δ Acc', 'Probe minus baseline, points'],
  ['Δ TOOL_CALL emit', 'Change in the share of paired cases that emit TOOL_CALL, points'],
  ['Gained', 'Missed in the baseline, hit in the probe'],
  ['Lost', 'Hit in the baseline, missed in the probe'],
  ['McNemar p', 'Exact two-sided McNemar test on gained and lost'],
  ['Touched', 'Paired cases the probe acted on (handler_log, sri_event_log.jsonl)'],
  ['Collateral', 'Lost / hit in the baseline'],
  ['Collateral (touched)', 'Lost among the touched / touched'],
  ['Probe wrote', 'Paired cases where the probe wrote a reply itself (CRI bypass)'],
];

function probeSection(c: ProbeComparison, names: { baseline: string; probe: string }, run: number, read: RunMarks, actions: ProbesActions): HTMLElement {
  const numbers = h(
    'table',
    { className: 'summary probe-compare', attrs: { 'aria-label': `${names.probe} against ${names.baseline} per category` } },
    h('thead', null, h('tr', null, ...COLUMNS.map(([label, title], i) => h('th', { attrs: { scope: 'col', title: title || null }, className: i >= 2 ? 'numeric' : '' }, ...breakable(label))))),
    h('tbody', null, ...c.categories.map((k) => numbersRow(k))),
  );
  const buckets = h(
    'table',
    { className: 'summary probe-buckets', attrs: { 'aria-label': `Where each paired case went, ${names.baseline} → ${names.probe}` } },
    h('thead', null, h('tr', null, h('th', { attrs: { scope: 'col' } }, 'Category'), ...TRANSITION_BUCKETS.map((b) => h('th', { attrs: { scope: 'col' }, className: 'numeric' }, BUCKET_LABEL[b])))),
    h('tbody', null, ...c.categories.map((k) => h('tr', { data: { category: k.category } }, h('th', { attrs: { scope: 'row' } }, k.category), ...TRANSITION_BUCKETS.map((b) => h('td', { className: 'numeric', data: { bucket: b } }, bucketButton(c, k, b, names, actions)))))),
  );
  const notes = [
    c.eventLog ? `Event log: ${c.eventLog}.` : null,
    c.touchedAny ? null : 'No probe decision was found in its files (no sri_decision or triggered cri_decision, no sri_event_log.jsonl): touched is 0.',
    c.categories.length === 0 ? `${names.probe} shares no category with ${names.baseline}: nothing was compared.` : null,
    ...read.problems,
  ].filter((n): n is string => n !== null);
  return h(
    'section',
    { className: 'probe-section', data: { run } },
    h('h3', null, `${names.probe} against ${names.baseline}`),
    ...notes.map((n) => h('p', { className: 'note' }, n)),
    h('div', { className: 'table-box' }, numbers),
    h('h4', null, 'Where each paired case went'),
    h('div', { className: 'table-box' }, buckets),
  );
}

function numbersRow(k: ProbeCategory): HTMLTableRowElement {
  const num = (column: string, text: string, value: number | null) => h('td', { className: 'numeric', data: value === null ? { column } : { column, value } }, text);
  // "unknown", never a guess, where the files cannot tell (no paired case, a verdict unknown).
  const pct = (x: number | null) => (x === null ? 'unknown' : percent(x));
  const points = (x: number | null) => (x === null ? 'unknown' : signedPercent(x));
  return h(
    'tr',
    { data: { category: k.category } },
    h('th', { attrs: { scope: 'row' } }, k.category),
    h('td', null, classLabel(k.goldClass)),
    num('nPaired', String(k.nPaired), k.nPaired),
    num('garBaseline', pct(k.garBaseline), k.garBaseline),
    num('garProbe', pct(k.garProbe), k.garProbe),
    num('deltaGar', points(k.deltaGar), k.deltaGar),
    num('accBaseline', pct(k.accBaseline), k.accBaseline),
    num('accProbe', pct(k.accProbe), k.accProbe),
    num('deltaAcc', points(k.deltaAcc), k.deltaAcc),
    num('deltaToolCallEmit', points(k.deltaToolCallEmit), k.deltaToolCallEmit),
    num('gained', String(k.gained), k.gained),
    num('lost', String(k.lost), k.lost),
    num('mcnemarP', pValueText(k.mcnemarP), k.mcnemarP),
    num('triggered', String(k.triggered), k.triggered),
    num('collateralDamage', `${pct(k.collateralDamage)}${k.collateralDamage === null ? '' : '%'} (${k.lost}/${k.hitInBaseline})`, k.collateralDamage),
    num('collateralAmongTouched', `${pct(k.collateralAmongTouched)}${k.collateralAmongTouched === null ? '' : '%'} (${k.lostAmongTouched}/${k.triggered})`, k.collateralAmongTouched),
    num('probeWritten', String(k.probeWritten), k.probeWritten),
  );
}

function bucketButton(c: ProbeComparison, k: ProbeCategory, bucket: TransitionBucket, names: { baseline: string; probe: string }, actions: ProbesActions): HTMLElement {
  const pairs = k.buckets[bucket];
  const baselineFile = c.baseline.groups.find((g) => g.group === k.category.split(':')[0])?.resultFile ?? null;
  const probeFile = c.probe.groups.find((g) => g.group === k.category.split(':')[0])?.resultFile ?? null;
  const title = `${k.category} · ${BUCKET_LABEL[bucket]} · ${names.baseline} → ${names.probe}`;
  const button = h('button', {
    className: 'count',
    attrs: { type: 'button', 'aria-label': `${countOf(pairs.length, 'case')} ${BUCKET_LABEL[bucket]} in ${k.category} from ${names.baseline} to ${names.probe}. ${showThem(pairs.length)}` },
    data: { count: pairs.length },
    on: { click: () => actions.showCases({ kind: 'transitions', title, baselineFile, probeFile, pairs, sideBySide: names }, button) },
  }, String(pairs.length));
  return button;
}
