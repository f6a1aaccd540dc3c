import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  costGuidePath,
  costGuideParamsSchema,
  costGuideQuerySchema,
  costGuideSchema,
  COST_GUIDE_RULE,
  NO_COST_GUIDE,
} from '@/contract/cost-guide';
import { readDb } from '@/server/db/read-replicas';
import { notFound } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { findCostGuide } from './cost-guide-repository';

/** Cost guides are public: what the daily job computed, read as it is (never computed here). */
export const costGuideRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cost-guides/:categorySlug',
    {
      schema: {
        operationId: 'getCostGuide',
        summary: "A trade's cost guide, nationally or in one state",
        description: `The median and 25th–75th percentile of the latest estimates businesses sent for the trade, per job and per hour, with their distribution; from at least ${COST_GUIDE_RULE.minEstimates} estimates by ${COST_GUIDE_RULE.minCompanies} businesses, else 404.`,
        tags: ['cost-guides'],
        security: access.anyone,
        params: costGuideParamsSchema,
        querystring: costGuideQuerySchema,
        response: { 200: costGuideSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const { categorySlug } = request.params;
      const { state, zip } = request.query;
      const guide = await findCostGuide(
        readDb(request),
        categorySlug,
        zip ? { zip } : { state: state ?? null },
        requestLocale(request),
      );
      if (!guide) throw notFound(NO_COST_GUIDE);
      return guide;
    },
  );

  // A guide's page has one address, with the state in lower case (/cost/plumbing-services/ca):
  // /CA or /Ca is moved there for good. Only those match this route; the page itself is the
  // client's (platform/client-pages.ts). A page address, not the API: no OpenAPI entry.
  app.get<{ Params: { category: string; state: string } }>(
    '/cost/:category/:state([A-Z][A-Za-z]|[a-z][A-Z])',
    { schema: { hide: true } },
    async (request, reply) => {
      const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      const { category, state } = request.params;
      return reply.redirect(`${costGuidePath(category, state)}${search}`, 301);
    },
  );
};
