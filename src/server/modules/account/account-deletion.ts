import { and, eq, isNull } from 'drizzle-orm';
import { WRONG_PASSWORD } from '@/contract/user';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { companies, users } from '@/server/db/schema';
import { forbidden } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { verifyPassword } from '@/server/platform/passwords';
import { closeAccount } from '../auth';
import { announceCustomerGone } from '../conversations';

/**
 * Deletes the caller's account after checking their password (docs/decisions/031). In one
 * transaction: the account is marked deleted, its e-mails and texts stop (those still queued
 * too), its companies leave the site (as if the owner switched them off; their pages answer 404),
 * every session ends and every push subscription goes; the sockets close once it commits (the
 * sessions-ended notice is sent at commit). The businesses of the requests still open are told
 * they are no longer available, and their conversations close. What others still need stays until the
 * anonymisation job (account-anonymisation.ts) runs 30 days later.
 */
export async function deleteAccount(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  userId: number,
  password: string,
) {
  const { db } = deps;
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw forbidden(WRONG_PASSWORD);
  }
  await db.transaction(async (tx) => {
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
    await closeAccount(tx, userId);
    await announceCustomerGone(deps, tx, userId);
  });
}
