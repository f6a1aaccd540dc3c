import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam, successResponseSchema } from '@/contract/common';
import {
  acceptedLeadSchema,
  leadListQuerySchema,
  leadListResponseSchema,
  passLeadSchema,
} from '@/contract/lead';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { acceptLead, listLeads, passLead } from './lead-service';

const params = z.object({ id: idParam });

/** A business's side of matched requests (docs/decisions/042): its leads, Accept and Pass. */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, jobs: app.jobs, config: app.config };

  app.get(
    '/api/companies/:id/leads',
    {
      schema: {
        operationId: 'listLeads',
        summary: "A business's leads: matched requests offered to it",
        tags: ['leads'],
        security: access.signedIn,
        description:
          "Newest first, 20 a page: `status=offered` (the default) the offers still open, `all` every lead. The job without its street address or the customer. The business's owner only; anyone else 403.",
        params,
        querystring: leadListQuerySchema,
        response: { 200: leadListResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      listLeads(
        app.db,
        requireUser(request),
        request.params.id,
        request.query,
        requestLocale(request),
      ),
  );

  app.post(
    '/api/leads/:id/accept',
    {
      schema: {
        operationId: 'acceptLead',
        summary: 'Accept a lead: the conversation with the customer opens',
        tags: ['leads'],
        security: access.signedIn,
        description:
          "The owner of the lead's business only (403 otherwise); 409 when the lead is no longer open (answered, expired, or the request closed).",
        params,
        response: { 200: acceptedLeadSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => acceptLead(deps, requireUser(request), request.params.id),
  );

  app.post(
    '/api/leads/:id/pass',
    {
      schema: {
        operationId: 'passLead',
        summary: 'Pass on a lead, with a reason: the request goes to the next match',
        tags: ['leads'],
        security: access.signedIn,
        description:
          "The owner of the lead's business only (403 otherwise); 409 when the lead is no longer open.",
        params,
        body: passLeadSchema,
        response: { 200: successResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await passLead(deps, requireUser(request), request.params.id, request.body);
      return { success: true as const };
    },
  );
};
