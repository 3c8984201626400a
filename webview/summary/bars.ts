// The two small charts of a row: GAR's 95% interval on a 0-100 scale (with Acc marked on the same
// scale, so Acc > GAR shows), and the class mix as a stacked bar. Each is an image with a spoken label;
// sizes are set through the style object (allowed by the CSP, unlike style attributes).
import { CLASS_PRIORITY, classLabel, type ActionClass } from '../../src/core/classify/actionClass';
import { percent } from '../../src/core/export/numbers';
import type { RowSource } from '../../src/core/export/summaryRows';
import { countOf } from '../../src/core/text/countOf';
import { h } from './element';

export function intervalBar(c: RowSource): HTMLElement {
  const [low, high] = c.garCi95;
  const label =
    c.gar === null
      ? c.goldClass === null ? 'No GAR: the group has no gold (GAR needs gold).' : 'No GAR: the category has no cases.'
      : `GAR ${percent(c.gar)}%, 95% interval ${percent(low)} to ${percent(high)}` +
        (c.acc === null ? '' : `; Acc ${percent(c.acc)}%${c.acc > c.gar ? ', above GAR' : ''}`);
  const bar = h('span', { className: 'interval-bar', attrs: { role: 'img', 'aria-label': label, title: label } });
  if (c.gar === null) return bar;
  const range = h('span', { className: 'interval-range' });
  range.style.left = `${low}%`;
  range.style.width = `${Math.max(high - low, 0.5)}%`;
  const point = h('span', { className: 'interval-point' });
  point.style.left = `${c.gar}%`;
  bar.append(range, point);
  if (c.acc !== null) {
    const acc = h('span', { className: c.acc > c.gar ? 'interval-acc above' : 'interval-acc' });
    acc.style.left = `${c.acc}%`;
    bar.append(acc);
  }
  return bar;
}

/** How many cases emit each class, and how many emit none. */
export function classCounts(c: RowSource): Record<ActionClass | 'none', number> {
  const counts = { tool_call: 0, ask: 0, refuse: 0, confirm: 0, other: 0, none: 0 };
  for (const k of c.cases) {
    if (k.classes.length === 0) counts.none++;
    for (const cls of k.classes) counts[cls]++;
  }
  return counts;
}

/**
 * Segments in proportion to the cases that emit each class (a case emitting two classes counts in
 * both), so the widths compare classes; the exact counts are in the label.
 */
export function classMixBar(c: RowSource): HTMLElement {
  const counts = classCounts(c);
  const parts: readonly (ActionClass | 'none')[] = [...CLASS_PRIORITY, 'none'];
  const total = parts.reduce((sum, p) => sum + counts[p], 0);
  const label =
    `Class mix of ${countOf(c.n, 'case')}: ` +
    parts.map((p) => `${p === 'none' ? 'no class' : classLabel(p)} in ${counts[p]}`).join(', ') +
    '.';
  const bar = h('span', { className: 'mix-bar', attrs: { role: 'img', 'aria-label': label, title: label } });
  if (total === 0) return bar;
  for (const p of parts) {
    if (counts[p] === 0) continue;
    const segment = h('span', { className: `mix-segment class-${p}`, data: { cls: p } });
    segment.style.width = `${(100 * counts[p]) / total}%`;
    bar.append(segment);
  }
  return bar;
}
