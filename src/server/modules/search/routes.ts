import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@/contract/company';
import { errorResponseSchema } from '@/contract/common';
import { favoritesFilter } from '../companies';
import { searchCompanies } from './search-service';
import { readDb } from '@/server/db/read-replicas';
import { access } from '@/server/platform/openapi';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/search',
    {
      schema: {
        operationId: 'searchCompanies',
        summary: 'Search companies by text, ZIP code (service areas first) and map area',
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        querystring: searchQuerySchema,
        response: {
          200: searchResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => {
      const { q, search, location, category, subcategory, bounds, sort, page, limit, favorites } =
        request.query;
      const found = await searchCompanies(readDb(request), {
        text: q ?? search ?? '',
        location,
        category,
        subcategory,
        bounds,
        sort,
        page,
        limit,
        favoritesOf: favoritesFilter(favorites, request.user),
      });
      // Each business on the page appeared in search once (insights): counted in memory.
      app.listingCounter.countAppearances(found.results.map((company) => company.id));
      return found;
    },
  );
};
