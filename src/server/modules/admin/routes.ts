import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminStatsSchema } from '@/contract/admin';
import { errorResponseSchema } from '@/contract/common';
import { forbidden } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { adminStats } from './admin-service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/stats',
    {
      schema: {
        operationId: 'getAdminStats',
        summary: 'Dashboard figures for admins',
        tags: ['admin'],
        security: access.signedIn,
        response: { 200: adminStatsSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!app.config.adminEmails.has(user.email)) throw forbidden('Admins only.');
      return adminStats(app.db);
    },
  );
};
