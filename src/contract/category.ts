import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const categoryWithSubcategoriesSchema = categorySchema.extend({
  subcategories: z.array(subcategorySchema),
});
export type CategoryWithSubcategories = z.infer<typeof categoryWithSubcategoriesSchema>;
