import { sql } from 'drizzle-orm';
import { INSIGHTS_WEEKS, type InsightsResponse } from '@/contract/insights';
import type { Executor, RawColumns } from '@/server/db/client';
import type { companies, companyDailyStats } from '@/server/db/schema';
import { firstReplyJoin } from '../companies';
import { estimateCents } from '../estimates';
import type { DayCounts } from './listing-counter';

/**
 * One company's weeks (docs/decisions/049), oldest first, every week present: the
 * listing counts from `company_daily_stats`, the rest from the company's own conversations
 * (quote_companies_company_idx), each looked at through its quote, messages and estimates by
 * their conversation indexes. Nothing here reads another company's rows.
 *
 * - A request is received when it reaches the business: at its submission, or for a matched
 *   request when the business accepts its lead (that opens the conversation), whichever is later.
 * - Answered: the business replied (a message or an estimate), whenever; counted in the week it
 *   was received, with the minutes from the customer's submission to the first reply (as the
 *   company page's response time).
 * - Estimates sent and value quoted: the conversations given an estimate that week, each at its
 *   latest estimate of the week.
 * - Hires and value won: by the week of the hire, at the latest estimate sent before it.
 */
export async function weeklyInsights(db: Executor, companyId: number): Promise<InsightsResponse> {
  const since = sql`(SELECT monday AT TIME ZONE 'UTC' FROM first_week)`;
  const weekOf = (timestamp: string) =>
    sql.raw(`date_trunc('week', ${timestamp} AT TIME ZONE 'UTC')`);
  // Raw SQL: CTEs, generate_series of weeks and date_trunc in UTC.
  const { rows } = await db.execute<
    RawColumns<typeof companyDailyStats, 'appearances'> & {
      company_name: (typeof companies.$inferSelect)['name'];
      week_start: (typeof companyDailyStats.$inferSelect)['day'];
      profile_views: (typeof companyDailyStats.$inferSelect)['views'];
      requests_received: number;
      requests_answered: number;
      median_minutes: number | null;
      estimates_sent: number;
      hires: number;
      value_quoted_cents: number;
      value_won_cents: number;
      /** bigint sums of integer cents, as node-pg reads them */
      invoiced_cents: string;
      collected_cents: string;
      outstanding_cents: string;
    }
  >(sql`
    WITH first_week AS (
      -- Monday 00:00 UTC of the oldest week shown (a timestamp without zone, read as UTC).
      SELECT date_trunc('week', now() AT TIME ZONE 'UTC') - make_interval(weeks => ${INSIGHTS_WEEKS - 1}) AS monday
    ),
    weeks AS (
      SELECT generate_series(monday, monday + make_interval(weeks => ${INSIGHTS_WEEKS - 1}), interval '1 week') AS week
      FROM first_week
    ),
    requests AS (
      SELECT qc.quote_id, qc.company_id, q.submitted_at,
        greatest(q.submitted_at, qc.created_at) AS received_at,
        CASE WHEN q.hired_company_id = qc.company_id THEN q.hired_at END AS hired_at
      FROM quote_companies qc JOIN quotes q ON q.id = qc.quote_id
      WHERE qc.company_id = ${companyId} AND q.submitted_at IS NOT NULL
    ),
    received AS (
      SELECT ${weekOf('r.received_at')} AS week,
        count(*)::int AS requests_received,
        count(first_reply.replied_at)::int AS requests_answered,
        round((percentile_cont(0.5) WITHIN GROUP (
          ORDER BY extract(epoch FROM first_reply.replied_at - r.submitted_at) / 60))::numeric, 1
        )::float8 AS median_minutes
      FROM requests r ${firstReplyJoin(sql`r`)}
      WHERE r.received_at >= ${since}
      GROUP BY 1
    ),
    estimated AS (
      SELECT DISTINCT ON (x.quote_id, x.week) x.week, x.cents
      FROM (
        SELECT e.quote_id, e.revision, ${weekOf('e.created_at')} AS week, ${estimateCents(sql`e`)} AS cents
        FROM requests r
        JOIN estimates e ON e.quote_id = r.quote_id AND e.company_id = r.company_id
        WHERE e.created_at >= ${since}
      ) x
      ORDER BY x.quote_id, x.week, x.revision DESC
    ),
    quoted AS (
      SELECT week, count(*)::int AS estimates_sent, round(sum(cents))::float8 AS value_quoted_cents
      FROM estimated GROUP BY week
    ),
    hired AS (
      SELECT ${weekOf('r.hired_at')} AS week, count(*)::int AS hires,
        coalesce(round(sum(won.cents)), 0)::float8 AS value_won_cents
      FROM requests r
      LEFT JOIN LATERAL (
        SELECT ${estimateCents(sql`e`)} AS cents FROM estimates e
        WHERE e.quote_id = r.quote_id AND e.company_id = r.company_id AND e.created_at <= r.hired_at
        ORDER BY e.revision DESC LIMIT 1
      ) won ON TRUE
      WHERE r.hired_at >= ${since}
      GROUP BY 1
    ),
    -- The company's sent invoices (invoices_number_idx) at their totals, rounded as invoiceTotals
    -- does (half up, numeric: exact): each line, then the tax once on the discounted subtotal,
    -- less the deposit deducted (itself an invoice sent at hire: the job is counted once).
    invoiced AS (
      SELECT i.id, i.sent_at, i.status,
        t.taxable + round(i.tax_rate_bp * t.taxable / 10000.0) - i.deposit_credit_cents AS total
      FROM invoices i
      CROSS JOIN LATERAL (
        SELECT greatest(coalesce(sum(round(l.unit_price_cents * l.quantity)), 0) - i.discount_cents, 0) AS taxable
        FROM invoice_lines l WHERE l.invoice_id = i.id
      ) t
      WHERE i.company_id = ${companyId} AND i.sent_at IS NOT NULL AND i.status <> 'void'
    ),
    -- Its ledger's payments less refunds (payment_ledger_company_idx), by the day received.
    paid AS (
      SELECT p.invoice_id, p.received_on,
        CASE p.kind WHEN 'payment' THEN p.amount_cents ELSE -p.amount_cents END AS cents
      FROM payment_ledger p
      WHERE p.company_id = ${companyId} AND p.kind IN ('payment', 'refund')
    ),
    listing AS (
      -- A date is cast to a timestamp first: date_trunc would read it in the session's time zone.
      SELECT date_trunc('week', s.day::timestamp) AS week,
        sum(s.appearances)::int AS appearances, sum(s.views)::int AS profile_views
      FROM company_daily_stats s
      WHERE s.company_id = ${companyId} AND s.day >= (SELECT monday::date FROM first_week)
      GROUP BY 1
    )
    SELECT (SELECT name FROM companies WHERE id = ${companyId}) AS company_name,
      to_char(w.week, 'YYYY-MM-DD') AS week_start,
      coalesce(l.appearances, 0) AS appearances, coalesce(l.profile_views, 0) AS profile_views,
      coalesce(rc.requests_received, 0) AS requests_received,
      coalesce(rc.requests_answered, 0) AS requests_answered, rc.median_minutes,
      coalesce(qt.estimates_sent, 0) AS estimates_sent,
      coalesce(qt.value_quoted_cents, 0) AS value_quoted_cents,
      coalesce(h.hires, 0) AS hires, coalesce(h.value_won_cents, 0) AS value_won_cents,
      (SELECT coalesce(sum(iv.total), 0)::bigint FROM invoiced iv
        WHERE iv.sent_at >= w.week AT TIME ZONE 'UTC'
          AND iv.sent_at < (w.week + interval '1 week') AT TIME ZONE 'UTC') AS invoiced_cents,
      (SELECT coalesce(sum(p.cents), 0)::bigint FROM paid p
        WHERE p.received_on >= w.week::date AND p.received_on < (w.week + interval '1 week')::date
      ) AS collected_cents,
      (SELECT coalesce(sum(iv.total), 0) FROM invoiced iv
        WHERE iv.status <> 'refunded' AND iv.sent_at < (w.week + interval '1 week') AT TIME ZONE 'UTC')
      - (SELECT coalesce(sum(p.cents), 0) FROM paid p JOIN invoiced iv ON iv.id = p.invoice_id
        WHERE iv.status <> 'refunded' AND iv.sent_at < (w.week + interval '1 week') AT TIME ZONE 'UTC'
          AND p.received_on < (w.week + interval '1 week')::date)::bigint AS outstanding_cents
    FROM weeks w
    LEFT JOIN listing l ON l.week = w.week
    LEFT JOIN received rc ON rc.week = w.week
    LEFT JOIN quoted qt ON qt.week = w.week
    LEFT JOIN hired h ON h.week = w.week
    ORDER BY w.week`);
  return {
    companyId,
    companyName: rows[0]!.company_name,
    weeks: rows.map((row) => ({
      weekStart: row.week_start,
      appearances: row.appearances,
      profileViews: row.profile_views,
      requestsReceived: row.requests_received,
      requestsAnswered: row.requests_answered,
      medianResponseMinutes: row.median_minutes,
      estimatesSent: row.estimates_sent,
      hires: row.hires,
      winRate: winRate(row.hires, row.requests_answered),
      valueQuotedCents: row.value_quoted_cents,
      valueWonCents: row.value_won_cents,
      invoicedCents: Number(row.invoiced_cents),
      collectedCents: Number(row.collected_cents),
      outstandingCents: Number(row.outstanding_cents),
    })),
  };
}

