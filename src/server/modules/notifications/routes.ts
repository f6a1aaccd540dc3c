import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  unreadNotificationsSchema,
} from '@/contract/notification';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadNotifications,
} from './notification-service';

/** A notification's id (bigserial: beyond the 32-bit `idParam`, within what JSON numbers hold). */
const params = z.object({
  id: z
    .string({ error: 'Invalid id' })
    .regex(/^[1-9]\d{0,15}$/, 'Invalid id')
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, 'Invalid id')),
});

/** The notification centre (docs/decisions/052): each user reads and marks their own only. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/notifications',
    {
      schema: {
        operationId: 'listNotifications',
        summary: "The caller's notifications, newest first",
        description:
          'A page of 20, keyset by id: pass `nextBefore` as `before` for the next one. With the unread count.',
        tags: ['notifications'],
        security: access.signedIn,
        querystring: notificationListQuerySchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => listNotifications(app.db, requireUser(request).id, request.query.before),
  );

  app.get(
    '/api/notifications/unread-count',
    {
      schema: {
        operationId: 'countUnreadNotifications',
        summary: "How many of the caller's notifications are unread",
        tags: ['notifications'],
        security: access.signedIn,
        response: { 200: unreadNotificationsSchema },
      },
    },
    async (request) => unreadNotifications(app.db, requireUser(request).id),
  );

  app.post(
    '/api/notifications/read-all',
    {
      schema: {
        operationId: 'markAllNotificationsRead',
        summary: "Mark all the caller's notifications read",
        tags: ['notifications'],
        security: access.signedIn,
        response: { 200: unreadNotificationsSchema },
      },
    },
    async (request) => readAllNotifications(app.db, requireUser(request).id),
  );

  app.post(
    '/api/notifications/:id/read',
    {
      schema: {
        operationId: 'markNotificationRead',
        summary: "Mark one of the caller's notifications read",
        description: "Another user's notification answers 404, as one that does not exist.",
        tags: ['notifications'],
        security: access.signedIn,
        params,
        response: { 200: unreadNotificationsSchema, ...errorResponses(404) },
      },
    },
    async (request) => readNotification(app.db, requireUser(request).id, request.params.id),
  );
};
