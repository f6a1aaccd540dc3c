import type { Executor } from '@/server/db/client';
import { endAllSessions } from '@/server/platform/session';
import { deleteUserSubscriptions } from '../push';
import { deleteQueuedMailTo } from './auth-repository';

/**
 * What ends an account's access everywhere (a password reset, "sign out everywhere", a
 * suspension, a deletion, an anonymisation), in the caller's transaction: every session, whose
 * sockets close on every node once it commits, and every device's push subscription, so that a
 * device registered with a session (perhaps a stolen one) receives nothing more of the account's.
 */
export async function endAccountAccess(tx: Executor, userId: number): Promise<void> {
  await endAllSessions(tx, userId);
  await deleteUserSubscriptions(tx, userId);
}

/**
 * A suspension or a deletion: the account's access ends (`endAccountAccess`), and as it is sent
 * nothing more (`allowsEmail`, `notify`), the e-mails and texts to it still waiting in the queue
 * (a retry, a later start) are dropped too.
 */
export async function closeAccount(tx: Executor, userId: number): Promise<void> {
  await endAccountAccess(tx, userId);
  await deleteQueuedMailTo(tx, userId);
}
