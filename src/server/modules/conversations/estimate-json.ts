import { sql, type SQL } from 'drizzle-orm';
import type { Estimate } from '@/contract/estimate';

/**
 * An `estimates` row as `to_jsonb` gives it: snake_case keys, and dates stay 'YYYY-MM-DD' whatever
 * the time zone (so not the schema's inferred row, whose keys and dates the driver maps). The
 * conversations, the vendor inbox, the quote list and the comparison all read estimates this way.
 */
export interface EstimateJson {
  id: number;
  quote_id: number;
  company_id: number;
  revision: number;
  price_type: Estimate['priceType'];
  price_cents: number | null;
  min_cents: number | null;
  max_cents: number | null;
  hourly_rate_cents: number | null;
  estimated_hours: number | string | null;
  includes: string;
  earliest_start: string;
  valid_until: string;
  deposit_cents: number | null;
  deposit_percent: number | null;
  created_at: string;
}

export function toEstimate(row: EstimateJson): Estimate {
  return {
    id: row.id,
    quoteId: row.quote_id,
    companyId: row.company_id,
    revision: row.revision,
    priceType: row.price_type,
    priceCents: row.price_cents,
    minCents: row.min_cents,
    maxCents: row.max_cents,
    hourlyRateCents: row.hourly_rate_cents,
    estimatedHours: row.estimated_hours === null ? null : Number(row.estimated_hours),
    includes: row.includes,
    earliestStart: row.earliest_start,
    validUntil: row.valid_until,
    depositCents: row.deposit_cents,
    depositPercent: row.deposit_percent,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export const toEstimateOrNull = (row: EstimateJson | null) => (row ? toEstimate(row) : null);

/** The conversation's current estimate as one jsonb value (NULL without one). */
export function latestEstimateOf(quoteId: SQL, companyId: SQL): SQL {
  return sql`(SELECT to_jsonb(e) FROM estimates e
    WHERE e.quote_id = ${quoteId} AND e.company_id = ${companyId}
    ORDER BY e.revision DESC LIMIT 1)`;
}
