import { z } from 'zod';

/**
 * The notification centre (issue 22, docs/decisions/052): what happened to a user, in the bell
 * of the header and on /notifications. Stored per user, kept 90 days.
 */
export const NOTIFICATION_KINDS = [
  'request',
  'lead',
  'message',
  'estimate',
  'hire',
  'not_selected',
  'job_done',
  'review',
  'review_reply',
  'report_outcome',
  'request_closed',
  'visit',
  'credential',
  'question',
  'question_answer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Notifications older than this are pruned by a daily job. */
export const NOTIFICATION_RETENTION_DAYS = 90;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  body: z.string(),
  /** A path in the app. */
  link: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?before=: newest first, NOTIFICATIONS_PAGE_SIZE a page, keyset by id. */
export const notificationListQuerySchema = z.object({
  /** The last id of the page before (ids are descending). */
  before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const notificationListResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.number().int().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** GET /api/notifications/unread-count, and what mark-read answers. */
export const unreadNotificationsSchema = z.object({ unreadCount: z.number().int() });

/** Web push (docs/decisions/055): GET /api/push/config. `publicKey` null when push is off. */
export const pushConfigSchema = z.object({ publicKey: z.string().nullable() });

/** POST /api/push/subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string()
    .max(2000)
    .regex(/^https?:\/\/\S+$/, 'Invalid push endpoint'),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscriptions */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().max(2000) });
