import { describe, expect, it } from 'vitest';
import { decimalOfCents, dollarsOfCents, formatUsd } from './money';

describe('money as text, from the cents’ digits', () => {
  it('writes cents as a decimal, exact beyond 2^53', () => {
    expect(decimalOfCents(123_457)).toBe('1234.57');
    expect(decimalOfCents(5)).toBe('0.05');
    expect(decimalOfCents(0)).toBe('0.00');
    expect(decimalOfCents(-5)).toBe('-0.05');
    expect(decimalOfCents(-120_000)).toBe('-1200.00');
    expect(dollarsOfCents(120_000)).toBe('1200');
    expect(dollarsOfCents(120_050)).toBe('1200.50');
  });

  it('formats dollars as before', () => {
    expect(formatUsd(120_000)).toBe('$1,200');
    expect(formatUsd(120_050)).toBe('$1,200.50');
    expect(formatUsd(3)).toBe('$0.03');
    expect(formatUsd(-3_086)).toBe('-$30.86');
  });
});
