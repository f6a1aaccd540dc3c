import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { Category, CategoryWithSubcategories } from '@/contract/category';
import type { Locale } from '@/contract/locale';
import { nameIn } from '@/server/db/catalogue-names';
import type { Database, Executor } from '@/server/db/client';
import { categories, subcategories } from '@/server/db/schema';

const categoryName = (locale: Locale) => nameIn(locale, categories.name, categories.nameEs);

export async function listCategories(db: Database, locale: Locale): Promise<Category[]> {
  const name = categoryName(locale);
  return db
    .select({ id: categories.id, name, slug: categories.slug })
    .from(categories)
    .orderBy(byName(name));
}

export async function listCategoriesWithSubcategories(
  db: Database,
  locale: Locale,
): Promise<CategoryWithSubcategories[]> {
  const subcategoryName = nameIn(locale, subcategories.name, subcategories.nameEs);
  const [all, subs] = await Promise.all([
    listCategories(db, locale),
    db
      .select({
        id: subcategories.id,
        categoryId: subcategories.categoryId,
        name: subcategoryName,
        slug: subcategories.slug,
      })
      .from(subcategories)
      .orderBy(byName(subcategoryName)),
  ]);
  return all.map((category) => ({
    ...category,
    subcategories: subs
      .filter((s) => s.categoryId === category.id)
      .map(({ id, name, slug }) => ({ id, name, slug })),
  }));
}

/** Alphabetical for people (case-insensitive), identical on every server whatever its collation. */
function byName(name: SQLWrapper) {
  return sql`lower(${name}) COLLATE "C"`;
}

export async function findCategory(
  db: Executor,
  by: { id: number } | { slug: string },
  locale: Locale,
): Promise<Category | undefined> {
  const [row] = await db
    .select({ id: categories.id, name: categoryName(locale), slug: categories.slug })
    .from(categories)
    .where('id' in by ? eq(categories.id, by.id) : eq(categories.slug, by.slug))
    .limit(1);
  return row;
}
