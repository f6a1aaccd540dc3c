import { sql } from 'drizzle-orm';
import { FORMER_CUSTOMER } from '@/contract/user';
import type { Database, Executor } from '@/server/db/client';
import { deleteJobsWhere } from '@/server/platform/jobs';
import { hashPassword } from '@/server/platform/passwords';
import { endAccountAccess } from '../auth';
import { refreshSearchDocuments } from '../companies';
import { newSecret } from '@/server/platform/tokens';

/** How long a deleted account waits before it is anonymised (docs/decisions/031). */
export const ANONYMISE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anonymises every account deleted more than 30 days ago and not anonymised yet, each in a
 * transaction of its own; returns how many it anonymised. Running it again changes nothing.
 * Uploads that lose their last use here are removed with their files by the upload sweep
 * (modules/objects/upload-sweep.ts), as every upload nothing uses is.
 */
export async function anonymiseDeletedAccounts(db: Database, now = new Date()): Promise<number> {
  const deletedBefore = new Date(now.getTime() - ANONYMISE_AFTER_DAYS * DAY_MS).toISOString();
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM users
    WHERE deleted_at < ${deletedBefore} AND anonymised_at IS NULL ORDER BY id`);
  let anonymised = 0;
  for (const { id } of rows) {
    // Unusable: nobody ever knew the password it is a hash of.
    const passwordHash = await hashPassword(newSecret().token);
    const done = await db.transaction(async (tx) => {
      const { rows: due } = await tx.execute(sql`
        SELECT 1 FROM users
        WHERE id = ${id} AND deleted_at < ${deletedBefore} AND anonymised_at IS NULL
        FOR UPDATE`);
      if (due.length === 0) return false; // another node got there first
      await anonymise(tx, id, passwordHash);
      return true;
    });
    if (done) anonymised++;
  }
  return anonymised;
}

/**
 * What others still need stays, under the name "Former customer": reviews, the quotes businesses
 * answered (without the description and street address) and the business's side of each
 * conversation. The rest goes: favourites, drafts, the customer's own messages (held ones too)
 * and quote images, the photos, logos, descriptions and contact details of their companies (which
 * stay off the site), the reasons they gave for cancelling or moving a visit, their calendar feed,
 * reports they made, their appeals of a suspension, their notifications,
 * tokens, devices, sessions and push subscriptions. So do others' notifications that name them or carry their words, and e-mails and
 * texts to them or about their requests, sent or not. The address becomes a placeholder that can
 * never receive mail, freeing the real one for a new signup.
 */
async function anonymise(tx: Executor, userId: number, passwordHash: string): Promise<void> {
  // First, while the words they match are still there.
  await forgetMailAbout(tx, userId);
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
  for (const statement of statements) await tx.execute(statement);
  const { rows: owned } = await tx.execute<{ id: number }>(
    sql`SELECT id FROM companies WHERE owner_id = ${userId}`,
  );
  if (owned.length > 0)
    await refreshSearchDocuments(
      tx,
      owned.map((c) => c.id),
    );
  await endAccountAccess(tx, userId);
}

/**
 * E-mails and texts, queued or sent and kept by the queue, that were addressed to the person or
 * tell others of their requests (a request's link, its description or its street address).
 */
async function forgetMailAbout(tx: Executor, userId: number): Promise<void> {
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
