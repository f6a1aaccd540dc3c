import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryListingQuerySchema,
  companyDetailsSchema,
  companyImageSchema,
  companyListResponseSchema,
} from '@/contract/company';
import { categorySchema } from '@/contract/category';
import { errorResponseSchema, idParam } from '@/contract/common';
import { readDb } from '@/server/db/read-replicas';
import { notFound } from '@/server/platform/errors';
import { access, errorResponses } from '@/server/platform/openapi';
import { isAdmin, type SessionUser } from '@/server/platform/session';
import { findCategory } from '../categories';
import { favoritesFilter } from './favorites-filter';
import {
  companyExists,
  findCompanyDetails,
  listCategoryCompanies,
  listCompanyImages,
  type PageViewer,
} from './company-repository';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

type ListingQuery = z.output<typeof categoryListingQuerySchema>;

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who asks for a company's page: its owner and admins see it while it is hidden. */
  const viewerOf = (user: SessionUser | null): PageViewer => ({
    userId: user?.id ?? null,
    isAdmin: user !== null && isAdmin(user, app.config.adminEmails),
  });

  /** The category and its page of companies, looked up together (one round trip, not two). */
  const listing = async (
    by: { id: number } | { slug: string },
    query: ListingQuery,
    request: FastifyRequest,
  ) => {
    const db = readDb(request);
    const [category, page] = await Promise.all([
      findCategory(db, by),
      listCategoryCompanies(db, by, query.subcategory, {
        sort: query.sort ?? 'topRated',
        page: query.page,
        limit: query.limit,
        favoritesOf: favoritesFilter(query.favorites, request.user),
      }),
    ]);
    if (!category) throw notFound('Category not found');
    // Each business listed on the page appeared once (insights): counted in memory.
    app.listingCounter.countAppearances(page.companies.map((company) => company.id));
    return { category, ...page };
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

  app.get(
    '/api/companies/:id',
    {
      schema: {
        operationId: 'getCompany',
        summary: 'A company and its details (a hidden one, to its owner and admins only)',
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: companyDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const company = await findCompanyDetails(
        readDb(request),
        request.params.id,
        viewerOf(request.user),
      );
      if (!company) throw notFound('Company not found');
      return company;
    },
  );

  app.get(
    '/api/companies/:id/images',
    {
      schema: {
        operationId: 'listCompanyImages',
        summary: "A company's photos (a hidden company's, to its owner and admins only)",
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: z.array(companyImageSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const shown = await companyExists(app.db, request.params.id, viewerOf(request.user));
      if (!shown) throw notFound('Company not found');
      return listCompanyImages(app.db, request.params.id);
    },
  );
};
