import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { calendarFeeds, users } from '@/server/db/schema';
import { hashSecret, newSecret } from '@/server/platform/tokens';
import { visitFeed } from './visit-calendar';
import { calendarVisit, visitLink } from './visit-notices';
import type { VisitRow } from './visit-repository';

/** How far back and ahead a feed reaches. */
const FEED_PAST_DAYS = 30;
const FEED_AHEAD_DAYS = 366;
const FEED_MAX_VISITS = 1000;

export const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendar/${token}.ics`;

/** Creates the person's feed, or replaces its secret (the old address stops answering at once). */
export async function rotateFeed(
  db: Database,
  appUrl: string,
  userId: number,
): Promise<{ url: string }> {
  const { token, hash } = newSecret();
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash: hash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: hash, createdAt: sql`now()` },
    });
  return { url: feedUrl(appUrl, token) };
}

export async function revokeFeed(db: Database, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/**
 * The feed behind a secret, or null (unknown, revoked, or its person suspended or deleted): the
 * person's visits as a customer and as a business owner, from 30 days back to a year ahead.
 */
export async function readFeed(
  db: Database,
  appUrl: string,
  token: string,
): Promise<string | null> {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashSecret(token)),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    );
  if (!feed) return null;
  const { rows } = await db.execute<{
    id: number;
    quote_id: number;
    company_id: number;
    customer_id: number;
    starts_at: string;
    ends_at: string;
    status: VisitRow['status'];
    sequence: number;
    updated_at: string;
    quote_name: string;
    other_name: string;
  }>(sql`
    SELECT v.id, v.quote_id, v.company_id, v.customer_id, v.starts_at, v.ends_at, v.status,
      v.sequence, v.updated_at, q.quote_name,
      CASE WHEN v.customer_id = ${feed.userId} THEN c.name ELSE u.first_name END AS other_name
    FROM visits v
    JOIN companies c ON c.id = v.company_id
    JOIN quotes q ON q.id = v.quote_id
    JOIN users u ON u.id = v.customer_id
    WHERE (v.customer_id = ${feed.userId} OR c.owner_id = ${feed.userId})
      AND v.starts_at >= now() - make_interval(days => ${FEED_PAST_DAYS})
      AND v.starts_at < now() + make_interval(days => ${FEED_AHEAD_DAYS})
    ORDER BY v.starts_at
    LIMIT ${FEED_MAX_VISITS}
  `);
  const visits = rows.map((r) => {
    const row = {
      id: r.id,
      quoteId: r.quote_id,
      companyId: r.company_id,
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      status: r.status,
      sequence: r.sequence,
      updatedAt: new Date(r.updated_at),
    };
    const side = r.customer_id === feed.userId ? 'customer' : 'business';
    return calendarVisit(
      row,
      { quoteName: r.quote_name, otherName: r.other_name },
      visitLink(appUrl, row, side),
    );
  });
  return visitFeed('QuoteLocal visits', visits, appUrl);
}
