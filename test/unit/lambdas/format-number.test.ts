import { formatNumber } from '../../../lambdas/shared/contracts/format-number';

// Intl is the oracle: formatNumber must print exactly what toLocaleString('en-US') prints.
const intl = (value: number, fractionDigits: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: fractionDigits });

describe('formatNumber', () => {
  it.each([0, 1, 7, 12, 999, 1000, 1001, 20_000, 99_999, 100_000, 1_234_567, 9_007_199_254_740_991])(
    'groups %d as en-US does',
    (value) => {
      expect(formatNumber(value)).toBe(intl(value, 0));
    },
  );

  it('agrees with en-US on every whole number up to 20,000 and a spread of larger ones', () => {
    const values = [...Array(20_001).keys(), ...Array.from({ length: 2_000 }, (_, i) => i * 7_919_117)];
    const differing = values.filter((value) => formatNumber(value) !== intl(value, 0));
    expect(differing).toEqual([]);
  });

  it('keeps at most the decimals asked for, without trailing zeros, as maximumFractionDigits does', () => {
    const values = Array.from({ length: 5_000 }, (_, i) => i * 0.37 + i / 1_000);
    for (const digits of [0, 1, 2])
      expect(values.filter((value) => formatNumber(value, digits) !== intl(value, digits))).toEqual([]);
    expect(formatNumber(2.0, 1)).toBe('2');
    expect(formatNumber(1234.56, 1)).toBe('1,234.6');
  });

  it('signs negative numbers and groups their digits', () => {
    expect(formatNumber(-1234567)).toBe('-1,234,567');
    expect(formatNumber(-12.25, 1)).toBe(intl(-12.25, 1));
  });
});
