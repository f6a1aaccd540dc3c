import { describe, expect, it } from 'vitest';
import { SeededRandom } from './random';

describe('SeededRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const c = new SeededRandom(43);
    const take = (r: SeededRandom) => Array.from({ length: 5 }, () => r.int(0, 1000));
    expect(take(a)).toEqual(take(b));
    expect(take(new SeededRandom(42))).not.toEqual(take(c));
  });

  it('samples without repetition and stays in range', () => {
    const r = new SeededRandom(7);
    const picked = r.sample([1, 2, 3, 4, 5], 3);
    expect(new Set(picked).size).toBe(3);
    for (let i = 0; i < 100; i++) expect(r.int(3, 5)).toBeGreaterThanOrEqual(3);
  });
});
