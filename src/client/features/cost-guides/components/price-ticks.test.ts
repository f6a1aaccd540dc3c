import { describe, expect, it } from 'vitest';
import { priceTicks } from './price-ticks';

describe('priceTicks', () => {
  it('marks round prices, at most four, inside the range', () => {
    expect(priceTicks(24_500, 105_500)).toEqual([25_000, 50_000, 75_000, 100_000]);
    expect(priceTicks(14_500, 95_500)).toEqual([25_000, 50_000, 75_000]);
    expect(priceTicks(5_500, 9_500)).toEqual([6_000, 8_000]);
    expect(priceTicks(15_000, 150_000)).toEqual([50_000, 100_000, 150_000]);
    expect(priceTicks(1_000, 1_200)).toEqual([1_000, 1_100, 1_200]);
  });

  it('marks nothing without a range', () => {
    expect(priceTicks(5_000, 5_000)).toEqual([]);
  });
});
