import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, timeAgo } from './format';

describe('formatCount', () => {
  it('writes whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
    }
  });
});

describe('timeAgo', () => {
  it('names the largest whole unit, and "just now" under a minute', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', now)).toBe('yesterday');
  });
});

describe('formatLongDate', () => {
  it('writes the en-US long form, in UTC when asked and else in the local zone', () => {
    const at = '2026-11-22T23:30:00Z';
    expect(formatLongDate(at, 'UTC')).toBe('November 22, 2026');
    expect(formatLongDate(at)).toBe(
      new Date(at).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    );
  });
});
