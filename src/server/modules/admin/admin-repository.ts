import { sql } from 'drizzle-orm';
import type { AdminStats } from '@/contract/admin';
import type { Executor, RawRow } from '@/server/db/client';
import { quotes, type users } from '@/server/db/schema';

/**
 * The dashboard's counts: accounts, companies, categories, reviews, what waits for an admin,
 * this week's messages, and the payment ledger's sums by kind (bigint: as node-pg reads them).
 */
export async function countMarketplace(db: Executor) {
  // Raw SQL: scalar subqueries over nine tables and the ledger's sums, read in one round trip.
  const { rows } = await db.execute<{
    users: number;
    /** How many companies (not company_daily_stats's column of that name). */
    companies: number;
    active_companies: number;
    categories: number;
    ratings: number;
    open_reports: number;
    held_messages: number;
    open_appeals: number;
    messages: number;
    payments_cents: string;
    fees_cents: string;
    refunds_cents: string;
    open_disputes: number;
  }>(sql`
      SELECT (SELECT count(*)::int FROM users) AS users,
        (SELECT count(*)::int FROM companies) AS companies,
        (SELECT count(*)::int FROM companies WHERE is_active) AS active_companies,
        (SELECT count(*)::int FROM categories) AS categories,
        (SELECT count(*)::int FROM ratings) AS ratings,
        (SELECT count(*)::int FROM reports WHERE status = 'open') AS open_reports,
        (SELECT count(*)::int FROM held_messages WHERE status = 'held') AS held_messages,
        (SELECT count(*)::int FROM suspension_appeals WHERE status = 'open') AS open_appeals,
        (SELECT count(*)::int FROM messages WHERE created_at > now() - interval '7 days') AS messages,
        ledger.payments_cents, ledger.fees_cents, ledger.refunds_cents,
        (SELECT count(*)::int FROM invoice_disputes WHERE status = 'open') AS open_disputes
      FROM (SELECT
          coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment'), 0)::bigint AS payments_cents,
          coalesce(sum(amount_cents) FILTER (WHERE kind = 'fee'), 0)::bigint AS fees_cents,
          coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunds_cents
        FROM payment_ledger) ledger`);
  return rows[0]!;
}

/** How many quotes there are of each status. */
export async function countQuotesByStatus(db: Executor) {
  return db
    .select({ status: quotes.status, n: sql<number>`count(*)::int` })
    .from(quotes)
    .groupBy(quotes.status);
}

/**
 * The latest sign-ups, listings, quotes and reviews, newest first, 15 at most. Events at the same
 * instant (rows written in one transaction) come newest row first, so the list is the same on
 * every read.
 */
/**
 * The latest sign-ups, listings, quotes and reviews, each with the parts of its line (the service
 * says it in the reader's language): `subject` the person, business or quote; `detail` the
 * listing's city, the quote's status or the review's rating; `target` the business reviewed.
 */
export async function findRecentActivity(db: Executor) {
  // Raw SQL: UNION ALL of four ordered, limited subqueries.
  const { rows } = await db.execute<
    RawRow<{
      kind: AdminStats['recentActivity'][number]['kind'];
      subject: string;
      detail: string;
      target: string;
      /** The row's creation (or a quote's submission): every table's `created_at` is alike. */
      at: (typeof users.$inferSelect)['createdAt'];
    }>
  >(sql`
      SELECT kind, subject, detail, target, at FROM (
        (SELECT 'signup' AS kind, first_name || ' ' || last_name AS subject, '' AS detail,
            '' AS target, created_at AS at, id
          FROM users ORDER BY created_at DESC, id DESC LIMIT 5)
        UNION ALL
        (SELECT 'listing', name, city, '', created_at, id
          FROM companies ORDER BY created_at DESC, id DESC LIMIT 5)
        UNION ALL
        (SELECT 'quote', quote_name, status::text, '', coalesce(submitted_at, created_at), id
          FROM quotes ORDER BY coalesce(submitted_at, created_at) DESC, id DESC LIMIT 5)
        UNION ALL
        (SELECT 'review', u.first_name, r.rating::text, c.name, r.created_at, r.id
          FROM ratings r JOIN users u ON u.id = r.user_id JOIN companies c ON c.id = r.company_id
          ORDER BY r.created_at DESC, r.id DESC LIMIT 5)
      ) activity
      ORDER BY at DESC, id DESC, kind LIMIT 15`);
  return rows;
}
