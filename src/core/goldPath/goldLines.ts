// The gold path as lines of text, each with a kind the views colour, whatever the benchmark: the
// command prints them, the case view puts them under what they explain. Two columns, model │ gold.
import type { AlignmentKind } from './callAlignment';

/** `extraWrite`: an extra call that changes the state (BFCL), where the model leaves the gold path. */
export type GoldLineKind = 'head' | 'same' | 'differs' | 'missing' | 'extra' | 'extraWrite' | 'divergence' | 'verdict' | 'note';

export interface GoldLine {
  text: string;
  kind: GoldLineKind;
}

export const MODEL_COLUMN = 56;
// ASCII hyphen, never the minus sign: VS Code boxes characters it can mistake for ASCII (× and − among them).
export const ALIGNMENT_MARKER: Record<AlignmentKind, string> = { same: '=', differs: '≠', missing: '-', extra: '+' };

/** `label model │ gold`, the gold on its own line when the model text is wider than its column. */
export function goldColumns(label: string, model: string, gold: string, kind: GoldLineKind): GoldLine[] {
  const width = MODEL_COLUMN + 3 - label.length - 1;
  if (model.length <= width) return [{ kind, text: `${label} ${model.padEnd(width)} │ ${gold}` }];
  return [
    { kind, text: `${label} ${model}` },
    { kind, text: `${' '.repeat(label.length)} ${''.padEnd(width)} │ ${gold}` },
  ];
}
