import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '@/contract/common';
import { ACCOUNT_DELETED, accountExportSchema, deleteAccountSchema } from '@/contract/user';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser, SESSION_COOKIE } from '@/server/platform/session';
import { deleteAccount } from './account-deletion';
import { exportAccount } from './account-export';

/** People own their data (docs/decisions/014): the caller's own export, and deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export',
    {
      schema: {
        operationId: 'exportMyData',
        summary: 'Download everything the app holds about the signed-in user, as JSON',
        description:
          'Profile and settings, quotes with their images, conversations and estimates, reviews written (with replies), companies owned (with photos, reviews received and messages sent), favourites and reports made. Answered as a download (`Content-Disposition: attachment`).',
        tags: ['users'],
        security: access.signedIn,
        response: { 200: accountExportSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await exportAccount(app.db, user.id, app.config.appUrl);
      const day = data.exportedAt.slice(0, 10);
      reply.header('Content-Disposition', `attachment; filename="quotelocal-export-${day}.json"`);
      return data;
    },
  );

  const rule = app.config.rateLimits.auth;
  app.delete(
    '/api/me',
    {
      // As login: each call checks a password.
      config: { rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs } },
      schema: {
        operationId: 'deleteMyAccount',
        summary: 'Delete the signed-in account (the password is asked again)',
        description:
          'Ends every session at once and takes the account’s companies off the site; 30 days later what others still need is anonymised and the rest removed. 403 for a wrong password.',
        tags: ['users'],
        security: access.signedIn,
        body: deleteAccountSchema,
        response: { 200: successResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await deleteAccount(app.db, user.id, request.body.password);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: ACCOUNT_DELETED };
    },
  );
};