/**
 * Hires over requests answered, to 4 places. A week's hires may come from requests answered in
 * earlier weeks, so the ratio is capped at 1: a week with more hires than answers won them all.
 */
function winRate(hires: number, answered: number): number | null {
  if (answered === 0) return null;
  return Math.round(Math.min(1, hires / answered) * 10_000) / 10_000;
}

/** The Monday (YYYY-MM-DD) of a UTC day's week. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * The insights with this node's counts not yet written added in, so an owner sees a search or a
 * view at once rather than after the next flush. (Other nodes' unwritten counts show after theirs.)
 */
export function withUnflushed(
  insights: InsightsResponse,
  unflushed: ReadonlyMap<string, DayCounts>,
): InsightsResponse {
  const weeks = insights.weeks.map((week) => ({ ...week }));
  const byStart = new Map(weeks.map((week) => [week.weekStart, week]));
  for (const [day, counts] of unflushed) {
    const week = byStart.get(weekStartOf(day));
    if (!week) continue;
    week.appearances += counts.appearances;
    week.profileViews += counts.views;
  }
  return { ...insights, weeks };
}

/** A PostgreSQL array literal of numbers or YYYY-MM-DD dates (no quoting needed). */
const pgArray = (values: ReadonlyArray<number | string>) => `{${values.join(',')}}`;

