import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successResponseSchema } from '@/contract/common';
import { ACCOUNT_DELETED, deleteAccountSchema } from '@/contract/user';
import { access, errorResponses, streamedBody } from '@/server/platform/openapi';
import { requireUser, SESSION_COOKIE } from '@/server/platform/session';
import { zipStream } from '@/server/platform/zip-stream';
import { deleteAccount } from './account-deletion';
import { exportAccount } from './export-repository';
import { exportArchiveEntries } from './export-archive';

/**
 * People own their data (docs/decisions/030, 031): the caller's own export, and deleting the
 * account.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me/export',
    {
      schema: {
        operationId: 'exportMyData',
        summary: 'Download everything the app holds about the signed-in user, as a ZIP archive',
        description:
          'A ZIP archive (`Content-Disposition: attachment`, `quotelocal-export-YYYY-MM-DD.zip`) of `data.json` (indented JSON: profile and settings, quotes with their images, conversations and estimates, reviews written with replies, favourites, reports made, notifications, and for each company owned its photos, service area, reviews received, requests received with their conversations and the estimates sent, and the leads offered), `summary.html` (the same for a person to read) and `photos/` (the images the user uploaded).',
        tags: ['users'],
        security: access.signedIn,
        response: {
          200: {
            description: 'The ZIP archive',
            content: { 'application/zip': { schema: streamedBody } },
          },
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const exported = await exportAccount(app.db, user.id, app.config.appUrl);
      const day = exported.data.exportedAt.slice(0, 10);
      // Written as the client reads it: one photo in memory at a time (platform/zip-stream.ts).
      const archive = Readable.from(zipStream(exportArchiveEntries(app.storage, exported)), {
        objectMode: false,
      });
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="quotelocal-export-${day}.zip"`)
        .send(archive);
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
      await deleteAccount(app, user.id, request.body.password);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const, message: ACCOUNT_DELETED };
    },
  );
};
