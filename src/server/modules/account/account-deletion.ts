import { WRONG_PASSWORD } from '@/contract/user';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { forbidden } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import { verifyPassword } from '@/server/platform/passwords';
import { closeAccount } from '../auth';
import { announceCustomerGone } from '../conversations';
import { cancelVisitsOfGone } from '../visits';
import { findPasswordHash, markAccountDeleted } from './account-repository';

/**
 * Deletes the caller's account after checking their password (docs/decisions/031). In one
 * transaction: the account is marked deleted, its e-mails and texts stop (those still queued
 * too), its companies leave the site (as if the owner switched them off; their pages answer 404),
 * every session ends and every push subscription goes; the sockets close once it commits (the
 * sessions-ended notice is sent at commit). The businesses of the requests still open are told
 * they are no longer available, and their conversations close; their visits still to come, as
 * customer or owner, are cancelled (the other side told). What others still need stays until the
 * anonymisation job (account-anonymisation.ts) runs 30 days later.
 */
export async function deleteAccount(
  deps: { db: Database; jobs: JobQueue; config: AppConfig },
  userId: number,
  password: string,
) {
  const { db } = deps;
  const passwordHash = await findPasswordHash(db, userId);
  if (passwordHash === undefined || !(await verifyPassword(passwordHash, password))) {
    throw forbidden(WRONG_PASSWORD);
  }
  await db.transaction(async (tx) => {
    await markAccountDeleted(tx, userId);
    await closeAccount(tx, userId);
    await announceCustomerGone(deps, tx, userId);
    await cancelVisitsOfGone(deps, tx, { userId });
  });
}
