// The gold path as lines of text, each with a kind the views colour, whatever the benchmark: the
// command prints them, the case view puts them under what they explain. Two layouts of a row: side
// by side (model │ gold) where the text has the room, stacked (the model's call, the gold's below
// it) in a narrow column, where side by side wraps into fragments.
import type { AlignmentKind } from './callAlignment';

/** `extraWrite`: an extra call that changes the state (BFCL), where the model leaves the gold path. */
export type GoldLineKind = 'head' | 'same' | 'differs' | 'missing' | 'extra' | 'extraWrite' | 'divergence' | 'verdict' | 'note';

export interface GoldLine {
  text: string;
  kind: GoldLineKind;
}

/** A gold line's place in a case view, for the editor to colour. */
export interface GoldMark {
  /** 0-based line in the case view. */
  line: number;
  kind: GoldLineKind;
}

/** `columns`: model │ gold on one line; `stacked`: the gold under the model's call. */
export type GoldLayout = 'columns' | 'stacked';

export const MODEL_COLUMN = 56;
/** Characters a line of side by side needs: the model's column, the bar, and a short gold call (89). */
export const COLUMNS_WIDTH = MODEL_COLUMN + 3 + 30;
// ASCII hyphen, never the minus sign: VS Code boxes characters it can mistake for ASCII (× and − among them).
export const ALIGNMENT_MARKER: Record<AlignmentKind, string> = { same: '=', differs: '≠', missing: '-', extra: '+' };

/**
 * The head of the two columns, `The model's calls │ The ground truth's calls (score line)`; stacked,
 * `The model's calls; under each, gold: the ground truth's calls (score line)`.
 */
export function goldHead(model: string, gold: string, layout: GoldLayout): GoldLine {
  return layout === 'columns'
    ? { kind: 'head', text: `  ${model.padEnd(MODEL_COLUMN + 1)} │ ${gold}` }
    : { kind: 'head', text: `  ${model}; under each, gold: ${gold.charAt(0).toLowerCase()}${gold.slice(1)}` };
}

/**
 * `label model │ gold`, the gold on a line of its own when the model text is wider than its column.
 * Stacked: `label model`, then `gold: …` under it, each as long as it is (the view wraps it).
 */
export function goldColumns(label: string, model: string, gold: string, kind: GoldLineKind, layout: GoldLayout = 'columns'): GoldLine[] {
  if (layout === 'stacked') {
    return [
      { kind, text: `${label} ${model || '(no call)'}` },
      { kind, text: `${' '.repeat(label.length + 1)}gold: ${gold}` },
    ];
  }
  const width = MODEL_COLUMN + 3 - label.length - 1;
  if (model.length <= width) return [{ kind, text: `${label} ${model.padEnd(width)} │ ${gold}` }];
  return [
    { kind, text: `${label} ${model}` },
    { kind, text: `${' '.repeat(label.length)} ${''.padEnd(width)} │ ${gold}` },
  ];
}
