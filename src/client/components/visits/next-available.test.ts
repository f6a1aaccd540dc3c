import { describe, expect, it } from 'vitest';
import { availableDay } from './next-available';

describe('the day of "Next available"', () => {
  // Sunday 29 Nov 2026, 22:00 in Denver (05:00 UTC on Monday 30 Nov).
  const now = new Date('2026-11-30T05:00:00Z');
  const denver = (startsAt: string) => ({ startsAt, timeZone: 'America/Denver' });

  it('is named in the business’s zone: today and tomorrow there, not in UTC', () => {
    // 23:00 on Sunday in Denver is Monday in UTC: still today for the business.
    expect(availableDay(denver('2026-11-30T06:00:00Z'), 'en', now)).toBe('today');
    expect(availableDay(denver('2026-11-30T16:00:00Z'), 'en', now)).toBe('tomorrow');
    expect(availableDay(denver('2026-11-30T16:00:00Z'), 'es', now)).toBe('mañana');
  });

  it('is the weekday within the coming week, else the weekday and the date', () => {
    expect(availableDay(denver('2026-12-03T16:00:00Z'), 'en', now)).toBe('Thu');
    expect(availableDay(denver('2026-12-03T16:00:00Z'), 'es', now)).toBe('jue');
    expect(availableDay(denver('2026-12-10T16:00:00Z'), 'en', now)).toBe('Thu, Dec 10');
  });
});
