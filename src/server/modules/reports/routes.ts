import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportCreatedSchema, reportInputSchema } from '@/contract/moderation';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { createReport } from './report-service';

export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const rule = app.config.rateLimits.reports;
  app.post(
    '/api/reports',
    {
      config: {
        rateLimit: {
          max: rule.max,
          timeWindow: rule.timeWindowMs,
          // Per account, whatever the address (the route refuses visitors anyway).
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : request.ip),
        },
      },
      schema: {
        operationId: 'createReport',
        summary: 'Report a review, a message received, a company or a user to the moderators',
        tags: ['reports'],
        security: access.signedIn,
        body: reportInputSchema,
        response: { 201: reportCreatedSchema, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createReport(app.db, requireUser(request), request.body)),
  );
};
