import { sql } from 'drizzle-orm';
import type { ComparisonEntry } from '@/contract/estimate';
import type { Database } from '@/server/db/client';
import type { SessionUser } from '@/server/platform/session';
import { findResponseStats } from '../companies';
import {
  type EstimateJson,
  latestEstimateOf,
  requireOwnQuote,
  toEstimateOrNull,
} from '../conversations';
import { roundMiles } from '../geo';
import { objectUrl } from '../objects';
import { MILES_FROM_JOB_ZIP } from '../quotes';

/**
 * The customer's side-by-side view of a quote: per business its current estimate, rating,
 * distance, usual reply time and response rate, and when it last wrote, in the quote's order.
 * The distance is measured from the given ZIP, else from the job's ZIP, the same way the business
 * is told how far away the job is (MILES_FROM_JOB_ZIP: the same figure on both sides).
 */
export async function compareEstimates(
  db: Database,
  user: SessionUser,
  quoteId: number,
  location: string | undefined,
): Promise<ComparisonEntry[]> {
  await requireOwnQuote(db, quoteId, user);
  const measuredFrom = location ? sql`${location.slice(0, 5)}` : sql`q.job_zip`;
  const { rows } = await db.execute<{
    company_id: number;
    name: string;
    logo_object_id: number | null;
    city: string;
    state: string;
    is_active: boolean;
    average_rating: string | number;
    ratings_count: number;
    distance_miles: number | string | null;
    last_message_at: Date | null;
    estimate: EstimateJson | null;
    revisions: number;
  }>(sql`
    SELECT companies.id AS company_id, companies.name, companies.logo_object_id, companies.city,
      companies.state, companies.is_active, companies.average_rating, companies.ratings_count,
      ${MILES_FROM_JOB_ZIP} AS distance_miles,
      (SELECT max(m.created_at) FROM messages m
        WHERE m.quote_id = qc.quote_id AND m.company_id = companies.id AND m.sender_type = 'company') AS last_message_at,
      ${latestEstimateOf(sql.raw('qc.quote_id'), sql.raw('companies.id'))} AS estimate,
      (SELECT count(*)::int FROM estimates e WHERE e.quote_id = qc.quote_id AND e.company_id = companies.id) AS revisions
    FROM quote_companies qc
    JOIN quotes q ON q.id = qc.quote_id
    JOIN companies ON companies.id = qc.company_id
    LEFT JOIN zip_codes ON zip_codes.zip = ${measuredFrom}
    WHERE qc.quote_id = ${quoteId}
    ORDER BY qc.id`);
  const responses = await findResponseStats(
    db,
    rows.map((r) => r.company_id),
  );
  return rows.map((r) => ({
    companyId: r.company_id,
    name: r.name,
    logo: r.logo_object_id === null ? null : objectUrl(r.logo_object_id),
    city: r.city,
    state: r.state,
    isActive: r.is_active,
    averageRating: Number(r.average_rating),
    ratingsCount: r.ratings_count,
    distanceMiles: roundMiles(r.distance_miles),
    responseTime: responses.get(r.company_id)?.responseTime ?? null,
    responseRate: responses.get(r.company_id)?.responseRate ?? null,
    lastMessageAt: r.last_message_at ? new Date(r.last_message_at).toISOString() : null,
    estimate: toEstimateOrNull(r.estimate),
    revisions: r.revisions,
  }));
}
