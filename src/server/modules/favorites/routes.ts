import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoritesResponseSchema } from '@/contract/company';
import { errorResponseSchema, idParam } from '@/contract/common';
import { notFound } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { companyExists } from '../companies';
import { addFavorite, listFavoriteIds, removeFavorite } from './favorite-repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ companyId: idParam });

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/favorites',
    {
      schema: {
        operationId: 'listFavorites',
        summary: "The ids of the user's favourite companies",
        tags: ['favorites'],
        security: access.signedIn,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => ({ companyIds: await listFavoriteIds(app.db, requireUser(request).id) }),
  );

  for (const [method, apply, operationId, summary] of [
    ['POST', addFavorite, 'addFavorite', 'Add a company to the favourites'],
    ['DELETE', removeFavorite, 'removeFavorite', 'Remove a company from the favourites'],
  ] as const) {
    app.route({
      method,
      url: '/api/favorites/:companyId',
      schema: {
        operationId,
        summary,
        tags: ['favorites'],
        security: access.signedIn,
        params,
        response: { 200: favoritesResponseSchema, ...errors },
      },
      handler: async (request) => {
        const user = requireUser(request);
        const { companyId } = request.params;
        if (!(await companyExists(app.db, companyId))) throw notFound('Company not found');
        await apply(app.db, user.id, companyId);
        return { companyIds: await listFavoriteIds(app.db, user.id) };
      },
    });
  }
};
