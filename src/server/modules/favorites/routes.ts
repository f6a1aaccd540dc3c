import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { favoritesResponseSchema } from '../../../contract/company';
import { errorResponseSchema, idParam } from '../../../contract/common';
import { notFound } from '../../platform/errors';
import { requireUser } from '../../platform/session';
import { companyExists } from '../companies/company-repository';
import { addFavorite, listFavoriteIds, removeFavorite } from './favorite-repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };
const params = z.object({ companyId: idParam });

export const favoriteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/favorites',
    { schema: { tags: ['favorites'], response: { 200: favoritesResponseSchema, ...errors } } },
    async (request) => ({ companyIds: await listFavoriteIds(app.db, requireUser(request).id) }),
  );

  for (const [method, apply] of [
    ['POST', addFavorite],
    ['DELETE', removeFavorite],
  ] as const) {
    app.route({
      method,
      url: '/api/favorites/:companyId',
      schema: {
        tags: ['favorites'],
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
