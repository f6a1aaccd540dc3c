import type { Executor } from '@/server/db/client';
import { endAllSessions } from '@/server/platform/session';
import { deleteUserSubscriptions } from '../push/subscription-repository';

/**
 * What ends an account's access everywhere (a password reset, a suspension, a deletion, an
 * anonymisation), in the caller's transaction: every session, whose sockets close on every node
 * once it commits, and every device's push subscription, so that a device registered with a
 * session (perhaps a stolen one) receives nothing more of the account's.
 */
export async function endAccountAccess(tx: Executor, userId: number): Promise<void> {
  await endAllSessions(tx, userId);
  await deleteUserSubscriptions(tx, userId);
}
