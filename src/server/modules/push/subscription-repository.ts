import { and, eq } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@/contract/notification';
import type { Executor } from '@/server/db/client';
import { pushSubscriptions } from '@/server/db/schema';

export type StoredPushSubscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth'
>;

/**
 * Stores a browser's subscription for this user. An endpoint is one browser profile: subscribed
 * again (new keys), or by whoever signs in on it next, the row moves to them in one statement.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<void> {
  const row = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(row)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: row.p256dh, auth: row.auth, userAgent: row.userAgent },
    });
}

/** Removes the user's own subscription with this endpoint (someone else's is left alone). */
export async function deleteOwnSubscription(
  db: Executor,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Removes a subscription its push service says is gone (404/410). */
export async function deleteSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

/** Every device the user opted in on (push_subscriptions_user_idx). */
export function listSubscriptions(db: Executor, userId: number): Promise<StoredPushSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
}
