// The summary (and a comparison of two runs) as a Markdown document. Model names, domains, case ids,
// paths and warnings are untrusted text: every table cell is plain text escaped by one escaper (text),
// unless it is Markdown made here from escaped parts (markup), so no HTML, link or cell can come from them.
import { ACTION_CLASSES, classLabel } from '../classify/actionClass';
import { TRANSITION_KINDS, TRANSITION_LABEL, type RunComparison } from '../metrics/compare';
import type { RunSummary } from '../metrics/types';
import { interval, overallPercent, percent, signedPercent } from './numbers';
import { runLabels } from './runLabels';
import type { ExportStamp } from './stamp';
import { emitClassesOf } from './emitClasses';
import { goldLabelOf, inShownOrder, summaryRows } from './summaryRows';
import { markdownInline } from '../text/escape';
import { comparisonNote } from '../metrics/comparisonNote';

const BOUND_MARK = '⚠ Acc > GAR';

/** `order`: the rows as the panel shows them (indexes into summaryRows), else as read. */
export function summaryMarkdown(runs: readonly RunSummary[], stamp: ExportStamp, order?: readonly number[]): string {
  const header = [
    'Run', 'Category', 'Gold', 'n', 'GAR', 'GAR 95% CI', 'Acc', 'GAR − Acc',
    ...ACTION_CLASSES.map((c) => `${classLabel(c)} emit`), 'Bound-violating cases',
  ];
  const notes = new Footnotes();
  const rows = inShownOrder(summaryRows(runs, emitClassesOf), order).map((r): Cell[] => [
    r.run, markup(`${text(r.group)}${notes.marks(r.marks.map((m) => (m.code === 'population' ? m.text : `[${m.code}] ${m.text}`)))}`), r.goldLabel, String(r.n), percent(r.gar), r.gar === null ? '—' : interval(r.garCi95),
    percent(r.acc), r.boundViolation ? markup(`**${signedPercent(r.garMinusAcc)}** ${BOUND_MARK}`) : signedPercent(r.garMinusAcc),
    ...ACTION_CLASSES.map((c) => percent(r.emitRates?.[c] ?? null)), String(r.violatingCases),
  ]);
  const labels = runLabels(runs);
  const lines = [
    '# Calibration Summary',
    '',
    stampLine(stamp),
    '',
    table(header, rows, 3),
    '',
    ...notes.lines(),
    '## Overall Acc',
    '',
    ...runs.map((run, i) => `- ${text(labels[i] ?? run.model)}: ${overallPercent(run.overallAcc)}`),
    '',
    ...warningSection(runs, labels),
    ...inputSection(stamp),
  ];
  return lines.join('\n');
}

export function comparisonMarkdown(comparison: RunComparison, stamp: ExportStamp): string {
  const [baseLabel, probeLabel] = runLabels([comparison.baseline, comparison.probe]) as [string, string];
  const header = [
    'Category', 'Gold', 'GAR baseline', 'GAR probe', 'Δ GAR', 'Acc baseline', 'Acc probe', 'Δ Acc',
    ...TRANSITION_KINDS.map((k) => TRANSITION_LABEL[k]),
  ];
  const notes = new Footnotes();
  const rows = comparison.groups.map((c): Cell[] => [
    markup(`${text(c.group)}${notes.marks([comparisonNote(comparison, c)].filter(Boolean))}`), goldLabelOf(c.goldClass, c.subset), percent(c.baseline?.gar ?? null), percent(c.probe?.gar ?? null),
    signedPercent(c.garChange), percent(c.baseline?.acc ?? null), percent(c.probe?.acc ?? null),
    signedPercent(c.accChange), ...TRANSITION_KINDS.map((k) => String(c.transitions[k].length)),
  ]);
  // A group of several rows (tau2: a row per gold class and ASK subset) names the row too.
  const rowName = (c: (typeof comparison.groups)[number]) =>
    comparison.groups.filter((g) => g.group === c.group).length > 1 ? `${c.group} ${goldLabelOf(c.goldClass, c.subset)}` : c.group;
  const caseLists = comparison.groups.flatMap((c) =>
    TRANSITION_KINDS.filter((k) => c.transitions[k].length > 0).flatMap((k) => [
      `### ${text(rowName(c))}: ${TRANSITION_LABEL[k]} (${c.transitions[k].length})`,
      '',
      ...c.transitions[k].map((t) => `- ${code(t.id)}`),
      '',
    ]),
  );
  const lines = [
    '# Calibration Comparison',
    '',
    `Baseline: ${text(baseLabel)}, ${code(comparison.baseline.results)}  `,
    `Probe: ${text(probeLabel)}, ${code(comparison.probe.results)}`,
    '',
    stampLine(stamp),
    '',
    table(header, rows, 2),
    '',
    ...notes.lines(),
    `Overall Acc: ${overallPercent(comparison.baseline.overallAcc)} → ${overallPercent(comparison.probe.overallAcc)} (${signedPercent(comparison.overallAccChange, 2)})`,
    '',
    ...(caseLists.length ? ['## Cases that changed', '', ...caseLists] : []),
    ...inputSection(stamp),
  ];
  return lines.join('\n');
}

