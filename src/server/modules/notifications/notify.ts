import type { AppNotification } from '@/contract/notification';
import type { AppConfig } from '@/server/config';
import type { Executor } from '@/server/db/client';
import type { EnqueueOptions, JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import {
  countUnread,
  reviseGroupText,
  upsertNotification,
  type NotificationInput,
} from './notification-repository';

export interface NotifyDeps {
  jobs: JobQueue;
  config: AppConfig;
}

/**
 * When the push of a notification goes out: at once by default; a message's waits out the grace
 * period of its e-mail, once per conversation and recipient in a window (message-notifications.ts),
 * so an active chat does not buzz at every line.
 */
export type PushTiming = Pick<EnqueueOptions, 'startAfter' | 'singletonKey' | 'singletonSeconds'>;

/** The longest body stored: the bell shows a line or two, and the realtime event must stay small. */
const BODY_MAX_LENGTH = 200;

const clip = (text: string) =>
  text.length > BODY_MAX_LENGTH ? `${text.slice(0, BODY_MAX_LENGTH - 1).trimEnd()}…` : text;

/**
 * Tells a user something happened to them (docs/decisions/052), in the caller's transaction, so
 * the notification exists exactly when the change does: the row (or its group's unread one,
 * brought up to date), the realtime event with the user's unread count after it, and, when web
 * push is on, the push job (its worker sends only if the notification is still unread then).
 * A suspended or deleted account is told nothing: no row, no event, no push (null).
 * Callers never notify a user of their own action.
 */
export async function notify(
  deps: NotifyDeps,
  tx: Executor,
  input: NotificationInput,
  push: PushTiming = {},
): Promise<AppNotification | null> {
  const notification = await upsertNotification(tx, { ...input, body: clip(input.body) });
  if (!notification) return null;
  await publishRealtime(tx, [input.userId], {
    type: 'notification',
    notification,
    count: await countUnread(tx, input.userId),
  });
  if (deps.config.push.vapid) {
    await deps.jobs.enqueue('deliver.push', { notificationId: notification.id }, { tx, ...push });
  }
  return notification;
}

/**
 * Brings the text of a group's notifications up to date (an edited review's), in the caller's
 * transaction, and shows it in the user's open tabs. Nobody is alerted again: no new row, no
 * push, the read state kept (docs/decisions/053).
 */
export async function reviseNotifications(
  tx: Executor,
  userId: number,
  groupKey: string,
  text: { title: string; body: string },
): Promise<void> {
  const revised = await reviseGroupText(tx, userId, groupKey, { ...text, body: clip(text.body) });
  if (revised.length === 0) return;
  const count = await countUnread(tx, userId);
  for (const notification of revised) {
    await publishRealtime(tx, [userId], { type: 'notification', notification, count });
  }
}