/**
 * Adds counts to `company_daily_stats`, one row per (company, day) given in these parallel lists.
 * A company deleted since it was counted has no row to count against: its counts go with it.
 * Rows are written in key order, as every node writes them: two nodes' flushes touching the same
 * rows wait for each other instead of deadlocking.
 */
export async function addDailyCounts(
  db: Executor,
  counts: { ids: number[]; days: string[]; appearances: number[]; views: number[] },
): Promise<void> {
  const { ids, days, appearances, views } = counts;
  // Raw SQL: INSERT … SELECT FROM unnest of arrays, ordered, ON CONFLICT adding to the row.
  await db.execute(sql`
    INSERT INTO company_daily_stats (company_id, day, appearances, views)
    SELECT s.company_id, s.day, s.appearances, s.views
    FROM unnest(${pgArray(ids)}::int[], ${pgArray(days)}::date[],
                ${pgArray(appearances)}::int[], ${pgArray(views)}::int[])
      AS s (company_id, day, appearances, views)
    WHERE EXISTS (SELECT 1 FROM companies c WHERE c.id = s.company_id)
    ORDER BY s.company_id, s.day
    ON CONFLICT (company_id, day) DO UPDATE SET
      appearances = company_daily_stats.appearances + excluded.appearances,
      views = company_daily_stats.views + excluded.views`);
}
