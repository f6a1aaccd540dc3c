import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@/contract/category';
import {
  categoryListingQuerySchema,
  companyListResponseSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '@/contract/company';
import { errorResponseSchema, idParam } from '@/contract/common';
import { favoritesFilter } from '../companies';
import { listCategory, searchCompanies } from './search-service';
import { readDb } from '@/server/db/read-replicas';
import { notFound } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

type ListingQuery = z.output<typeof categoryListingQuerySchema>;

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
      const query = request.query;
      const found = await searchCompanies(readDb(request), {
        text: query.q ?? query.search ?? '',
        location: query.location,
        category: query.category,
        subcategory: query.subcategory,
        bounds: query.bounds,
        sort: query.sort,
        page: query.page,
        limit: query.limit,
        favoritesOf: favoritesFilter(query.favorites, request.user),
        licensedAndInsured: query.licensedAndInsured,
        locale: requestLocale(request),
      });
      // Each business on the page appeared in search once (insights): counted in memory.
      app.listingCounter.countAppearances(found.results.map((company) => company.id));
      return found;
    },
  );

  /** A category's page of companies (its own listing; near a ZIP, the client asks the search). */
  const listing = async (
    by: { id: number } | { slug: string },
    query: ListingQuery,
    request: FastifyRequest,
  ) => {
    const found = await listCategory(readDb(request), by, query.subcategory, {
      sort: query.sort ?? 'topRated',
      page: query.page,
      limit: query.limit,
      favoritesOf: favoritesFilter(query.favorites, request.user),
      locale: requestLocale(request),
      licensedAndInsured: query.licensedAndInsured,
    });
    if (!found) throw notFound('Category not found');
    // Each business listed on the page appeared once (insights): counted in memory.
    app.listingCounter.countAppearances(found.companies.map((company) => company.id));
    return found;
  };

  app.get(
    '/api/categories/:categoryId/companies',
    {
      schema: {
        operationId: 'listCategoryCompanies',
        summary: "List a category's companies",
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ categoryId: idParam }),
        querystring: categoryListingQuerySchema,
        response: { 200: companyListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { companies, pagination } = await listing(
        { id: request.params.categoryId },
        request.query,
        request,
      );
      return { companies, pagination };
    },
  );

  app.get(
    '/api/companies/category/:slug',
    {
      schema: {
        operationId: 'listCategoryCompaniesBySlug',
        summary: "List a category's companies, the category named by its slug",
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ slug: z.string().max(100) }),
        querystring: categoryListingQuerySchema,
        response: {
          200: companyListResponseSchema.extend({ category: categorySchema }),
          ...errors,
        },
      },
    },
    async (request) => listing({ slug: request.params.slug }, request.query, request),
  );
};
