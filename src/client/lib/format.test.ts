import { describe, expect, it } from 'vitest';
import { dayParts, formatCount, longDateParts, messageTime, timeAgo } from './format';

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
    expect(timeAgo('2026-11-23T11:59:30Z', 'en', now)).toBe('just now');
    expect(timeAgo('2026-11-23T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-22T12:00:00Z', 'en', now)).toBe('yesterday');
  });

  it('says it in Spanish when asked', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(timeAgo('2026-11-23T11:59:30Z', 'es', now)).toBe('hace un momento');
    expect(timeAgo('2026-11-23T09:00:00Z', 'es', now)).toBe('hace 3 horas');
    expect(timeAgo('2026-11-22T12:00:00Z', 'es', now)).toBe('ayer');
  });
});

describe('messageTime', () => {
  it('names the weekday within a week, in the language asked', () => {
    const at = new Date(2026, 10, 20, 15, 45);
    const now = at.getTime() + 48 * 3_600_000;
    expect(messageTime(at.toISOString(), 'en', now)).toMatch(/^Friday 3:45\sPM$/);
    expect(messageTime(at.toISOString(), 'es', now)).toMatch(/^viernes 3:45\sp\.\s?m\.$/);
  });
});

describe('dayParts', () => {
  it('reads a calendar date, months from 0', () => {
    expect(dayParts('2026-12-01')).toEqual({ year: 2026, month: 11, day: 1 });
  });
});

describe('longDateParts', () => {
  it('gives the day in UTC when asked, else in the local zone', () => {
    const at = '2026-11-22T23:30:00Z';
    expect(longDateParts(at, 'UTC')).toEqual({ year: 2026, month: 10, day: 22 });
    const local = new Date(at);
    expect(longDateParts(at)).toEqual({
      year: local.getFullYear(),
      month: local.getMonth(),
      day: local.getDate(),
    });
  });
});
