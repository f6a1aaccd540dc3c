import type { AppNotification } from '@/contract/notification';
import type { Database, Executor } from '@/server/db/client';
import { notFound } from '@/server/platform/errors';
import { publishRealtime } from '@/server/platform/realtime';
import {
  countUnread,
  findPage,
  markAllRead,
  markGroupRead,
  markOneRead,
} from './notification-repository';

/** The bell's list: a page of the user's notifications and their unread count. */
export async function listNotifications(db: Database, userId: number, before?: number) {
  const [page, unreadCount] = await Promise.all([
    findPage(db, userId, before),
    countUnread(db, userId),
  ]);
  return { ...page, unreadCount };
}

/** The bell's badge alone. */
export async function unreadNotifications(db: Database, userId: number) {
  return { unreadCount: await countUnread(db, userId) };
}

/**
 * Tells the user's tabs (all of them: the one that read too, whose cache it settles) how many
 * unread notifications are left, and which one was read (none: all of them).
 */
async function tellRead(tx: Executor, userId: number, notification?: AppNotification) {
  await publishRealtime(tx, [userId], {
    type: 'notifications_read',
    count: await countUnread(tx, userId),
    ...(notification ? { notification } : {}),
  });
}

/** Marks one of the caller's notifications read (another user's id: 404); the unread left. */
export function readNotification(db: Database, userId: number, id: number) {
  return db.transaction(async (tx) => {
    const read = await markOneRead(tx, userId, id);
    if (!read) throw notFound('Notification not found');
    if (read.changed) await tellRead(tx, userId, read.notification);
    return { unreadCount: await countUnread(tx, userId) };
  });
}

/** Marks all the caller's notifications read. */
export function readAllNotifications(db: Database, userId: number) {
  return db.transaction(async (tx) => {
    if ((await markAllRead(tx, userId)) > 0) await tellRead(tx, userId);
    // Not simply 0: one may have arrived since the marking.
    return { unreadCount: await countUnread(tx, userId) };
  });
}

/**
 * The user saw what a group's notification told of (read the conversation): it is read too, in
 * the caller's transaction, and their tabs are told.
 */
export async function readNotificationGroup(
  tx: Executor,
  userId: number,
  groupKey: string,
): Promise<void> {
  const read = await markGroupRead(tx, userId, groupKey);
  if (read) await tellRead(tx, userId, read);
}
