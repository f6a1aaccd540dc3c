import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Category, CategoryWithSubcategories } from '@/contract/category';
import type { Database, Executor } from '@/server/db/client';
import { categories, subcategories } from '@/server/db/schema';

export async function listCategories(db: Database): Promise<Category[]> {
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .orderBy(byName(categories.name));
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
      .orderBy(byName(subcategories.name)),
  ]);
  return all.map((category) => ({
    ...category,
    subcategories: subs
      .filter((s) => s.categoryId === category.id)
      .map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}

/** Alphabetical for people (case-insensitive), identical on every server whatever its collation. */
function byName(column: AnyColumn) {
  return sql`lower(${column}) COLLATE "C"`;
}

export async function findCategory(
  db: Executor,
  by: { id: number } | { slug: string },
): Promise<Category | undefined> {
  const [row] = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug })
    .from(categories)
    .where('id' in by ? eq(categories.id, by.id) : eq(categories.slug, by.slug))
    .limit(1);
  return row;
}
