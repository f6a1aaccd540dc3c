import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@/contract/notification';
import type { Executor } from '@/server/db/client';
import { notifications, pushSubscriptions, sessions } from '@/server/db/schema';
import { lockLimits } from '@/server/platform/limit-locks';

export type StoredPushSubscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth'
>;

/** Devices one account may receive push on; registering another removes the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Stores a browser's subscription for this user. An endpoint is one browser profile: subscribed
 * again (new keys), or by whoever signs in on it next, the row moves to them in one statement.
 * Its time is its latest registration; beyond MAX_SUBSCRIPTIONS_PER_USER the user's longest
 * unregistered go (one notification is at most that many requests). A user's registrations are
 * taken one at a time (the user's limit lock, platform/limit-locks.ts), so the limit holds when
 * they race. The ending of the account's access takes the same lock (`deleteUserSubscriptions`):
 * a registration that waited for it is stored only if the caller's session (`sessionIdHash`)
 * survived it; false when it did not.
 */
export async function saveSubscription(
  db: Executor,
  userId: number,
  sessionIdHash: string,
  subscription: PushSubscriptionInput,
  userAgent: string | undefined,
): Promise<boolean> {
  const row = {
    userId,
    endpoint: subscription.endpoint,
    p256dh: subscription.keys.p256dh,
    auth: subscription.keys.auth,
    userAgent: userAgent?.slice(0, 500) ?? null,
    // The moment of this statement, after the lock: the order registrations were made in.
    createdAt: sql`clock_timestamp()`,
  };
  return db.transaction(async (tx) => {
    await lockLimits(tx, 'user', [userId]);
    const session = await tx
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.idHash, sessionIdHash));
    if (session.length === 0) return false;
    await tx
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: row.p256dh,
          auth: row.auth,
          userAgent: row.userAgent,
          createdAt: row.createdAt,
        },
      });
    // Raw SQL: DELETE … NOT IN an ordered, limited subquery.
    await tx.execute(sql`
      DELETE FROM push_subscriptions WHERE user_id = ${userId} AND id NOT IN (
        SELECT id FROM push_subscriptions WHERE user_id = ${userId}
        ORDER BY created_at DESC, id DESC LIMIT ${MAX_SUBSCRIPTIONS_PER_USER})`);
    return true;
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

/**
 * Removes every device of the user: their access has ended (modules/auth/account-access.ts). Under
 * the user's limit lock, so a registration in flight is either removed here or refused after.
 */
export async function deleteUserSubscriptions(db: Executor, userId: number): Promise<void> {
  await lockLimits(db, 'user', [userId]);
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** What a push of this notification carries, and whether it was read meanwhile. */
export async function findPushedNotification(db: Executor, notificationId: number) {
  const [notification] = await db
    .select({
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  return notification;
}
