/** Rounds the shortest decimal that reads back as a non-negative number, half away from zero, as Intl does. */
function roundDecimal(text: string, digits: number): string {
  const [whole = '', fraction = ''] = text.split('.');
  if (fraction.length <= digits) return fraction ? `${whole}.${fraction}` : whole;
  const kept = whole + fraction.slice(0, digits);
  const rounded = fraction[digits]! >= '5' ? String(BigInt(kept) + 1n).padStart(kept.length, '0') : kept;
  const decimals = rounded.slice(rounded.length - digits).replace(/0+$/, '');
  const units = rounded.slice(0, rounded.length - digits);
  return decimals ? `${units}.${decimals}` : units;
}

/**
 * A number as en-US writes it: digits grouped in threes, at most `fractionDigits` decimals, no trailing zeros
 * (12,345; 1,234.5). The same text as `toLocaleString('en-US', { maximumFractionDigits })`, without its cost:
 * the first Intl call in a process loads ICU's number formatting, about 15 ms of a function's cold start.
 */
export function formatNumber(value: number, fractionDigits = 0): string {
  const shortest = String(Math.abs(value));
  const text = shortest.includes('e')
    ? String(Number(Math.abs(value).toFixed(fractionDigits)))
    : roundDecimal(shortest, fractionDigits);
  const [whole = '', fraction] = text.split('.');
  const sign = value < 0 && /[1-9]/.test(text) ? '-' : '';
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, ',') + (fraction ? `.${fraction}` : '');
}
