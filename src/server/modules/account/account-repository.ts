import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { FORMER_CUSTOMER } from '@/contract/user';
import type { Executor } from '@/server/db/client';
import { companies, users } from '@/server/db/schema';
import { deleteJobsWhere } from '@/server/platform/jobs';

/** The SQL of an account's deletion and, 30 days later, its anonymisation. */

export async function findPasswordHash(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.passwordHash;
}

/**
 * Marks the account deleted (once) with its e-mails and texts switched off, and takes its
 * companies off the site (as if the owner switched them off).
 */
export async function markAccountDeleted(tx: Executor, userId: number): Promise<void> {
  const now = new Date();
  await tx
    .update(users)
    .set({
      deletedAt: now,
      emailNotifications: false,
      emailNotificationsQuotes: false,
      emailNotificationsMessages: false,
      textNotifications: false,
      updatedAt: now,
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  await tx
    .update(companies)
    .set({ isActive: false, updatedAt: now })
    .where(eq(companies.ownerId, userId));
}

/** The accounts deleted before this moment and not anonymised yet, by id. */
export async function findAccountsToAnonymise(
  db: Executor,
  deletedBefore: Date,
): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lt(users.deletedAt, deletedBefore), isNull(users.anonymisedAt)))
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** Locks the account if it is still due (another node may have anonymised it since). */
export async function lockAccountToAnonymise(
  tx: Executor,
  userId: number,
  deletedBefore: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.id, userId), lt(users.deletedAt, deletedBefore), isNull(users.anonymisedAt)),
    )
    .for('update');
  return rows.length > 0;
}

/**
 * Erases what anonymisation takes (account-anonymisation.ts says what) and puts the placeholder
 * name and address on the account; answers the ids of the companies it owns.
 */
export async function eraseAccount(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<number[]> {
  const statements = [
    // The businesses' notices of the person's requests: by the conversation's link, or by the
    // request's name as their text starts with it (a lead's notice links to the inbox).
    sql`DELETE FROM notifications n USING quotes q
      WHERE q.user_id = ${userId} AND q.status <> 'draft'
        AND n.user_id IN (SELECT c.owner_id FROM companies c WHERE c.id IN (
          SELECT qc.company_id FROM quote_companies qc WHERE qc.quote_id = q.id
          UNION SELECT l.company_id FROM leads l WHERE l.quote_id = q.id))
        AND (n.link LIKE '%quoteId=' || q.id || '&%'
          OR n.body = q.quote_name OR starts_with(n.body, q.quote_name || ': '))`,
    // An owner's notice of the person's review names them ("Cora gave 5 of 5: ...").
    sql`DELETE FROM notifications n USING ratings r, companies c, users u
      WHERE r.user_id = ${userId} AND c.id = r.company_id AND u.id = r.user_id
        AND n.user_id = c.owner_id AND n.kind = 'review'
        AND starts_with(n.body, u.first_name || ' gave ')`,
    sql`WITH gone AS (DELETE FROM favorites WHERE user_id = ${userId} RETURNING company_id)
      UPDATE companies c SET favorites_count = greatest(c.favorites_count - 1, 0)
      FROM gone WHERE c.id = gone.company_id`,
    sql`DELETE FROM quotes WHERE user_id = ${userId} AND status = 'draft'`,
    sql`DELETE FROM quote_images WHERE quote_id IN (SELECT id FROM quotes WHERE user_id = ${userId})`,
    sql`UPDATE quotes SET description = '', job_address = NULL, updated_at = now()
      WHERE user_id = ${userId}`,
    // A customer writes only in their own quotes' conversations (looked up by quote: indexed).
    sql`DELETE FROM held_messages WHERE sender_type = 'user'
      AND quote_id IN (SELECT id FROM quotes WHERE user_id = ${userId})`,
    sql`DELETE FROM messages WHERE sender_type = 'user'
      AND quote_id IN (SELECT id FROM quotes WHERE user_id = ${userId})`,
    sql`DELETE FROM company_images
      WHERE company_id IN (SELECT id FROM companies WHERE owner_id = ${userId})`,
    sql`UPDATE companies SET logo_object_id = NULL, is_active = false, description = '',
      address = '', phone = '', email = '', website = NULL, updated_at = now()
      WHERE owner_id = ${userId}`,
    // Visits stay (the other side's calendar and counts), without the person's own words.
    sql`UPDATE visits SET
        cancel_reason = CASE WHEN cancelled_by = 'customer' THEN NULL ELSE cancel_reason END,
        reschedule_reason = CASE WHEN rescheduled_by = 'customer' THEN NULL ELSE reschedule_reason END
      WHERE customer_id = ${userId}`,
    sql`UPDATE visits SET
        cancel_reason = CASE WHEN cancelled_by = 'business' THEN NULL ELSE cancel_reason END,
        reschedule_reason = CASE WHEN rescheduled_by = 'business' THEN NULL ELSE reschedule_reason END
      WHERE company_id IN (SELECT id FROM companies WHERE owner_id = ${userId})`,
    sql`DELETE FROM calendar_feeds WHERE user_id = ${userId}`,
    sql`DELETE FROM reports WHERE reporter_id = ${userId}`,
    sql`DELETE FROM suspension_appeals WHERE user_id = ${userId}`,
    sql`DELETE FROM notifications WHERE user_id = ${userId}`,
    sql`DELETE FROM auth_tokens WHERE user_id = ${userId}`,
    sql`DELETE FROM known_devices WHERE user_id = ${userId}`,
    sql`UPDATE users SET first_name = ${FORMER_CUSTOMER}, last_name = '',
      email = 'deleted-' || id || '@deleted.invalid', password_hash = ${passwordHash},
      phone_number = NULL, is_verified = false, email_notifications = false,
      email_notifications_quotes = false, email_notifications_messages = false,
      text_notifications = false, anonymised_at = now(), updated_at = now()
      WHERE id = ${userId}`,
  ];
  // Raw SQL: DELETE … USING, a data-modifying CTE and subqueries; kept together, in order.
  for (const statement of statements) await tx.execute(statement);
  const owned = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerId, userId));
  return owned.map((c) => c.id);
}

/**
 * E-mails and texts, queued or sent and kept by the queue, that were addressed to the person or
 * tell others of their requests (a request's link, its description or its street address).
 */
export async function forgetMailAbout(tx: Executor, userId: number): Promise<void> {
  const needles = sql`
    SELECT email AS needle FROM users WHERE id = ${userId}
    UNION ALL SELECT phone_number FROM users WHERE id = ${userId}
    UNION ALL SELECT 'quoteId=' || id || '&' FROM quotes WHERE user_id = ${userId}
    UNION ALL SELECT description FROM quotes WHERE user_id = ${userId}
    UNION ALL SELECT job_address FROM quotes WHERE user_id = ${userId}`;
  await deleteJobsWhere(
    tx,
    ['deliver.email', 'deliver.sms'],
    sql`EXISTS (SELECT 1 FROM (${needles}) n WHERE n.needle <> ''
      AND strpos(concat_ws(' ', data->>'to', data->>'subject', data->>'text'), n.needle) > 0)`,
  );
}
