import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, categoryWithSubcategoriesSchema } from '@/contract/category';
import { listCategories, listCategoriesWithSubcategories } from './category-repository';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        operationId: 'listCategories',
        summary: 'List the categories',
        description: "Names in the request's language (English where no Spanish one is stored).",
        tags: ['categories'],
        security: access.anyone,
        response: { 200: z.array(categorySchema) },
      },
    },
    async (request) => listCategories(app.db, requestLocale(request)),
  );

  app.get(
    '/api/categories/with-subcategories',
    {
      schema: {
        operationId: 'listCategoriesWithSubcategories',
        summary: 'List the categories with their subcategories',
        tags: ['categories'],
        security: access.anyone,
        response: { 200: z.array(categoryWithSubcategoriesSchema) },
      },
    },
    async (request) => listCategoriesWithSubcategories(app.db, requestLocale(request)),
  );
};
