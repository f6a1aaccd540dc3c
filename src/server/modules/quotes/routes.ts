import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { errorResponseSchema, idParam, successResponseSchema } from '@/contract/common';
import {
  createdQuoteSchema,
  createQuoteSchema,
  quoteImageSchema,
  quoteListQuerySchema,
  quoteListResponseSchema,
  quoteSchema,
  submitQuoteSchema,
  updateQuoteSchema,
} from '@/contract/quote';
import { createMatchedQuoteSchema } from '@/contract/lead';
import { UPLOAD_RULES } from '@/contract/upload';
import { withdrawQuoteSchema } from '@/contract/withdrawal';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { readUpload } from '../objects';
import { vendorJobSchema } from '@/contract/job';
import { getVendorJob } from './job-service';
import * as drafts from './draft-service';
import * as quotes from './quote-service';
import { withdrawQuote } from './withdrawal-service';

const params = z.object({ id: idParam });

export const quoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quotes',
    {
      schema: {
        operationId: 'createQuote',
        summary: 'Start a quote request (a draft)',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          'Idempotent per request: while the customer has an open draft to the same businesses (in any order) for the same job ZIP, that draft is answered (200, `reused`) instead of a second one (201). Requests at once run one after another per customer.',
        body: createQuoteSchema,
        response: { 200: createdQuoteSchema, 201: createdQuoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const draft = await quotes.createQuote(
        app.db,
        requireUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.status(draft.reused ? 200 : 201).send(draft);
    },
  );

  app.post(
    '/api/quotes/matched',
    {
      schema: {
        operationId: 'createMatchedQuote',
        summary: 'Start a matched quote request (a draft): the system picks the businesses',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          'A draft in a trade, without businesses: when it is submitted, up to 5 businesses of the trade that serve its ZIP are offered it as leads (docs/decisions/042). While the customer has an open matched draft in the same trade for the same job ZIP, that draft is answered (200, `reused`). 400 "Choose a service" for an unknown trade.',
        body: createMatchedQuoteSchema,
        response: { 200: createdQuoteSchema, 201: createdQuoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const draft = await quotes.createMatchedQuote(
        app.db,
        requireUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.status(draft.reused ? 200 : 201).send(draft);
    },
  );

  app.get(
    '/api/quotes',
    {
      schema: {
        operationId: 'listQuotes',
        summary: "The user's quote requests",
        tags: ['quotes'],
        security: access.signedIn,
        querystring: quoteListQuerySchema,
        response: { 200: quoteListResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const { status, stage, ...paging } = request.query;
      return quotes.listQuotes(app.db, requireUser(request), {
        ...paging,
        status: status === 'all' ? undefined : status,
        stage: stage === 'all' ? undefined : stage,
      });
    },
  );

  app.get(
    '/api/quotes/:id',
    {
      schema: {
        operationId: 'getQuote',
        summary: 'A quote request',
        tags: ['quotes'],
        security: access.signedIn,
        params,
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      quotes.getQuote(app.db, requireUser(request), request.params.id, requestLocale(request)),
  );

  app.put(
    '/api/quotes/:id',
    {
      schema: {
        operationId: 'updateQuote',
        summary: 'Change a draft quote request',
        tags: ['quotes'],
        security: access.signedIn,
        params,
        body: updateQuoteSchema,
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await quotes.updateDraft(app.db, user, request.params.id, request.body);
      return quotes.getQuote(app.db, user, request.params.id, requestLocale(request));
    },
  );

  app.delete(
    '/api/quotes/:id',
    {
      schema: {
        operationId: 'deleteDraftQuote',
        summary: 'Delete a draft quote request',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          "The customer's own draft, with its images; 404 for anyone else's quote, 409 once it was sent.",
        params,
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await drafts.deleteDraft(app.db, app.storage, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/quotes/:id/companies/:companyId',
    {
      schema: {
        operationId: 'removeDraftQuoteCompany',
        summary: 'Remove a business from a draft quote request',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          "The customer's own draft; 404 for anyone else's quote or a business the draft does not name, 409 once it was sent. Answers the draft.",
        params: z.object({ id: idParam, companyId: idParam }),
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { id, companyId } = request.params;
      await drafts.removeDraftCompany(app.db, user, id, companyId);
      return quotes.getQuote(app.db, user, id, requestLocale(request));
    },
  );

  app.post(
    '/api/quotes/:id/submit',
    {
      schema: {
        operationId: 'submitQuote',
        summary: 'Send a draft quote request to its businesses (or its matches)',
        tags: ['quotes'],
        security: access.signedIn,
        params,
        body: submitQuoteSchema.optional(),
        // 422: a matched request nobody can take (docs/decisions/043); 429: a new account's daily
        // cap (docs/decisions/029).
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS, ...errorResponses(422, 429) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await quotes.submitQuote(
        { db: app.db, jobs: app.jobs, config: app.config },
        user,
        request.params.id,
        request.body ?? {},
      );
      return quotes.getQuote(app.db, user, request.params.id, requestLocale(request));
    },
  );

  app.get(
    '/api/quotes/:quoteId/companies/:companyId/job',
    {
      schema: {
        operationId: 'getQuoteJob',
        summary: 'The job of a quote request as an invited business sees it',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          "Description, photos, the job's ZIP and its distance from the business, timing and questionnaire answers; the street address only for the hired business. The owner of the invited business or the quote's owner; anyone else 403.",
        params: z.object({ quoteId: idParam, companyId: idParam }),
        response: { 200: vendorJobSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      getVendorJob(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
        requestLocale(request),
      ),
  );

  app.post(
    '/api/quotes/:id/withdraw',
    {
      schema: {
        operationId: 'withdrawQuote',
        summary: 'Withdraw a sent quote request, with a reason',
        tags: ['quotes'],
        security: access.signedIn,
        description:
          'Closes a sent request nobody was hired for (status `completed`, stage `closed`): every business in it is told live, in the bell and by e-mail, and its conversations stop taking messages and estimates. 409 for a draft (delete it instead), a hired request (mark the job done) or one already withdrawn.',
        params,
        body: withdrawQuoteSchema,
        response: { 200: quoteSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { reason, note } = request.body;
      await withdrawQuote(app, user, request.params.id, { reason, note });
      return quotes.getQuote(app.db, user, request.params.id, requestLocale(request));
    },
  );

  app.post(
    '/api/quotes/:id/complete',
    {
      schema: {
        operationId: 'completeQuote',
        summary: 'Mark a submitted quote request completed',
        tags: ['quotes'],
        security: access.signedIn,
        description: 'The same as withdrawing the request without a reason.',
        params,
        response: { 200: successResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await withdrawQuote(app, requireUser(request), request.params.id, { reason: null });
      return { success: true as const };
    },
  );

  app.post(
    '/api/quotes/:id/images',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        operationId: 'addQuoteImage',
        summary: 'Add an image to a draft quote request',
        tags: ['quotes'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description:
          'Multipart field `image`: JPG, PNG, GIF or WebP up to 5 MB, while the quote is a draft.',
        params,
        response: { 201: quoteImageSchema, 413: errorResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes } = await readUpload(request, { field: 'image', ...UPLOAD_RULES.quoteImage });
      const image = await quotes.addQuoteImage(app.db, app.storage, user, request.params.id, bytes);
      return reply.status(201).send(image);
    },
  );

  app.delete(
    '/api/quotes/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteQuoteImage',
        summary: 'Remove an image from a draft quote request',
        tags: ['quotes'],
        security: access.signedIn,
        params: z.object({ id: idParam, imageId: idParam }),
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await quotes.deleteQuoteImage(
        app.db,
        app.storage,
        requireUser(request),
        request.params.id,
        request.params.imageId,
      );
      return reply.status(204).send(null);
    },
  );
};
