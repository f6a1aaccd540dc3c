import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGE,
  mulDivRoundingHalfUp,
  invoiceInputSchema,
  invoiceTotals,
  offlinePaymentSchema,
} from './invoice';

describe('invoice totals', () => {
  it('round each line half up to a cent, exactly (no floating point on money)', () => {
    // 0.29 × 100 is 28.999… in floating point; 1005 ¢ × 1.5 is 1507.5 → 1508.
    expect(
      invoiceTotals({
        lines: [{ quantity: 0.29, unitPriceCents: 100 }],
        taxRateBp: 0,
        discountCents: 0,
      }).totalCents,
    ).toBe(29);
    expect(
      invoiceTotals({
        lines: [{ quantity: 1.5, unitPriceCents: 1005 }],
        taxRateBp: 0,
        discountCents: 0,
      }).amounts,
    ).toEqual([1508]);
  });

  it('take the discount off the lines, then add the tax on the rest, rounded once', () => {
    const totals = invoiceTotals({
      lines: [
        { quantity: 1, unitPriceCents: 333 },
        { quantity: 1, unitPriceCents: 333 },
        { quantity: 1, unitPriceCents: 333 },
      ],
      taxRateBp: 750,
      discountCents: 99,
    });
    // 999 − 99 = 900; 7.5 % of 900 = 67.5 → 68 (per line it would be 3 × 24.975 → 75).
    expect(totals).toEqual({
      amounts: [333, 333, 333],
      subtotalCents: 999,
      taxCents: 68,
      totalCents: 968,
    });
  });

  it('stay exact at the largest amounts allowed', () => {
    const totals = invoiceTotals({
      lines: [{ quantity: 10_000, unitPriceCents: 100_000_000 }],
      taxRateBp: 10_000,
      discountCents: 0,
    });
    expect(totals.subtotalCents).toBe(1_000_000_000_000);
    expect(totals.taxCents).toBe(1_000_000_000_000);
    expect(mulDivRoundingHalfUp(5, 1, 10)).toBe(1);
    expect(mulDivRoundingHalfUp(4, 1, 10)).toBe(0);
    // The product, 9999000000029997, is odd and over 2^53: not a double, exact in BigInt.
    expect(mulDivRoundingHalfUp(1_000_000_000_003, 9_999, 9_999)).toBe(1_000_000_000_003);
  });
});

describe('the invoice input', () => {
  it('accepts quantities with at most two decimals and whole cents only', () => {
    const line = { description: 'Labour', quantity: 7.25, unitPriceCents: 8_550 };
    const input = { lines: [line], taxRateBp: 0, discountCents: 0, notes: '', dueDate: null };
    expect(invoiceInputSchema.safeParse(input).success).toBe(true);
    for (const bad of [
      { quantity: 1.234 },
      { quantity: 0 },
      { unitPriceCents: 1.5 },
      { unitPriceCents: -1 },
    ]) {
      const parsed = invoiceInputSchema.safeParse({ ...input, lines: [{ ...line, ...bad }] });
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("an offline payment's day", () => {
  const payment = (receivedOn: unknown) =>
    offlinePaymentSchema.safeParse({ method: 'cash', amountCents: 100, receivedOn });

  it.each(['99999999999999999999999', '2030-02-30', '2030-2-3', '+275760-09-14'])(
    'refuses %s with the date message, without throwing',
    (receivedOn) => {
      const result = payment(receivedOn);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(DATE_MESSAGE);
    },
  );

  it('takes a real day that has passed', () => {
    expect(payment('2024-02-29').success).toBe(true);
  });
});
