import { and, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import { EXPIRY_REMINDER_DAYS } from '@/contract/credential';
import type { Executor } from '@/server/db/client';
import { businessCredentials, companies, users } from '@/server/db/schema';
import { emailRecipientColumns } from '../users';

/*
 * The expiry sweep's statements (issue 36 item 3, docs/decisions/095): each reminder and each
 * expiry is claimed by a conditional UPDATE of the credential's row, so of two sweeps at once (on
 * this node or another) exactly one changes it and tells the business.
 */

const c = businessCredentials;
export type ExpiringCredential = typeof businessCredentials.$inferSelect;
const STAGES = sql.raw(`ARRAY[${EXPIRY_REMINDER_DAYS.join(', ')}]`);
const FIRST_STAGE = EXPIRY_REMINDER_DAYS[0];

/** Days from today (UTC, the database's date) to the expiry date: 0 on its last valid day. */
const daysLeft = sql<number>`(${c.expiresOn} - current_date)`;

/** The reminder now due for a verified credential: the nearest stage it has reached (30, 7). */
const dueStage = sql<number>`(SELECT min(d) FROM unnest(${STAGES}) d WHERE d >= ${daysLeft})`;

/** Its renewal waiting for an admin or verified: the business has acted, no reminder needed. */
const renewed = sql`EXISTS (SELECT 1 FROM business_credentials r
  WHERE r.renews_id = ${c.id} AND r.status IN ('pending', 'verified'))`;

/** A verified credential whose next reminder is due: not sent yet, and nothing renews it. */
const reminderDue = (stage: SQL<number>) =>
  and(
    eq(c.status, 'verified'),
    sql`${daysLeft} BETWEEN 0 AND ${FIRST_STAGE}`,
    sql`(${c.remindedDays} IS NULL OR ${c.remindedDays} > ${stage})`,
    sql`NOT ${renewed}`,
  );

/** Verified credentials whose reminder is due, soonest expiry first, with the stage due. */
export async function findDueCredentialReminders(db: Executor, limit: number) {
  return db
    .select({ id: c.id, stage: dueStage.mapWith(Number) })
    .from(c)
    .where(reminderDue(dueStage))
    .orderBy(c.expiresOn, c.id)
    .limit(limit);
}

/**
 * Claims this stage's reminder: the credential as it is now with its days left, or undefined when
 * it is not due (any more).
 */
export async function claimCredentialReminder(tx: Executor, credentialId: number, stage: number) {
  const [row] = await tx
    .update(c)
    .set({ remindedDays: stage })
    .where(
      and(
        eq(c.id, credentialId),
        reminderDue(sql<number>`${stage}::int`),
        sql`${daysLeft} <= ${stage}`,
      ),
    )
    .returning({ ...getTableColumns(c), daysLeft: daysLeft.mapWith(Number) });
  return row;
}

/** Verified credentials past their expiry day (valid through it), the oldest first. */
export async function findExpiredCredentials(db: Executor, limit: number) {
  return db
    .select({ id: c.id })
    .from(c)
    .where(and(eq(c.status, 'verified'), sql`${c.expiresOn} < current_date`))
    .orderBy(c.expiresOn, c.id)
    .limit(limit);
}

/** Moves a verified credential past its day to expired; undefined when it was not (any more). */
export async function claimCredentialExpiry(tx: Executor, credentialId: number) {
  const [row] = await tx
    .update(c)
    .set({ status: 'expired' })
    .where(
      and(eq(c.id, credentialId), eq(c.status, 'verified'), sql`${c.expiresOn} < current_date`),
    )
    .returning();
  return row;
}

/** Where the renewal of a credential stands: 'pending', 'verified', or undefined for none. */
export async function renewalStatus(tx: Executor, credentialId: number) {
  const [row] = await tx
    .select({ status: c.status })
    .from(c)
    .where(and(eq(c.renewsId, credentialId), inArray(c.status, ['pending', 'verified'])));
  return row?.status;
}

/** The owner of a credential's business: who is told, in which language, and whether by e-mail. */
export async function findCredentialOwner(tx: Executor, companyId: number) {
  const [row] = await tx
    .select({ id: users.id, ...emailRecipientColumns })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .where(eq(companies.id, companyId));
  return row;
}
