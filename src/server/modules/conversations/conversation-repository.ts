import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { companies, quoteCompanies, quotes } from '@/server/db/schema';

export type QuoteRecord = typeof quotes.$inferSelect;

/**
 * When a conversation entry (a message, an estimate) is written: the clock after `lockQuote`, not
 * the transaction's start (`now()`), so entries that waited for the lock sort in the order they
 * were let in.
 */
export const ENTRY_TIME = sql`clock_timestamp()`;

export async function findQuote(db: Executor, quoteId: number): Promise<QuoteRecord | undefined> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.id, quoteId));
  return quote;
}

/** The two sides of one conversation (quote, company), if the company was asked for this quote. */
export async function findConversationParties(db: Executor, quoteId: number, companyId: number) {
  const [row] = await db
    .select({
      quoteStatus: quotes.status,
      customerId: quotes.userId,
      companyOwnerId: companies.ownerId,
      companyName: companies.name,
    })
    .from(quoteCompanies)
    .innerJoin(quotes, eq(quotes.id, quoteCompanies.quoteId))
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(quoteCompanies.companyId, companyId)));
  return row;
}

/** A quote's row as the writers of its conversations and of its lifecycle read it under the lock. */
export type LockedQuote = Pick<
  QuoteRecord,
  'status' | 'userId' | 'quoteName' | 'hiredCompanyId' | 'hiredAt' | 'jobDoneAt' | 'jobConfirmedAt'
>;

/** Reads the quote row and locks it (FOR NO KEY UPDATE) until the transaction ends. */
export async function lockQuoteRow(
  tx: Executor,
  quoteId: number,
): Promise<LockedQuote | undefined> {
  const [row] = await tx
    .select({
      status: quotes.status,
      userId: quotes.userId,
      quoteName: quotes.quoteName,
      hiredCompanyId: quotes.hiredCompanyId,
      hiredAt: quotes.hiredAt,
      jobDoneAt: quotes.jobDoneAt,
      jobConfirmedAt: quotes.jobConfirmedAt,
    })
    .from(quotes)
    .where(eq(quotes.id, quoteId))
    .for('no key update');
  return row;
}

/** A business's first reply (a message or an estimate) moves a submitted quote to in progress. */
export async function markQuoteAnswered(tx: Executor, quoteId: number): Promise<void> {
  await tx
    .update(quotes)
    .set({ status: 'in_progress', updatedAt: sql`now()` })
    .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'submitted')));
}
