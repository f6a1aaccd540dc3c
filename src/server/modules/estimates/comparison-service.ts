import { sql } from 'drizzle-orm';
import type { ComparisonEntry } from '@/contract/estimate';
import type { Database } from '@/server/db/client';
import type { SessionUser } from '@/server/platform/session';
import { findResponseStats } from '../companies/company-repository';
import { requireOwnQuote } from '../conversations/conversation-access';
import {
  latestEstimateOf,
  toEstimateOrNull,
  type EstimateJson,
} from '../conversations/estimate-json';
import { earthPoint, milesBetween, roundMiles } from '../geo/distance';
import { findZipPlace } from '../geo/zip-repository';
import { objectUrl } from '../objects/object-url';

/**
 * The customer's side-by-side view of a quote: per business its current estimate, rating,
 * distance from the given ZIP, usual reply time and response rate, and when it last wrote, in the
 * quote's order.
 */
export async function compareEstimates(
  db: Database,
  user: SessionUser,
  quoteId: number,
  location: string | undefined,
): Promise<ComparisonEntry[]> {
  await requireOwnQuote(db, quoteId, user);
  const place = location ? await findZipPlace(db, location) : undefined;
  const distance = place
    ? milesBetween(
        earthPoint(place.latitude, place.longitude),
        earthPoint(sql`c.latitude`, sql`c.longitude`),
      )
    : sql`NULL::float8`;
  const { rows } = await db.execute<{
    company_id: number;
    name: string;
    logo_object_id: number | null;
    city: string;
    state: string;
    is_active: boolean;
    average_rating: string | number;
    ratings_count: number;
    distance_miles: number | null;
    last_message_at: Date | null;
    estimate: EstimateJson | null;
    revisions: number;
  }>(sql`
    SELECT c.id AS company_id, c.name, c.logo_object_id, c.city, c.state, c.is_active,
      c.average_rating, c.ratings_count,
      CASE WHEN c.latitude IS NULL OR c.longitude IS NULL THEN NULL ELSE ${distance} END AS distance_miles,
      (SELECT max(m.created_at) FROM messages m
        WHERE m.quote_id = qc.quote_id AND m.company_id = c.id AND m.sender_type = 'company') AS last_message_at,
      ${latestEstimateOf(sql.raw('qc.quote_id'), sql.raw('c.id'))} AS estimate,
      (SELECT count(*)::int FROM estimates e WHERE e.quote_id = qc.quote_id AND e.company_id = c.id) AS revisions
    FROM quote_companies qc JOIN companies c ON c.id = qc.company_id
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
