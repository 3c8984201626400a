// Two runs of the same benchmark side by side: pick a baseline and a probe, see per category how GAR
// and Acc moved and how many cases changed (each count opens those cases).
import { goldLabelOf } from '../../src/core/export/summaryRows';
import { percent, signedPercent, overallPercent } from '../../src/core/export/numbers';
import { runLabels } from '../../src/core/export/runLabels';
import { TRANSITION_KINDS, TRANSITION_LABEL, compareRuns, type GroupComparison, type TransitionKind } from '../../src/core/metrics/compare';
import type { RunSummary } from '../../src/core/metrics/types';
import type { PairNote } from '../../src/protocol/messages';
import { comparisonNote } from '../../src/core/metrics/comparisonNote';
import { showThem, type CaseListRequest } from './caseQuery';
import { countOf } from '../../src/core/text/countOf';
import { h } from './element';

export interface CompareActions {
  choose(pair: { baseline: number; probe: number }): void;
  /** Asks the extension for more runs (a picker of folders and files). */
  addRuns(): void;
  showCases(request: CaseListRequest, opener: HTMLElement): void;
}

/** `notes`: what to say above a pair of runs that are not comparable (the extension's, with the runs). */
export function compareView(runs: RunSummary[], notes: readonly PairNote[], pair: { baseline: number; probe: number } | null, actions: CompareActions): HTMLElement {
  if (runs.length < 2) {
    const what = runs.length === 0 ? 'no run' : `only ${runLabels(runs)[0]}`;
    return h(
      'div',
      { className: 'compare-view' },
      h('p', { className: 'empty' }, `Comparing needs two runs, and this summary shows ${what}. Pick the other run (for instance a probe run beside its baseline): it is added to the summary.`),
      h('vscode-button', { attrs: { id: 'compare-pick-runs' }, on: { click: () => actions.addRuns() } }, 'Pick runs to compare…'),
    );
  }
  const chosen = pair && runs[pair.baseline] && runs[pair.probe] ? pair : { baseline: 0, probe: 1 };
  const labels = runLabels(runs);
  const picker = (role: 'baseline' | 'probe') => {
    const select = h('vscode-single-select', { attrs: { id: `compare-${role}`, label: role === 'baseline' ? 'Baseline run' : 'Probe run' } });
    labels.forEach((label, i) => select.append(h('vscode-option', { attrs: { value: String(i), selected: chosen[role] === i } }, label)));
    select.addEventListener('change', () => {
      const index = Number((select as unknown as { value: string }).value);
      actions.choose({ ...chosen, [role]: index });
    });
    return h('label', { className: 'picker' }, h('span', null, role === 'baseline' ? 'Baseline' : 'Probe'), select);
  };
  const swap = h('vscode-button', { attrs: { secondary: true }, on: { click: () => actions.choose({ baseline: chosen.probe, probe: chosen.baseline }) } }, 'Swap');
  const baseline = runs[chosen.baseline]!;
  const probe = runs[chosen.probe]!;
  const comparison = compareRuns(baseline, probe);
  const names = { baseline: labels[chosen.baseline]!, probe: labels[chosen.probe]! };
  // The changes first, so they stay in view in a narrow panel.
  const headers = ['Category', 'Gold', 'GAR baseline → probe', 'Δ GAR', 'Acc baseline → probe', 'Δ Acc', ...TRANSITION_KINDS.map((k) => TRANSITION_LABEL[k]), 'n baseline / probe', 'Only in baseline', 'Only in probe', 'Note'];
  const table = h(
    'table',
    { className: 'summary compare', attrs: { 'aria-label': `Change from ${names.baseline} to ${names.probe} per category` } },
    h('thead', null, h('tr', null, ...headers.map((t, i) => h('th', { attrs: { scope: 'col' }, className: i >= 2 ? 'numeric' : '' }, t)))),
    h('tbody', null, ...comparison.groups.map((c) => compareRow(c, comparisonNote(comparison, c), names, actions))),
  );
  const overall = h(
    'p',
    { className: 'overall', data: comparison.overallAccChange === null ? {} : { value: comparison.overallAccChange } },
    `${baseline.totals ? 'pass@1' : 'Overall Acc'} ${overallPercent(baseline.overallAcc)} → ${overallPercent(probe.overallAcc)} (${signedPercent(comparison.overallAccChange, 2)})`,
  );
  // Transitions need the same cases in both runs; say so when there are none in common.
  const shared = comparison.groups.reduce((sum, c) => sum + (c.baseline?.cases.length ?? 0) - c.onlyInBaseline.length, 0);
  const note =
    shared === 0
      ? h('p', { className: 'note', attrs: { role: 'note' } }, `${names.baseline} and ${names.probe} have no case ids in common, so no case can change between them. Are they runs of the same benchmark?`)
      : null;
  // Runs of different harness versions: said above the numbers, which may not be comparable.
  const version = notes.find((n) => n.baseline === chosen.baseline && n.probe === chosen.probe)?.note ?? null;
  const drift = version ? h('p', { className: 'note version-drift', attrs: { role: 'note' } }, version) : null;
  return h('div', { className: 'compare-view' }, h('div', { className: 'pickers' }, picker('baseline'), picker('probe'), swap), drift, note, table, overall);
}

