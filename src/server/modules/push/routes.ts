import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pushConfigSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '@/contract/notification';
import { badRequest, conflict, unauthorized } from '@/server/platform/errors';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser, sessionIdHashOf } from '@/server/platform/session';
import { isAllowedPushEndpoint } from './endpoint-hosts';
import { deleteOwnSubscription, saveSubscription } from './subscription-repository';

/** Web push (docs/decisions/055): the server's public key, and each device's opt-in and opt-out. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const { push } = app.config;

  app.get(
    '/api/push/config',
    {
      schema: {
        operationId: 'getPushConfig',
        summary: "The server's VAPID public key to subscribe with (null: push is off)",
        tags: ['push'],
        security: access.anyone,
        response: { 200: pushConfigSchema },
      },
    },
    async () => ({ publicKey: push.vapid?.publicKey ?? null }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      schema: {
        operationId: 'savePushSubscription',
        summary: "Receive push notifications on this browser (the caller's subscription)",
        tags: ['push'],
        security: access.signedIn,
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errorResponses(409) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!push.vapid) throw conflict('Push notifications are not enabled on this server.');
      if (!isAllowedPushEndpoint(request.body.endpoint, push.endpointHosts, push.testOrigins)) {
        throw badRequest('This push service is not supported. Use a current browser.', {
          endpoint: 'Not a known browser push service',
        });
      }
      const saved = await saveSubscription(
        app.db,
        user.id,
        sessionIdHashOf(request)!,
        request.body,
        request.headers['user-agent'],
      );
      // Its session ended while it waited (a reset, "sign out everywhere"): signed out, as it is now.
      if (!saved) throw unauthorized();
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      schema: {
        operationId: 'deletePushSubscription',
        summary: 'Stop push notifications on this browser (only your own subscription)',
        tags: ['push'],
        security: access.signedIn,
        body: pushUnsubscribeSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteOwnSubscription(app.db, user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
