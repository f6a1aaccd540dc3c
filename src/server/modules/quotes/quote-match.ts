import { sql } from 'drizzle-orm';
import { MAX_MATCHED_PROS, type QuoteMatch } from '@/contract/lead';
import type { Executor } from '@/server/db/client';
import { objectUrl } from '../objects';

/**
 * A matched request as its customer sees it: the trade, how many offers wait for an answer, the
 * businesses that accepted (named; the others are only counted), and whether nobody is left to
 * offer it to. Every free place is offered as soon as it frees up, so a submitted request with no
 * offer waiting and fewer than MAX_MATCHED_PROS acceptances has run out of matches.
 */
export async function findQuoteMatch(db: Executor, quoteId: number): Promise<QuoteMatch | null> {
  const { rows } = await db.execute<{
    draft: boolean;
    slug: string;
    name: string;
    waiting: number;
    accepted: Array<{
      companyId: number;
      name: string;
      logoObjectId: number | null;
      city: string;
      state: string;
      averageRating: number;
      ratingsCount: number;
      acceptedAt: string;
    }>;
  }>(sql`
    SELECT q.status = 'draft' AS draft, cat.slug, cat.name,
      (SELECT count(*)::int FROM leads l
        WHERE l.quote_id = q.id AND l.status = 'offered') AS waiting,
      COALESCE((SELECT json_agg(json_build_object(
          'companyId', c.id, 'name', c.name, 'logoObjectId', c.logo_object_id, 'city', c.city,
          'state', c.state, 'averageRating', c.average_rating::float8,
          'ratingsCount', c.ratings_count, 'acceptedAt', l.responded_at) ORDER BY l.responded_at, l.id)
        FROM leads l JOIN companies c ON c.id = l.company_id
        WHERE l.quote_id = q.id AND l.status = 'accepted'), '[]') AS accepted
    FROM quotes q JOIN categories cat ON cat.id = q.match_category_id
    WHERE q.id = ${quoteId}`);
  const row = rows[0];
  if (!row) return null;
  const accepted = row.accepted.map(({ logoObjectId, acceptedAt, ...company }) => ({
    ...company,
    logo: logoObjectId === null ? null : objectUrl(logoObjectId),
    acceptedAt: new Date(acceptedAt).toISOString(),
  }));
  return {
    categorySlug: row.slug,
    categoryName: row.name,
    waiting: row.waiting,
    accepted,
    exhausted: !row.draft && row.waiting === 0 && accepted.length < MAX_MATCHED_PROS,
  };
}
