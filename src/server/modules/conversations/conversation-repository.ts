import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { companies, quoteCompanies, quotes, users } from '@/server/db/schema';
import { emailRecipientColumns } from '../users';

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

/**
 * In SQL, over a companies row's alias: the business is no longer on QuoteLocal (hidden by an
 * admin, its owner suspended or deleted). Its conversations are closed; its customers keep them.
 */
export const businessGone = (company: SQL): SQL => sql`(${company}.hidden_at IS NOT NULL
  OR ${company}.owner_suspended
  OR EXISTS (SELECT 1 FROM users o WHERE o.id = ${company}.owner_id AND o.deleted_at IS NOT NULL))`;

/** The two sides of one conversation (quote, company), if the company was asked for this quote. */
export async function findConversationParties(db: Executor, quoteId: number, companyId: number) {
  const [row] = await db
    .select({
      quoteStatus: quotes.status,
      customerId: quotes.userId,
      companyOwnerId: companies.ownerId,
      companyName: companies.name,
      businessGone: sql<boolean>`${businessGone(sql.raw('"companies"'))}`,
    })
    .from(quoteCompanies)
    .innerJoin(quotes, eq(quotes.id, quoteCompanies.quoteId))
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(quoteCompanies.companyId, companyId)));
  return row;
}

/**
 * In SQL, over a user id: the customer is still there (neither deleted nor suspended). A removed
 * customer's requests are offered to nobody, their unanswered offers are over (lead-service), and
 * every conversation of theirs is closed (`closedReason`'s `customerGone`).
 */
export const customerPresent = (userId: SQL | AnyColumn): SQL => sql`EXISTS (SELECT 1 FROM users cu
  WHERE cu.id = ${userId} AND cu.deleted_at IS NULL AND cu.suspended_at IS NULL)`;

/** A quote's row as the writers of its conversations and of its lifecycle read it under the lock. */
export type LockedQuote = Pick<
  QuoteRecord,
  | 'status'
  | 'userId'
  | 'quoteName'
  | 'hiredCompanyId'
  | 'hiredAt'
  | 'jobDoneAt'
  | 'jobConfirmedAt'
  | 'withdrawnAt'
> & { customerGone: boolean };

/**
 * Reads the quote row and locks it (FOR NO KEY UPDATE) until the transaction ends. The customer's
 * row is not locked: a deletion or suspension that commits meanwhile closes the conversations at
 * the next write (and tells the businesses itself).
 */
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
      withdrawnAt: quotes.withdrawnAt,
      customerGone: sql<boolean>`NOT ${customerPresent(quotes.userId)}`,
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

/** The customer's open requests (sent, not completed). */
export async function findOpenRequestIds(tx: Executor, userId: number): Promise<number[]> {
  const open = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.userId, userId), inArray(quotes.status, ['submitted', 'in_progress'])));
  return open.map((quote) => quote.id);
}

/**
 * The businesses of these requests and their owners (with what their e-mail settings need), in
 * one query, not one per business under the quote's lock; in the order they joined.
 */
export function findRequestBusinesses(tx: Executor, quoteIds: number[]) {
  return tx
    .select({
      quoteId: quotes.id,
      quoteName: quotes.quoteName,
      companyId: companies.id,
      companyName: companies.name,
      ownerId: companies.ownerId,
      owner: emailRecipientColumns,
    })
    .from(quoteCompanies)
    .innerJoin(quotes, eq(quotes.id, quoteCompanies.quoteId))
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(inArray(quoteCompanies.quoteId, quoteIds))
    .orderBy(quoteCompanies.id);
}
