import { formatUsd } from '@/contract/estimate';
import type { InsightsWeek } from '@/contract/insights';
import { formatCount, formatDay, formatDuration } from '@/client/lib/format';

/** The weeks a summary tile adds up (the current one included), and as many before to compare. */
export const SUMMARY_WEEKS = 4;

/** "Nov 23": a week's Monday on a chart's axis. */
export function shortDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
  });
}

/** "Nov 23, 2026", and "(this week)" for the last one: it is not over yet. */
export const weekLabel = (week: InsightsWeek, isCurrent: boolean) =>
  `${formatDay(week.weekStart)}${isCurrent ? ' (this week)' : ''}`;

export const formatPercent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Whole minutes: the median of two replies can fall between two. */
export const formatResponseTime = (minutes: number) => formatDuration(Math.round(minutes));

/** "$1.2k", "$350": dollars on a chart's axis, where a whole amount would not fit. */
export function compactUsd(cents: number): string {
  const dollars = cents / 100;
  if (Math.abs(dollars) >= 1_000_000) return `$${+(dollars / 1_000_000).toFixed(1)}M`;
  if (Math.abs(dollars) >= 1000) return `$${+(dollars / 1000).toFixed(1)}k`;
  return `$${Math.round(dollars)}`;
}

/**
 * The columns of the table view, in the order the charts show them: each column's heading and how
 * a week's value reads (null: nothing to measure that week, such as a response time with no reply).
 */
export const INSIGHTS_COLUMNS: ReadonlyArray<{
  key: Exclude<keyof InsightsWeek, 'weekStart'>;
  label: string;
  format: (week: InsightsWeek) => string | null;
}> = [
  { key: 'appearances', label: 'Search appearances', format: (w) => formatCount(w.appearances) },
  { key: 'profileViews', label: 'Profile views', format: (w) => formatCount(w.profileViews) },
  {
    key: 'requestsReceived',
    label: 'Requests received',
    format: (w) => formatCount(w.requestsReceived),
  },
  {
    key: 'requestsAnswered',
    label: 'Requests answered',
    format: (w) => formatCount(w.requestsAnswered),
  },
  {
    key: 'medianResponseMinutes',
    label: 'Median response time',
    format: (w) =>
      w.medianResponseMinutes === null ? null : formatResponseTime(w.medianResponseMinutes),
  },
  { key: 'estimatesSent', label: 'Estimates sent', format: (w) => formatCount(w.estimatesSent) },
  { key: 'hires', label: 'Hires', format: (w) => formatCount(w.hires) },
  {
    key: 'winRate',
    label: 'Win rate',
    format: (w) => (w.winRate === null ? null : formatPercent(w.winRate)),
  },
  { key: 'valueQuotedCents', label: 'Value quoted', format: (w) => formatUsd(w.valueQuotedCents) },
  { key: 'valueWonCents', label: 'Value won', format: (w) => formatUsd(w.valueWonCents) },
];

type Summed = 'appearances' | 'profileViews' | 'requestsReceived' | 'hires' | 'valueWonCents';

export interface SummaryTile {
  label: string;
  /** The last SUMMARY_WEEKS weeks' total, as it reads. */
  value: string;
  /** Against the SUMMARY_WEEKS weeks before: a rounded change, 'same' (under 0.5 %), or 'new' (from none). */
  change: 'same' | 'new' | { percent: number };
}

const TILES: ReadonlyArray<{ key: Summed; label: string; format: (n: number) => string }> = [
  { key: 'appearances', label: 'Search appearances', format: formatCount },
  { key: 'profileViews', label: 'Profile views', format: formatCount },
  { key: 'requestsReceived', label: 'Requests received', format: formatCount },
  { key: 'hires', label: 'Hires', format: formatCount },
  { key: 'valueWonCents', label: 'Value won', format: formatUsd },
];

const total = (weeks: InsightsWeek[], key: Summed) =>
  weeks.reduce((sum, week) => sum + week[key], 0);

function changeOf(now: number, then: number): SummaryTile['change'] {
  if (then === 0) return now === 0 ? 'same' : 'new';
  const percent = Math.round(((now - then) / then) * 100);
  return percent === 0 ? 'same' : { percent };
}

/** The last SUMMARY_WEEKS weeks' totals, each against the same number of weeks before them. */
export function summaryTiles(weeks: InsightsWeek[]): SummaryTile[] {
  const recent = weeks.slice(-SUMMARY_WEEKS);
  const before = weeks.slice(-2 * SUMMARY_WEEKS, -SUMMARY_WEEKS);
  return TILES.map(({ key, label, format }) => {
    const now = total(recent, key);
    const then = total(before, key);
    return { label, value: format(now), change: changeOf(now, then) };
  });
}
