import { sql } from 'drizzle-orm';
import zipcodes from 'zipcodes';
import type { Database } from '@/server/db/client';
import { categories, searchVocabulary, subcategories, zipCodes } from '@/server/db/schema';
import { CATALOGUE } from './catalogue';

const ZIP_BATCH = 5000;
const STOP_WORDS = new Set(['and', 'the', 'for', 'with', 'services', 'service']);

/** Reference data, always present whatever SEED_DEMO says. Safe to run on every start. */
export async function seedReferenceData(db: Database): Promise<void> {
  await seedCatalogue(db);
  await seedSearchVocabulary(db);
  await seedZipCodes(db);
}

async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values(
        CATALOGUE.map(({ name, nameEs, slug, keywords }) => ({ name, nameEs, slug, keywords })),
      )
      .onConflictDoUpdate({
        target: categories.slug,
        set: {
          name: sql`excluded.name`,
          nameEs: sql`excluded.name_es`,
          keywords: sql`excluded.keywords`,
        },
      })
      .returning({ id: categories.id, slug: categories.slug });
    const idBySlug = new Map(inserted.map((c) => [c.slug, c.id]));
    const rows = CATALOGUE.flatMap((category) =>
      category.subcategories.map(({ name, nameEs, slug }) => ({
        categoryId: idBySlug.get(category.slug)!,
        name,
        nameEs,
        slug,
      })),
    );
    await tx
      .insert(subcategories)
      .values(rows)
      .onConflictDoUpdate({
        target: subcategories.slug,
        set: { name: sql`excluded.name`, nameEs: sql`excluded.name_es` },
      });
  });
}

/** Every word of the catalogue's names and services: what typos are corrected against. */
export function catalogueVocabulary(): string[] {
  const text = CATALOGUE.flatMap((c) => [
    c.name,
    c.trade,
    c.keywords,
    ...c.subcategories.flatMap((s) => [s.name, ...s.services]),
  ]).join(' ');
  const words = text.toLowerCase().match(/[a-z]{3,}/g) ?? [];
  return [...new Set(words)].filter((w) => !STOP_WORDS.has(w)).sort();
}

async function seedSearchVocabulary(db: Database): Promise<void> {
  await db
    .insert(searchVocabulary)
    .values(catalogueVocabulary().map((term) => ({ term })))
    .onConflictDoNothing();
}

/** 42k US ZIP centroids from the `zipcodes` package, loaded once. */
async function seedZipCodes(db: Database): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(zipCodes);
  if ((row?.n ?? 0) > 0) return;
  const all = Object.values(zipcodes.codes)
    .filter(
      (z) => /^\d{5}$/.test(z.zip) && Number.isFinite(z.latitude) && Number.isFinite(z.longitude),
    )
    .map((z) => ({
      zip: z.zip,
      city: z.city,
      state: z.state,
      latitude: z.latitude,
      longitude: z.longitude,
    }));
  await db.transaction(async (tx) => {
    for (let i = 0; i < all.length; i += ZIP_BATCH) {
      await tx
        .insert(zipCodes)
        .values(all.slice(i, i + ZIP_BATCH))
        .onConflictDoNothing();
    }
  });
}
