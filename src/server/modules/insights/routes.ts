import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import { insightsResponseSchema } from '@/contract/insights';
import { notFound } from '@/server/platform/errors';
import { translatorFor } from '@/server/platform/i18n';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { findCompanyListing, requireCompanyOwner } from '../companies';
import { insightsCsv } from './insights-csv';
import { weeklyInsights, withUnflushed } from './insights-repository';
import { ViewVisitors } from './view-visitors';

const params = z.object({ id: idParam });

/** A business's insights (docs/decisions/049): the page views its company page reports, and the weekly numbers. */
export const insightsRoutes: FastifyPluginAsyncZod = async (app) => {
  const visitors = new ViewVisitors(app.config.insights.viewVisitors);

  app.post(
    '/api/companies/:id/views',
    {
      schema: {
        operationId: 'recordCompanyView',
        summary: "Count a visit to a company's page",
        description:
          "Sent by the company page once per visit (a beacon, no body), for its owner's insights. Not counted: the owner's own visits, and a visitor's (a signed-in user, else an IP address) second visit to the company the same day. 404 for an unknown company or one not listed.",
        tags: ['insights'],
        security: access.anyoneOrSignedIn,
        params,
        response: { 204: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const companyId = request.params.id;
      const company = await findCompanyListing(app.db, companyId);
      const isOwner = company !== undefined && company.ownerId === request.user?.id;
      if (!company || (!company.listed && !isOwner)) throw notFound('Company not found');
      const visitor = request.user ? `user ${request.user.id}` : `ip ${request.ip}`;
      if (!isOwner && visitors.firstToday(companyId, visitor, request.ip)) {
        app.listingCounter.countView(companyId);
      }
      return reply.status(204).send(null);
    },
  );

  /** The owner's weeks, this node's unwritten counts included. */
  const insightsOf = async (companyId: number) => {
    const insights = await weeklyInsights(app.db, companyId);
    return withUnflushed(insights, app.listingCounter.unflushed(companyId));
  };

  app.get(
    '/api/companies/:id/insights',
    {
      schema: {
        operationId: 'getCompanyInsights',
        summary: "A business's numbers per week over the last 12 weeks (its owner only)",
        description:
          'Appearances in search results, profile views, requests received and answered, median response time, estimates sent, hires, win rate, value quoted and won; weeks from Monday (UTC), oldest first, the current week last.',
        tags: ['insights'],
        security: access.signedIn,
        params,
        response: { 200: insightsResponseSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) => {
      await requireCompanyOwner(app.db, request.params.id, requireUser(request));
      return insightsOf(request.params.id);
    },
  );

  app.get(
    '/api/companies/:id/insights.csv',
    {
      schema: {
        operationId: 'downloadCompanyInsights',
        summary: "A business's weekly numbers as CSV (its owner only)",
        description:
          'The same weeks as GET /api/companies/{id}/insights, one row each after a header row; money in US dollars. Answered as a download (`Content-Disposition: attachment`).',
        tags: ['insights'],
        security: access.signedIn,
        params,
        response: {
          200: {
            description: 'The weeks as CSV',
            content: { 'text/csv': { schema: z.string() } },
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const companyId = request.params.id;
      await requireCompanyOwner(app.db, companyId, requireUser(request));
      const csv = insightsCsv(await insightsOf(companyId), translatorFor(requestLocale(request)));
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="insights-${companyId}.csv"`)
        .send(csv);
    },
  );
};
