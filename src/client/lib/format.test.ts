import { describe, expect, it } from 'vitest';
import {
  dayParts,
  formatCount,
  formatDecimal,
  formatMoney,
  formatRating,
  longDateParts,
  messageTime,
  timeAgo,
} from './format';

describe('formatRating and formatDecimal', () => {
  it('write a rating to one decimal, and other decimals, as Intl does in the page’s language', () => {
    expect(formatRating(4.66, 'en')).toBe('4.7');
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatDecimal(7.5, 'en')).toBe('7.5');
    expect(formatDecimal(1234.567, 'en')).toBe('1,234.57');
    // Spanish is written as in the United States (es-US, like the dates): a decimal point, as
    // the forms' inputs take it and the money is written ($1,200.50).
    const esUs = (n: number, digits: number) =>
      new Intl.NumberFormat('es-US', { minimumFractionDigits: digits }).format(n);
    expect(formatRating(4, 'es')).toBe(esUs(4, 1));
    expect(formatRating(4.66, 'es')).toBe(esUs(4.7, 1));
    expect(formatDecimal(8.25, 'es')).toBe(esUs(8.25, 0));
  });
});

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

describe('formatMoney', () => {
  it('writes integer cents as USD in the reader’s language, exactly', () => {
    expect(formatMoney(123_457, 'en')).toBe('$1,234.57');
    expect(formatMoney(0, 'es')).toBe('$0.00');
    expect(formatMoney(-3_086, 'en')).toBe('-$30.86');
    expect(formatMoney(900_719_925_474_099, 'en')).toBe('$9,007,199,254,740.99');
  });
});
