import { asc } from 'drizzle-orm';
import type { Category, CategoryWithSubcategories } from '../../../contract/category';
import type { Database } from '../../db/client';
import { categories, subcategories } from '../../db/schema';

export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(asc(categories.name));
}

export async function listCategoriesWithSubcategories(
  db: Database,
): Promise<CategoryWithSubcategories[]> {
  const [all, subs] = await Promise.all([
    listCategories(db),
    db
      .select({
        id: subcategories.id,
        categoryId: subcategories.categoryId,
        name: subcategories.name,
        slug: subcategories.slug,
      })
      .from(subcategories)
      .orderBy(asc(subcategories.name)),
  ]);
  return all.map((category) => ({
    ...category,
    subcategories: subs
      .filter((s) => s.categoryId === category.id)
      .map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}
