// Python's `repr(float)`: the shortest digits that read back to the same double (JavaScript finds the
// same digits), laid out by Python's rule: positional for 1e-4 <= |x| < 1e16, else scientific with a
// signed, at-least-two-digit exponent; a whole number keeps a trailing `.0` only when positional.

/** Python `repr(x)` for a finite or non-finite float (`inf`, `-inf`, `nan`). */
export function pyFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  return formatShortest(x, true);
}

/**
 * The shortest round-trip digits of a finite `x` in Python's layout. `addDotZero` is what distinguishes
 * `repr(1.0)` ('1.0') from the parts of `repr(1+2j)` ('(1+2j)').
 */
export function formatShortest(x: number, addDotZero: boolean): string {
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  const [mantissa, exponent] = Math.abs(x).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  const decimalPoint = Number(exponent) + 1; // digits are 0.d1d2... x 10^decimalPoint
  if (x === 0) return sign + (addDotZero ? '0.0' : '0');
  if (decimalPoint <= -4 || decimalPoint > 16) {
    const e = decimalPoint - 1;
    const frac = digits.length > 1 ? `.${digits.slice(1)}` : '';
    return `${sign}${digits[0]}${frac}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (decimalPoint <= 0) return `${sign}0.${'0'.repeat(-decimalPoint)}${digits}`;
  if (decimalPoint >= digits.length) {
    return sign + digits + '0'.repeat(decimalPoint - digits.length) + (addDotZero ? '.0' : '');
  }
  return `${sign}${digits.slice(0, decimalPoint)}.${digits.slice(decimalPoint)}`;
}
