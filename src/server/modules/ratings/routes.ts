import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam } from '../../../contract/common';
import { ratingInputSchema, ratingSchema } from '../../../contract/rating';
import { requireUser } from '../../platform/session';
import * as ratings from './rating-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/ratings/company/:id',
    {
      schema: {
        tags: ['ratings'],
        params: z.object({ id: idParam }),
        response: { 200: z.array(ratingSchema), ...errors },
      },
    },
    async (request) => ratings.listCompanyRatings(app.db, request.params.id),
  );

  app.get(
    '/api/ratings/user/:userId/company/:companyId',
    {
      schema: {
        tags: ['ratings'],
        params: z.object({ userId: idParam, companyId: idParam }),
        response: { 200: ratingSchema.nullable(), ...errors },
      },
    },
    async (request) =>
      ratings.findUserRating(app.db, request.params.userId, request.params.companyId),
  );

  app.get(
    '/api/companies/:id/can-rate',
    {
      schema: {
        tags: ['ratings'],
        params: z.object({ id: idParam }),
        response: { 200: z.object({ canRate: z.boolean() }), ...errors },
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
        tags: ['ratings'],
        params: z.object({ id: idParam }),
        body: ratingInputSchema,
        response: { 201: ratingSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rating = await ratings.createRating(
        app.db,
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
        tags: ['ratings'],
        params: z.object({ id: idParam }),
        body: ratingInputSchema,
        response: { 200: ratingSchema, ...errors },
      },
    },
    async (request) =>
      ratings.updateRating(app.db, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/api/ratings/:id',
    {
      schema: {
        tags: ['ratings'],
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await ratings.deleteRating(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
