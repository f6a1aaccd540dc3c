import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  localDay,
  startOfDay,
  minutesToTime,
  slotsByDay,
  timeLabel,
  timeToMinutes,
  zoneLabel,
} from './visit-time';

describe('visit times in the company zone', () => {
  it('groups free times by their local day in the zone, not the viewer’s or UTC', () => {
    // 17:00 and 18:30 in Denver on 2 Nov 2026 are 00:00 and 01:30 UTC the next day.
    const slots = ['2026-11-02T16:00:00Z', '2026-11-03T00:00:00Z', '2026-11-03T01:30:00Z'];
    expect(slotsByDay(slots, 'America/Denver')).toEqual([{ day: '2026-11-02', slots }]);
    expect(slotsByDay(slots, 'UTC').map((d) => d.day)).toEqual(['2026-11-02', '2026-11-03']);
  });

  it('reads the wall clock across a daylight-saving change', () => {
    // Denver: 9:00 MDT (UTC-6) on Saturday 31 Oct, 9:00 MST (UTC-7) on Monday 2 Nov 2026.
    expect(timeLabel('2026-10-31T15:00:00Z', 'America/Denver', 'en')).toBe('9:00 AM');
    expect(timeLabel('2026-11-02T16:00:00Z', 'America/Denver', 'en')).toBe('9:00 AM');
    expect(localDay('2026-11-01T06:30:00Z', 'America/Denver')).toBe('2026-11-01');
  });

  it('says days, times and zones in the page’s language', () => {
    const at = '2026-12-01T17:00:00Z';
    expect(dayLabel(at, 'America/Denver', 'en')).toBe('Tue, Dec 1');
    expect(dayLabel(at, 'America/Denver', 'es')).toMatch(/^mar, 1 dic/);
    expect(timeLabel(at, 'America/Denver', 'es')).toBe('10:00');
    expect(zoneLabel('America/Denver', 'en')).toBe('Mountain Time');
  });

  it('finds the instant a local day starts in a zone, daylight saving or not', () => {
    expect(startOfDay('2026-07-04', 'America/Denver')).toBe('2026-07-04T06:00:00.000Z');
    expect(startOfDay('2026-12-24', 'America/Denver')).toBe('2026-12-24T07:00:00.000Z');
    // The day clocks go back (1 Nov 2026) starts in daylight time.
    expect(startOfDay('2026-11-01', 'America/Denver')).toBe('2026-11-01T06:00:00.000Z');
    expect(startOfDay('2026-11-02', 'America/Denver')).toBe('2026-11-02T07:00:00.000Z');
  });

  it('turns minutes of the day into a time input’s value and back', () => {
    expect(minutesToTime(9 * 60 + 30)).toBe('09:30');
    expect(timeToMinutes('17:45')).toBe(17 * 60 + 45);
  });
});
