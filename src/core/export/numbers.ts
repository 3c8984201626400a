// How the summary prints its numbers, the same in the panel and in every export: percentages with one
// decimal as the reference table does, differences signed, overall Acc with two decimals.

/** "57.0"; "—" when there is no number. */
export function percent(value: number | null): string {
  return value === null ? '—' : value.toFixed(1);
}

/** "+42.0" / "-65.0" / "+0.0" (a difference that rounds to zero has no sign to show). */
export function signedPercent(value: number | null, digits = 1): string {
  if (value === null) return '—';
  const text = value.toFixed(digits);
  if (!text.startsWith('-')) return `+${text}`;
  return /^-[0.]+$/.test(text) ? `+${text.slice(1)}` : text;
}

/** The reference prints overall Acc with two decimals ("51.62"). */
export function overallPercent(value: number | null): string {
  return value === null ? '—' : value.toFixed(2);
}

/** "96.4–99.7". */
export function interval([low, high]: [number, number]): string {
  return `${low.toFixed(1)}–${high.toFixed(1)}`;
}

/**
 * For machine-read output (CSV): enough digits to recompute anything, without the float noise of
 * 100 * k / n (28.000000000000004 -> 28).
 */
export function plainNumber(value: number | null): string {
  return value === null ? '' : String(Number(value.toFixed(6)));
}
