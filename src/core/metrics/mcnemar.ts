// The exact two-sided McNemar test on a baseline and a probe's discordant pairs (runs-in-practice.md
// section 2): with b = gained, c = lost and n = b + c, p = min(1, 2 · P[X ≤ min(b, c)]) for
// X ~ Binomial(n, 1/2), and p = 1 when n = 0. Computed with integers (the tail's binomial
// coefficients summed exactly as BigInts) and rounded once to the nearest double, so a p-value is the
// same as any exact computation's, however many pairs disagree.

export function mcnemarExactP(gained: number, lost: number): number {
  if (!Number.isInteger(gained) || !Number.isInteger(lost) || gained < 0 || lost < 0) {
    throw new RangeError(`McNemar's test counts cases: ${gained} gained and ${lost} lost are not both whole numbers of at least 0.`);
  }
  const n = gained + lost;
  if (n === 0) return 1;
  const smaller = Math.min(gained, lost);
  // 2 · tail / 2^n = tail / 2^(n-1); at or past the middle it is at least 1.
  if (2 * smaller >= n) return 1;
  let coefficient = 1n;
  let tail = 1n;
  for (let k = 0; k < smaller; k++) {
    coefficient = (coefficient * BigInt(n - k)) / BigInt(k + 1);
    tail += coefficient;
  }
  return ratioToDouble(tail, 1n << BigInt(n - 1));
}

/** num / den (both positive) rounded to the nearest double, ties to even, as Number() rounds a BigInt. */
function ratioToDouble(num: bigint, den: bigint): number {
  // Scale so that the quotient has at least 64 significant bits, and keep a sticky bit for what the
  // integer division drops, so Number() sees whether the exact value lies above a halfway point.
  const shift = 66 - (bitLength(num) - bitLength(den));
  const scaledNum = shift >= 0 ? num << BigInt(shift) : num;
  const scaledDen = shift >= 0 ? den : den << BigInt(-shift);
  const quotient = scaledNum / scaledDen;
  const sticky = scaledNum % scaledDen === 0n ? 0n : 1n;
  const mantissa = Number((quotient << 1n) | sticky);
  // Scaling by a power of two is exact while the result stays a normal double (p above 2^-1022, which
  // takes over a thousand discordant pairs all one way); below that it is rounded a second time.
  const exponent = -(shift + 1);
  const half = Math.trunc(exponent / 2);
  return mantissa * 2 ** half * 2 ** (exponent - half);
}

function bitLength(x: bigint): number {
  return x.toString(2).length;
}
