import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readDb } from '@/server/db/read-replicas';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { idParam } from '@/contract/common';
import {
  canRateResponseSchema,
  ratingInputSchema,
  ratingSchema,
  reviewReplyInputSchema,
} from '@/contract/rating';
import { ratingBreakdownSchema } from '@/contract/review-invitation';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { invitationRoutes } from './invitation-routes';
import * as ratings from './rating-service';
import * as replies from './reply-service';

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(invitationRoutes);

  app.get(
    '/api/ratings/company/:id',
    {
      schema: {
        operationId: 'listCompanyRatings',
        summary: "A company's reviews",
        tags: ['ratings'],
        security: access.anyone,
        params: z.object({ id: idParam }),
        response: { 200: z.array(ratingSchema) },
      },
    },
    async (request) => ratings.listCompanyRatings(readDb(request), request.params.id),
  );

  app.get(
    '/api/ratings/company/:id/breakdown',
    {
      schema: {
        operationId: 'getCompanyRatingBreakdown',
        summary: "A company's visible reviews counted by source: verified hires and invited ones",
        tags: ['ratings'],
        security: access.anyone,
        params: z.object({ id: idParam }),
        response: { 200: ratingBreakdownSchema },
      },
    },
    async (request) => ratings.ratingBreakdown(readDb(request), request.params.id),
  );

  app.get(
    '/api/ratings/user/:userId/company/:companyId',
    {
      schema: {
        operationId: 'getUserRating',
        summary: "A user's review of a company, if any",
        tags: ['ratings'],
        security: access.anyone,
        params: z.object({ userId: idParam, companyId: idParam }),
        response: { 200: ratingSchema.nullable() },
      },
    },
    async (request) =>
      ratings.findUserRating(app.db, request.params.userId, request.params.companyId),
  );

  app.get(
    '/api/companies/:id/can-rate',
    {
      schema: {
        operationId: 'canRateCompany',
        summary: 'Whether the signed-in user may review a company',
        tags: ['ratings'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: canRateResponseSchema },
      },
    },
    async (request) => ({
      canRate: request.user
        ? await ratings.canRate(app.db, request.user.id, request.params.id)
        : false,
    }),
  );

  app.post(
    '/api/companies/:id/ratings',
    {
      schema: {
        operationId: 'rateCompany',
        summary: 'Review a company',
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: ratingInputSchema,
        response: { 201: ratingSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const rating = await ratings.createRating(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(rating);
    },
  );

  app.put(
    '/api/ratings/:id',
    {
      schema: {
        operationId: 'updateRating',
        summary: 'Change a review (its author)',
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: ratingInputSchema,
        response: { 200: ratingSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      ratings.updateRating(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/ratings/:id',
    {
      schema: {
        operationId: 'deleteRating',
        summary: 'Delete a review (its author)',
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await ratings.deleteRating(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/api/ratings/:id/reply',
    {
      schema: {
        operationId: 'replyToRating',
        summary: "Write or edit the business's public reply to a review (an owner of the company)",
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: reviewReplyInputSchema,
        response: { 200: ratingSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      replies.saveReply(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.id,
        request.body.body,
      ),
  );

  app.delete(
    '/api/ratings/:id/reply',
    {
      schema: {
        operationId: 'deleteRatingReply',
        summary: "Delete the business's reply to a review (an owner of the company)",
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      await replies.deleteReply(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
