import { MAX_MATCHED_PROS, type QuoteMatch } from '@/contract/lead';
import type { Locale } from '@/contract/locale';
import type { Executor } from '@/server/db/client';
import { objectUrl } from '../objects';
import { findQuoteMatchRow } from './lead-repository';

/**
 * A matched request as its customer sees it: the trade (named in `locale`), how many offers wait for an answer, the
 * businesses that accepted (named; the others are only counted), and whether nobody is left to
 * offer it to. Every free place is offered as soon as it frees up, so a submitted request with no
 * offer waiting and fewer than MAX_MATCHED_PROS acceptances has run out of matches.
 */
export async function findQuoteMatch(
  db: Executor,
  quoteId: number,
  locale: Locale,
): Promise<QuoteMatch | null> {
  const row = await findQuoteMatchRow(db, quoteId, locale);
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
