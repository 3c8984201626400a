// Python's `format(x, ".1f")`: rounds the exact binary value half-to-even. JavaScript's toFixed
// rounds ties away from zero (12.25 -> "12.3" where Python prints "12.2"), so the table would differ.

export function pyFixed(x: number, digits: number, plusSign = false): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return `${x < 0 ? '-' : plusSign ? '+' : ''}inf`;
  const negative = x < 0 || Object.is(x, -0);
  const body = roundHalfEven(Math.abs(x), digits);
  return `${negative ? '-' : plusSign ? '+' : ''}${body}`;
}

function roundHalfEven(x: number, digits: number): string {
  // toFixed(d) is exact when the value is not a tie; a tie shows as ...5 followed by zeros when we
  // ask for more digits than the double holds (toFixed is exact up to 100 digits).
  const exact = x.toFixed(Math.min(100, digits + 60));
  const cut = exact.indexOf('.') + digits + (digits > 0 ? 1 : 0);
  const rest = exact.slice(cut).replace('.', '');
  const isTie = /^50*$/.test(rest);
  if (!isTie) return x.toFixed(digits);
  const kept = exact.slice(0, cut).replace(/\.$/, '');
  const lastDigit = Number(kept[kept.length - 1]);
  if (lastDigit % 2 === 0) return kept;
  return x.toFixed(digits); // toFixed rounds the tie up, which is the even neighbour here
}
