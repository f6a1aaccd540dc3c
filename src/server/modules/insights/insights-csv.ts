import type { InsightsResponse, InsightsWeek } from '@/contract/insights';
import { decimalOfCents as dollars } from '@/contract/money';
const orEmpty = (value: number | null) => (value === null ? '' : String(value));

/** The CSV's columns: heading and how a week fills it. Nothing here is free text: no quoting needed. */
const COLUMNS: Array<[heading: string, cell: (week: InsightsWeek) => string]> = [
  ['Week starting', (w) => w.weekStart],
  ['Appearances in search', (w) => String(w.appearances)],
  ['Profile views', (w) => String(w.profileViews)],
  ['Requests received', (w) => String(w.requestsReceived)],
  ['Requests answered', (w) => String(w.requestsAnswered)],
  ['Median response (minutes)', (w) => orEmpty(w.medianResponseMinutes)],
  ['Estimates sent', (w) => String(w.estimatesSent)],
  ['Hires', (w) => String(w.hires)],
  ['Win rate', (w) => orEmpty(w.winRate)],
  ['Value quoted (USD)', (w) => dollars(w.valueQuotedCents)],
  ['Value won (USD)', (w) => dollars(w.valueWonCents)],
  ['Invoiced (USD)', (w) => dollars(w.invoicedCents)],
  ['Collected (USD)', (w) => dollars(w.collectedCents)],
  ['Outstanding (USD)', (w) => dollars(w.outstandingCents)],
];

/**
 * The insights as CSV (RFC 4180: CRLF line ends): a header row, its headings said by `say` (the
 * reader's language, `translatorFor`), then one row per week, oldest first.
 */
export function insightsCsv(insights: InsightsResponse, say: (heading: string) => string): string {
  const lines = [
    COLUMNS.map(([heading]) => say(heading)),
    ...insights.weeks.map((week) => COLUMNS.map(([, cell]) => cell(week))),
  ];
  return lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
