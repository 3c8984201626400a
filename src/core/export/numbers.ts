// How the summary prints its numbers, the same in the panel and in every export and as the CLI's table:
// Python's rounding (pyFixed), percentages with one decimal, differences signed, overall Acc with two.
import { pyFixed } from '../text/pyFixed';

/** "57.0"; "—" when there is no number. */
export function percent(value: number | null): string {
  return value === null ? '—' : pyFixed(value, 1);
}

/** "+42.0" / "-65.0"; a tiny negative difference stays "-0.0", since Acc > GAR is still a violation. */
export function signedPercent(value: number | null, digits = 1): string {
  return value === null ? '—' : pyFixed(value, digits, true);
}

/** The reference prints overall Acc with two decimals ("51.62"). */
export function overallPercent(value: number | null): string {
  return value === null ? '—' : pyFixed(value, 2);
}

/** A p-value: "0.062" (three decimals), "2.0e-3" below 0.001 so that a small one is not "0.000". */
export function pValueText(p: number): string {
  return p >= 0.001 ? pyFixed(p, 3) : p.toExponential(1);
}

/** "96.4–99.7". */
export function interval([low, high]: [number, number]): string {
  return `${pyFixed(low, 1)}–${pyFixed(high, 1)}`;
}

/**
 * For machine-read output (CSV): enough digits to recompute anything, without the float noise of
 * 100 * k / n (28.000000000000004 -> 28).
 */
export function plainNumber(value: number | null): string {
  return value === null ? '' : String(Number(value.toFixed(6)));
}
