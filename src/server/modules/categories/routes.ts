import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, categoryWithSubcategoriesSchema } from '@/contract/category';
import { listCategories, listCategoriesWithSubcategories } from './category-repository';
import { access } from '@/server/platform/openapi';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    {
      schema: {
        operationId: 'listCategories',
        summary: 'List the categories',
        tags: ['categories'],
        security: access.anyone,
        response: { 200: z.array(categorySchema) },
      },
    },
    async () => listCategories(app.db),
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
    async () => listCategoriesWithSubcategories(app.db),
  );
};
