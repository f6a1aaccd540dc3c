import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema, categoryWithSubcategoriesSchema } from '../../../contract/category';
import { listCategories, listCategoriesWithSubcategories } from './category-repository';

export const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/categories',
    { schema: { tags: ['categories'], response: { 200: z.array(categorySchema) } } },
    async () => listCategories(app.db),
  );

  app.get(
    '/api/categories/with-subcategories',
    {
      schema: { tags: ['categories'], response: { 200: z.array(categoryWithSubcategoriesSchema) } },
    },
    async () => listCategoriesWithSubcategories(app.db),
  );
};