/** `note`: each side's row marks (Acc over other cases than GAR, run-health findings), '' for none. */
function compareRow(c: GroupComparison, note: string, names: { baseline: string; probe: string }, actions: CompareActions): HTMLTableRowElement {
  const num = (column: string, text: string, value: number | null, extra = '') =>
    h('td', { className: `numeric ${extra}`.trim(), data: value === null ? { column } : { column, value } }, text);
  const n = `${c.baseline?.n ?? '—'} / ${c.probe?.n ?? '—'}`;
  const pair = (column: string, before: number | null, after: number | null) =>
    h('td', { className: 'numeric', data: { column, ...(before === null ? {} : { baseline: before }), ...(after === null ? {} : { probe: after }) } }, `${percent(before)} → ${percent(after)}`);
  return h(
    'tr',
    { data: { category: c.group } },
    h('th', { attrs: { scope: 'row' } }, c.group),
    h('td', null, goldLabelOf(c.goldClass, c.subset)),
    pair('gar', c.baseline?.gar ?? null, c.probe?.gar ?? null),
    num('garChange', signedPercent(c.garChange), c.garChange, c.garChange !== null && c.garChange < 0 ? 'worse' : ''),
    withMark(pair('acc', c.baseline?.acc ?? null, c.probe?.acc ?? null), note),
    num('accChange', signedPercent(c.accChange), c.accChange, c.accChange !== null && c.accChange < 0 ? 'worse' : ''),
    ...TRANSITION_KINDS.map((kind) => h('td', { className: 'numeric', data: { column: kind, value: c.transitions[kind].length } }, transitionButton(c, kind, names, actions))),
    h('td', { className: 'numeric', data: { column: 'n' } }, n),
    onlyInOneRun(c, 'baseline', names, actions),
    onlyInOneRun(c, 'probe', names, actions),
    h('td', { className: 'note', data: { column: 'note' } }, note),
  );
}

/** A marked row's Acc carries a mark whose hover is the note, so the change is not read without it. */
function withMark(cell: HTMLElement, note: string): HTMLElement {
  if (note) cell.append(' ', h('span', { className: 'row-mark', attrs: { title: note, 'aria-label': `Note: ${note}`, role: 'img' } }, '†'));
  return cell;
}

function onlyInOneRun(c: GroupComparison, side: 'baseline' | 'probe', names: { baseline: string; probe: string }, actions: CompareActions): HTMLElement {
  const cases = side === 'baseline' ? c.onlyInBaseline : c.onlyInProbe;
  const file = c[side]?.resultFile;
  const column = side === 'baseline' ? 'onlyInBaseline' : 'onlyInProbe';
  const cell = h('td', { className: 'numeric', data: { column, value: cases.length } });
  if (!file) return (cell.append('—'), cell);
  const title = `${c.group} · only in ${names[side]}`;
  const button = h('button', {
    className: 'count',
    attrs: { type: 'button', 'aria-label': `${countOf(cases.length, 'case')} of ${c.group} only in ${names[side]}. ${showThem(cases.length)}` },
    data: { count: cases.length },
    on: { click: () => actions.showCases({ kind: 'cases', title, file, cases }, button) },
  }, String(cases.length));
  cell.append(button);
  return cell;
}

function transitionButton(c: GroupComparison, kind: TransitionKind, names: { baseline: string; probe: string }, actions: CompareActions): HTMLElement {
  const pairs = c.transitions[kind];
  const title = `${c.group} · ${TRANSITION_LABEL[kind]} · ${names.baseline} → ${names.probe}`;
  const button = h('button', {
    className: 'count',
    attrs: { type: 'button', 'aria-label': `${countOf(pairs.length, 'case')} ${TRANSITION_LABEL[kind]} in ${c.group} from ${names.baseline} to ${names.probe}. ${showThem(pairs.length)}` },
    data: { count: pairs.length },
    on: {
      click: () =>
        actions.showCases({ kind: 'transitions', title, baselineFile: c.baseline?.resultFile ?? null, probeFile: c.probe?.resultFile ?? null, pairs }, button),
    },
  }, String(pairs.length));
  return button;
}
