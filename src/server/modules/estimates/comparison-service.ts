import type { ComparisonEntry } from '@/contract/estimate';
import type { Database } from '@/server/db/client';
import type { SessionUser } from '@/server/platform/session';
import { findResponseStats } from '../companies';
import { requireOwnQuote, toEstimateOrNull } from '../conversations';
import { roundMiles } from '../geo';
import { objectUrl } from '../objects';
import { findComparisonRows } from './estimate-repository';

/**
 * The customer's side-by-side view of a quote: per business its current estimate, rating,
 * distance, usual reply time and response rate, and when it last wrote, in the quote's order.
 * The distance is measured from the given ZIP, else from the job's ZIP, the same way the business
 * is told how far away the job is (findComparisonRows).
 */
export async function compareEstimates(
  db: Database,
  user: SessionUser,
  quoteId: number,
  location: string | undefined,
): Promise<ComparisonEntry[]> {
  await requireOwnQuote(db, quoteId, user);
  const rows = await findComparisonRows(db, quoteId, location);
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
