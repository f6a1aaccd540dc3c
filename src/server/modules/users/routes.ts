import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam } from '@/contract/common';
import { localeChoiceSchema, userSchema } from '@/contract/user';
import { userSettingsSchema } from '@/contract/user-settings';
import { forbidden } from '@/server/platform/errors';
import { setLocaleCookie } from '@/server/platform/locale';
import { access, noBody } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { toUserResponse } from '../auth';
import { saveLocale } from './user-repository';
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

  app.put(
    '/api/me/locale',
    {
      schema: {
        operationId: 'setLocale',
        summary: 'Choose the language (English or Spanish)',
        description:
          'Keeps the choice on this browser (the `ql_locale` cookie, a year) for anyone; signed in, also saves it on the account, so e-mails, texts and push notifications sent to the person speak it on any device.',
        tags: ['users'],
        security: access.anyoneOrSignedIn,
        body: localeChoiceSchema,
        response: {
          204: noBody('The language is chosen: the `ql_locale` cookie is set'),
          400: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const { locale } = request.body;
      if (request.user) await saveLocale(app.db, request.user.id, locale);
      setLocaleCookie(request, reply, locale);
      return reply.status(204).send();
    },
  );
};
