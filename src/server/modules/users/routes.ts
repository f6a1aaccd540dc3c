import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam } from '@/contract/common';
import { userSchema } from '@/contract/user';
import { userSettingsSchema } from '@/contract/user-settings';
import { forbidden } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { toUserResponse } from '../auth';
import { updateUserSettings } from './user-settings-service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/api/users/:id',
    {
      schema: {
        operationId: 'updateUserSettings',
        summary: "Change one's own profile and notification settings",
        tags: ['users'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: userSettingsSchema,
        response: {
          200: userSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (request.params.id !== user.id) throw forbidden('You can only change your own settings.');
      const updated = await updateUserSettings({ db: app.db, jobs: app.jobs }, user, request.body);
      return toUserResponse(updated, app.config.adminEmails);
    },
  );
};
