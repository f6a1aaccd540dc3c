import { sql } from 'drizzle-orm';
import { FORMER_CUSTOMER } from '@/contract/user';
import type { Database, Executor } from '@/server/db/client';
import { hashPassword } from '@/server/platform/passwords';
import { endAllSessions } from '@/server/platform/session';
import { newSecret } from '@/server/platform/tokens';

/** How long a deleted account waits before it is anonymised (docs/decisions/014). */
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
 * and quote images, the photos and logos of their companies (which stay off the site), reports
 * they made, their notifications, tokens, devices and sessions. The address becomes a
 * placeholder that can never receive mail, freeing the real one for a new signup.
 */
async function anonymise(tx: Executor, userId: number, passwordHash: string): Promise<void> {
  const statements = [
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
    sql`UPDATE companies SET logo_object_id = NULL, is_active = false, updated_at = now()
      WHERE owner_id = ${userId}`,
    sql`DELETE FROM reports WHERE reporter_id = ${userId}`,
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
  await endAllSessions(tx, userId);
}
