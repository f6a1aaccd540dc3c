import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { idParam } from '@/contract/common';
import {
  comparisonEntrySchema,
  comparisonQuerySchema,
  estimateInputSchema,
  estimateSchema,
  hireSchema,
} from '@/contract/estimate';
import { JOB_DONE_CONFIRM_DAYS, quoteSchema } from '@/contract/quote';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { getQuote } from '../quotes';
import { compareEstimates } from './comparison-service';
import { listEstimates, sendEstimate } from './estimate-service';
import { hireCompany } from './hire-service';
import { markJobDoneByBusiness, markJobDoneByCustomer } from './job-done-service';

const conversationParams = z.object({ quoteId: idParam, companyId: idParam });
const quoteParams = z.object({ id: idParam });

export const estimateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quotes/:quoteId/companies/:companyId/estimates',
    {
      schema: {
        operationId: 'listEstimates',
        summary: "The revisions of a business's estimate for a quote",
        tags: ['estimates'],
        security: access.signedIn,
        description:
          "Every revision of the business's estimate, oldest first; the last is current.",
        params: conversationParams,
        response: { 200: z.array(estimateSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      listEstimates(app.db, requireUser(request), request.params.quoteId, request.params.companyId),
  );

  app.post(
    '/api/quotes/:quoteId/companies/:companyId/estimates',
    {
      config: { rateLimit: app.config.rateLimits.messages },
      schema: {
        operationId: 'sendEstimate',
        summary: 'Send a new revision of the estimate (the business)',
        tags: ['estimates'],
        security: access.signedIn,
        description:
          "A new revision of the business's estimate (the company's owner only, while the quote is open). USD in cents: `priceCents` (fixed), `minCents`+`maxCents` (range) or `hourlyRateCents`+`estimatedHours` (hourly).",
        params: conversationParams,
        body: estimateInputSchema,
        response: { 201: estimateSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const estimate = await sendEstimate(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
        request.body,
      );
      return reply.status(201).send(estimate);
    },
  );

  app.get(
    '/api/quotes/:id/comparison',
    {
      schema: {
        operationId: 'compareEstimates',
        summary: "Compare the businesses' estimates for a quote (its owner)",
        tags: ['estimates'],
        security: access.signedIn,
        description:
          "The quote owner's side-by-side view: one entry per business, with its distance from the job's ZIP, or from `location` (a ZIP) when given.",
        params: quoteParams,
        querystring: comparisonQuerySchema,
        response: { 200: z.array(comparisonEntrySchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      compareEstimates(app.db, requireUser(request), request.params.id, request.query.location),
  );

  app.post(
    '/api/quotes/:id/hire',
    {
      schema: {
        operationId: 'hireCompany',
        summary: 'Hire one business for a quote',
        tags: ['estimates'],
        security: access.signedIn,
        description:
          "Hire one business of a submitted quote (once: a second hire answers 409). The quote stays in progress (stage `hired`) until the job is done; the other businesses' conversations close.",
        params: quoteParams,
        body: hireSchema,
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await hireCompany(
        { db: app.db, jobs: app.jobs, config: app.config },
        user,
        request.params.id,
        request.body.companyId,
      );
      return getQuote(app.db, user, request.params.id, requestLocale(request));
    },
  );

  app.post(
    '/api/quotes/:quoteId/companies/:companyId/job-done',
    {
      schema: {
        operationId: 'markJobDoneByBusiness',
        summary: 'Mark the job done (the hired business)',
        tags: ['estimates'],
        security: access.signedIn,
        description: `The hired company's owner marks the job done (once). The customer confirms it, or it confirms itself ${JOB_DONE_CONFIRM_DAYS} days later. Another business's owner, or the customer, gets 403; a business that was not hired, 409.`,
        params: conversationParams,
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await markJobDoneByBusiness(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/quotes/:id/job-done',
    {
      schema: {
        operationId: 'markJobDone',
        summary: 'Mark the job done, or confirm it (the customer)',
        tags: ['estimates'],
        security: access.signedIn,
        description:
          'The quote owner marks the hired job done or confirms what the business marked: the quote becomes completed (stage `job_done`) and the review invitation for the hired business is scheduled. 409 without a hire or once confirmed.',
        params: quoteParams,
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markJobDoneByCustomer(
        { db: app.db, jobs: app.jobs, config: app.config },
        user,
        request.params.id,
      );
      return getQuote(app.db, user, request.params.id, requestLocale(request));
    },
  );
};
