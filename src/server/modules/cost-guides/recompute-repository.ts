import { sql } from 'drizzle-orm';
import { COST_GUIDE_BANDS, COST_GUIDE_RULE } from '@/contract/cost-guide';
import type { Database } from '@/server/db/client';
import { costGuideStats } from '@/server/db/schema';
import { estimateCents } from '../estimates';

/**
 * Rewrites `cost_guide_stats` from the estimates sent on QuoteLocal (docs/decisions/046), in one
 * transaction of set-based statements: readers see yesterday's guides or today's, never half of
 * each. The daily job runs it; tests call it directly.
 *
 * Input: each conversation's latest estimate revision on a submitted quote. A fixed price and a
 * range's midpoint are prices for the job, an hourly rate a price for the hour. Each estimate
 * counts towards its business's trade nationally (state '') and in the state of the job's ZIP.
 * Groups below COST_GUIDE_RULE are left out.
 */
export async function recomputeCostGuides(db: Database): Promise<{ guides: number }> {
  return db.transaction(async (tx) => {
    // Two runs at once (two nodes starting on an empty table) would both insert every key: the
    // second waits for the first instead. Readers are not blocked.
    // Raw SQL: LOCK TABLE has no builder.
    await tx.execute(sql`LOCK TABLE cost_guide_stats IN SHARE ROW EXCLUSIVE MODE`);
    await tx.delete(costGuideStats);
    // Raw SQL: CTEs, DISTINCT ON, percentile_cont, width_bucket and generate_series.
    const { rowCount } = await tx.execute(sql`
      WITH latest AS (
        -- The unique index (quote_id, company_id, revision) hands rows over in this order.
        SELECT DISTINCT ON (e.quote_id, e.company_id)
          e.quote_id, e.company_id, e.price_type, e.price_cents, e.min_cents, e.max_cents,
          e.hourly_rate_cents
        FROM estimates e
        ORDER BY e.quote_id, e.company_id, e.revision DESC
      ),
      priced AS (
        SELECT c.category_id, z.state, l.company_id,
          CASE l.price_type WHEN 'hourly' THEN 'hour' ELSE 'job' END AS unit,
          ${estimateCents(sql`l`)}::float8 AS cents
        FROM latest l
        JOIN quotes q ON q.id = l.quote_id AND q.status <> 'draft'
        JOIN companies c ON c.id = l.company_id
        -- Only US states (the ZIP table also holds military and Canadian codes).
        LEFT JOIN zip_codes z ON z.zip = q.job_zip AND z.state ~ '^[A-Z]{2}$'
      ),
      inputs AS (
        SELECT category_id, '' AS state, unit, company_id, cents FROM priced
        UNION ALL
        SELECT category_id, state, unit, company_id, cents FROM priced WHERE state IS NOT NULL
      ),
      groups AS (
        SELECT category_id, state, unit,
          count(*)::int AS estimates,
          count(DISTINCT company_id)::int AS companies,
          min(cents) AS lowest, max(cents) AS highest,
          percentile_cont(0.05) WITHIN GROUP (ORDER BY cents) AS p5,
          percentile_cont(0.25) WITHIN GROUP (ORDER BY cents) AS p25,
          percentile_cont(0.50) WITHIN GROUP (ORDER BY cents) AS p50,
          percentile_cont(0.75) WITHIN GROUP (ORDER BY cents) AS p75,
          percentile_cont(0.95) WITHIN GROUP (ORDER BY cents) AS p95
        FROM inputs
        GROUP BY category_id, state, unit
        HAVING count(*) >= ${COST_GUIDE_RULE.minEstimates}
          AND count(DISTINCT company_id) >= ${COST_GUIDE_RULE.minCompanies}
      ),
      shaped AS (
        -- Equal bands from p5 to p95; one band when they are the same price.
        SELECT g.*, CASE WHEN g.p95 > g.p5 THEN ${COST_GUIDE_BANDS} ELSE 1 END AS bands
        FROM groups g
      ),
      counted AS (
        -- Band 0 holds the prices under p5, band bands + 1 those over p95: the tails, drawn apart
        -- so that they do not swell the end bands (width_bucket gives p95 itself bands + 1).
        SELECT i.category_id, i.state, i.unit,
          CASE WHEN s.bands = 1 THEN 1
               WHEN i.cents < s.p5 THEN 0
               WHEN i.cents > s.p95 THEN s.bands + 1
               ELSE least(width_bucket(i.cents, s.p5, s.p95, s.bands), s.bands)
          END AS band,
          count(*)::int AS n
        FROM inputs i
        JOIN shaped s USING (category_id, state, unit)
        GROUP BY 1, 2, 3, 4
      ),
      histograms AS (
        SELECT s.category_id, s.state, s.unit, jsonb_agg(x.band ORDER BY x.b) AS histogram
        FROM shaped s
        CROSS JOIN LATERAL (
          SELECT b, jsonb_build_object(
            'fromCents', round(s.p5 + (b - 1) * (s.p95 - s.p5) / s.bands)::int,
            'toCents', round(s.p5 + b * (s.p95 - s.p5) / s.bands)::int,
            'count', coalesce(c.n, 0)
          ) AS band
          FROM generate_series(1, s.bands) AS b
          LEFT JOIN counted c ON c.category_id = s.category_id AND c.state = s.state
            AND c.unit = s.unit AND c.band = b
          UNION ALL
          -- A tail only where prices lie beyond the percentile.
          SELECT c.band, jsonb_build_object(
            'fromCents', round(CASE WHEN c.band = 0 THEN s.lowest ELSE s.p95 END)::int,
            'toCents', round(CASE WHEN c.band = 0 THEN s.p5 ELSE s.highest END)::int,
            'count', c.n,
            'tail', CASE WHEN c.band = 0 THEN 'below' ELSE 'above' END
          )
          FROM counted c
          WHERE c.category_id = s.category_id AND c.state = s.state AND c.unit = s.unit
            AND s.bands > 1 AND c.band IN (0, s.bands + 1)
        ) x
        GROUP BY s.category_id, s.state, s.unit
      )
      INSERT INTO cost_guide_stats
        (category_id, state, unit, estimates, companies, p25_cents, median_cents, p75_cents,
         histogram, computed_at)
      SELECT g.category_id, g.state, g.unit, g.estimates, g.companies,
        round(g.p25)::int, round(g.p50)::int, round(g.p75)::int, h.histogram, now()
      FROM groups g
      JOIN histograms h USING (category_id, state, unit)`);
    return { guides: rowCount ?? 0 };
  });
}
