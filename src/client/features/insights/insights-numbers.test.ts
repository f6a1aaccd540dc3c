import { describe, expect, it } from 'vitest';
import type { InsightsWeek } from '@/contract/insights';
import { compactUsd, INSIGHTS_COLUMNS, summaryTiles } from './insights-numbers';

const week = (weekStart: string, figures: Partial<InsightsWeek> = {}): InsightsWeek => ({
  weekStart,
  appearances: 0,
  profileViews: 0,
  requestsReceived: 0,
  requestsAnswered: 0,
  medianResponseMinutes: null,
  estimatesSent: 0,
  hires: 0,
  winRate: null,
  valueQuotedCents: 0,
  invoicedCents: 0,
  collectedCents: 0,
  outstandingCents: 0,
  valueWonCents: 0,
  ...figures,
});

/** Twelve weeks from Monday 2026-09-07, the figures of week i given by `of(i)`. */
const twelveWeeks = (of: (i: number) => Partial<InsightsWeek>) =>
  Array.from({ length: 12 }, (_, i) =>
    week(new Date(Date.UTC(2026, 8, 7 + 7 * i)).toISOString().slice(0, 10), of(i)),
  );

describe('summaryTiles', () => {
  it('adds up the last four weeks and compares them with the four before', () => {
    const weeks = twelveWeeks((i) => ({
      // Weeks 4-7: 10 views each (40); weeks 8-11: 12 each (48), +20 %.
      profileViews: i >= 8 ? 12 : i >= 4 ? 10 : 99,
      appearances: i >= 8 ? 50 : i >= 4 ? 100 : 0,
      requestsReceived: 3,
      hires: i >= 8 ? 1 : 0,
      valueWonCents: i === 11 ? 125_050 : 0,
    }));
    const tiles = Object.fromEntries(summaryTiles(weeks, 'en').map((t) => [t.label, t]));
    expect(tiles['insights.profileViews']).toEqual({
      label: 'insights.profileViews',
      value: '48',
      change: { percent: 20 },
    });
    expect(tiles['insights.appearances']!.change).toEqual({ percent: -50 });
    expect(tiles['insights.requestsReceived']!.change).toBe('same');
    expect(tiles['insights.hires']).toMatchObject({ value: '4', change: 'new' });
    expect(tiles['insights.valueWon']!.value).toBe('$1,250.50');
  });

  it('calls nothing against nothing the same, not a change', () => {
    const tiles = summaryTiles(
      twelveWeeks(() => ({})),
      'en',
    );
    expect(tiles.every((t) => t.change === 'same' && /^(0|\$0\.00)$/.test(t.value))).toBe(true);
  });
});

describe('the table columns', () => {
  it('read an unmeasured week as nothing, not as zero', () => {
    const quiet = week('2026-11-23');
    // The message asked for and its values, as the page's language would be given them.
    const say = (id: string, values?: object) => `${id} ${JSON.stringify(values)}`;
    const figure = (key: string, w: InsightsWeek) =>
      INSIGHTS_COLUMNS.find((c) => c.key === key)!.format(w, say, 'en');
    expect(figure('medianResponseMinutes', quiet)).toBeNull();
    expect(figure('outstandingCents', week('2026-11-23', { outstandingCents: 123_457 }))).toBe(
      '$1,234.57',
    );
    expect(figure('winRate', quiet)).toBeNull();
    const busy = week('2026-11-23', { medianResponseMinutes: 89.5, winRate: 2 / 3 });
    expect(figure('medianResponseMinutes', busy)).toBe('format.duration {"unit":"hour","n":2}');
    expect(figure('winRate', busy)).toBe('67%');
  });
});

describe('compactUsd', () => {
  it('shortens thousands and millions for an axis', () => {
    expect(compactUsd(35_000)).toBe('$350');
    expect(compactUsd(120_000)).toBe('$1.2K');
    expect(compactUsd(100_000)).toBe('$1K');
    expect(compactUsd(250_000_000)).toBe('$2.5M');
  });
});
