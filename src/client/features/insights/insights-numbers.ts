import type { InsightsWeek } from '@/contract/insights';
import type { Locale } from '@/contract/locale';
import { decimalOfCents } from '@/contract/money';
import { durationParts, formatCount, formatMoney, intlTag } from '@/client/lib/format';
import type { MessageId, Translate } from '@/client/lib/i18n';

/** The weeks a summary tile adds up (the current one included), and as many before to compare. */
export const SUMMARY_WEEKS = 4;

/** "Nov 23" ("23 nov"): a week's Monday on a chart's axis. */
export function shortDay(isoDate: string, locale: Locale): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day).toLocaleDateString(intlTag(locale), {
    month: 'short',
    day: 'numeric',
  });
}

export const formatPercent = (rate: number) => `${Math.round(rate * 100)}%`;

/** Whole minutes: the median of two replies can fall between two. */
export const formatResponseTime = (minutes: number, t: Translate) =>
  t('format.duration', durationParts(Math.round(minutes)));

const COMPACT_USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});

/** "$1.2K", "$350": dollars on a chart's axis, where a whole amount would not fit. */
export const compactUsd = (cents: number): string => COMPACT_USD.format(decimalOfCents(cents));

/**
 * The columns of the table view, in the order the charts show them: each column's heading and how
 * a week's value reads (null: nothing to measure that week, such as a response time with no reply).
 */
export const INSIGHTS_COLUMNS: ReadonlyArray<{
  key: Exclude<keyof InsightsWeek, 'weekStart'>;
  label: MessageId;
  format: (week: InsightsWeek, t: Translate, locale: Locale) => string | null;
}> = [
  {
    key: 'appearances',
    label: 'insights.appearances',
    format: (w) => formatCount(w.appearances),
  },
  {
    key: 'profileViews',
    label: 'insights.profileViews',
    format: (w) => formatCount(w.profileViews),
  },
  {
    key: 'requestsReceived',
    label: 'insights.requestsReceived',
    format: (w) => formatCount(w.requestsReceived),
  },
  {
    key: 'requestsAnswered',
    label: 'insights.requestsAnswered',
    format: (w) => formatCount(w.requestsAnswered),
  },
  {
    key: 'medianResponseMinutes',
    label: 'insights.medianResponse',
    format: (w, t) =>
      w.medianResponseMinutes === null ? null : formatResponseTime(w.medianResponseMinutes, t),
  },
  {
    key: 'estimatesSent',
    label: 'insights.estimatesSent',
    format: (w) => formatCount(w.estimatesSent),
  },
  { key: 'hires', label: 'insights.hires', format: (w) => formatCount(w.hires) },
  {
    key: 'winRate',
    label: 'insights.winRate',
    format: (w) => (w.winRate === null ? null : formatPercent(w.winRate)),
  },
  ...(
    [
      ['valueQuotedCents', 'insights.valueQuoted'],
      ['valueWonCents', 'insights.valueWon'],
      ['invoicedCents', 'insights.invoiced'],
      ['collectedCents', 'insights.collected'],
      ['outstandingCents', 'insights.outstanding'],
    ] as const
  ).map(([key, label]) => ({
    key,
    label,
    format: (w: InsightsWeek, _t: Translate, locale: Locale) => formatMoney(w[key], locale),
  })),
];

type Summed = 'appearances' | 'profileViews' | 'requestsReceived' | 'hires' | 'valueWonCents';

export interface SummaryTile {
  label: MessageId;
  /** The last SUMMARY_WEEKS weeks' total, as it reads. */
  value: string;
  /** Against the SUMMARY_WEEKS weeks before: a rounded change, 'same' (under 0.5 %), or 'new' (from none). */
  change: 'same' | 'new' | { percent: number };
}

const TILES: ReadonlyArray<{
  key: Summed;
  label: MessageId;
  format: (n: number, locale: Locale) => string;
}> = [
  { key: 'appearances', label: 'insights.appearances', format: formatCount },
  { key: 'profileViews', label: 'insights.profileViews', format: formatCount },
  { key: 'requestsReceived', label: 'insights.requestsReceived', format: formatCount },
  { key: 'hires', label: 'insights.hires', format: formatCount },
  { key: 'valueWonCents', label: 'insights.valueWon', format: formatMoney },
];

const total = (weeks: InsightsWeek[], key: Summed) =>
  weeks.reduce((sum, week) => sum + week[key], 0);

function changeOf(now: number, then: number): SummaryTile['change'] {
  if (then === 0) return now === 0 ? 'same' : 'new';
  const percent = Math.round(((now - then) / then) * 100);
  return percent === 0 ? 'same' : { percent };
}

/** The last SUMMARY_WEEKS weeks' totals, each against the same number of weeks before them. */
export function summaryTiles(weeks: InsightsWeek[], locale: Locale): SummaryTile[] {
  const recent = weeks.slice(-SUMMARY_WEEKS);
  const before = weeks.slice(-2 * SUMMARY_WEEKS, -SUMMARY_WEEKS);
  return TILES.map(({ key, label, format }) => {
    const now = total(recent, key);
    const then = total(before, key);
    return { label, value: format(now, locale), change: changeOf(now, then) };
  });
}
