import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { categories, subcategories } from '../schema';
import { CATALOGUE } from './catalogue';

/** Categories and subcategories: always present, whatever SEED_DEMO says. Safe to run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values(CATALOGUE.map(({ name, slug }) => ({ name, slug })))
      .onConflictDoUpdate({ target: categories.slug, set: { name: sql`excluded.name` } })
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(inserted.map((c) => [c.slug, c.id]));
    const rows = CATALOGUE.flatMap((category) =>
      category.subcategories.map(({ name, slug }) => ({
        categoryId: idBySlug.get(category.slug)!,
        name,
        slug,
      })),
    );
    await tx
      .insert(subcategories)
      .values(rows)
      .onConflictDoUpdate({ target: subcategories.slug, set: { name: sql`excluded.name` } });
  });
}
