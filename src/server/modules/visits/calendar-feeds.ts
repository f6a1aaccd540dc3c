import type { Database } from '@/server/db/client';
import { hashSecret, newSecret } from '@/server/platform/tokens';
import { visitFeed } from './visit-calendar';
import { calendarVisit, visitLink } from './visit-notices';
import { deleteFeed, findFeedOwner, findFeedVisits, saveFeedToken } from './visit-repository';

/** How far back and ahead a feed reaches, and how many visits it lists at most. */
export const FEED_REACH = { pastDays: 30, aheadDays: 366, limit: 1000 } as const;

export const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendar/${token}.ics`;

/** Creates the person's feed, or replaces its secret (the old address stops answering at once). */
export async function rotateFeed(
  db: Database,
  appUrl: string,
  userId: number,
): Promise<{ url: string }> {
  const { token, hash } = newSecret();
  await saveFeedToken(db, userId, hash);
  return { url: feedUrl(appUrl, token) };
}

export async function revokeFeed(db: Database, userId: number): Promise<void> {
  await deleteFeed(db, userId);
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
  const userId = await findFeedOwner(db, hashSecret(token));
  if (userId === undefined) return null;
  const rows = await findFeedVisits(db, userId, FEED_REACH);
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
    const side = r.customer_id === userId ? 'customer' : 'business';
    return calendarVisit(
      row,
      { quoteName: r.quote_name, otherName: r.other_name },
      visitLink(appUrl, row, side),
    );
  });
  return visitFeed('QuoteLocal visits', visits, appUrl);
}