/**
 * What a row is marked with (rowMarks.ts), as footnotes: the mark in the row, the sentence under the
 * table, one number per distinct sentence so a sentence that marks many rows is written once.
 */
class Footnotes {
  private readonly numbers = new Map<string, number>();

  marks(sentences: readonly string[]): string {
    return sentences
      .map((sentence) => {
        let n = this.numbers.get(sentence);
        if (n === undefined) this.numbers.set(sentence, (n = this.numbers.size + 1));
        return `[^${n}]`;
      })
      .join('');
  }

  lines(): string[] {
    if (this.numbers.size === 0) return [];
    return [...[...this.numbers].map(([sentence, n]) => `[^${n}]: ${text(sentence)}`), ''];
  }
}

function stampLine(stamp: ExportStamp): string {
  return (
    `Exported by Calibration Lens ${text(stamp.extensionVersion)} at ${stamp.exportedAt}; ` +
    `classifier rules ${text(stamp.rulesVersion)}.`
  );
}

function warningSection(runs: readonly RunSummary[], labels: string[]): string[] {
  const items = runs.flatMap((run, i) => run.warnings.map((w) => `- ${text(labels[i] ?? run.model)}: ${text(w)}`));
  return items.length ? ['## Warnings', '', ...items, ''] : [];
}

function inputSection(stamp: ExportStamp): string[] {
  return [
    '## Input files',
    '',
    table(
      ['File', 'sha256'],
      stamp.inputs.map((f): Cell[] => [markup(code(f.path, true)), f.sha256 ?? `not readable: ${f.error ?? 'unknown error'}`]),
      0,
    ),
    '',
  ];
}

/** Markdown made here from escaped parts (a bold number, a code span), put in a cell as it is. */
interface Markup {
  readonly markdown: string;
}
const markup = (markdown: string): Markup => ({ markdown });
/** A table cell: plain text (escaped by `text`, whatever it holds) or markup. */
type Cell = string | Markup;

/** `firstNumeric`: columns from this index on are right-aligned. The header is ours; every cell is escaped here. */
function table(header: string[], rows: Cell[][], firstNumeric: number): string {
  const align = header.map((_, i) => (i >= firstNumeric && firstNumeric > 0 ? '--:' : '---'));
  const cells = rows.map((row) => row.map((c) => (typeof c === 'string' ? text(c) : c.markdown)));
  return [header, align, ...cells].map((row) => `| ${row.join(' | ')} |`).join('\n');
}

/** Plain text on one line, shown as it is: no markup, link or HTML can come from it (core/text/escape). */
export function text(value: string): string {
  return markdownInline(oneLine(value));
}

/**
 * A code span that holds any text literally (fence longer than any backtick run inside). In a table
 * cell a pipe still ends the cell, even in code, so there it is escaped (GFM renders `\|` as `|`).
 */
export function code(value: string, inTable = false): string {
  const body = inTable ? oneLine(value).replace(/\|/g, '\\|') : oneLine(value);
  const longestRun = Math.max(0, ...(body.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  const pad = body.startsWith('`') || body.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${body}${pad}${fence}`;
}

function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ');
}
