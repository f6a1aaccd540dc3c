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

  app.post(
    '/api/favorites/:companyId',
    {
      schema: {
        tags: ['favorites'],
        params,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!(await companyExists(app.db, request.params.companyId)))
        throw notFound('Company not found');
      await addFavorite(app.db, user.id, request.params.companyId);
      return { companyIds: await listFavoriteIds(app.db, user.id) };
    },
  );

  app.delete(
    '/api/favorites/:companyId',
    {
      schema: {
        tags: ['favorites'],
        params,
        response: { 200: favoritesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await removeFavorite(app.db, user.id, request.params.companyId);
      return { companyIds: await listFavoriteIds(app.db, user.id) };
    },
  );
};
