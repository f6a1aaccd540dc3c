import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { CostGuide, CostGuideWhere } from '@/contract/cost-guide';
import type { Locale } from '@/contract/locale';
import { nameIn } from '@/server/db/catalogue-names';
import type { Database } from '@/server/db/client';
import { categories, costGuideStats, zipCodes } from '@/server/db/schema';

/**
 * A trade's guide (named in `locale`) as the daily job last computed it, with the states that have a guide of their
 * own; null when there is none. Two reads on the primary key (category_id, state, unit).
 */
export async function findCostGuide(
  db: Database,
  categorySlug: string,
  where: CostGuideWhere,
  locale: Locale,
): Promise<CostGuide | null> {
  // For a ZIP, its state's rows and the national ones: the state's come first and win.
  const states =
    'zip' in where
      ? sql`(SELECT z.state FROM ${zipCodes} z WHERE z.zip = ${where.zip}), ''`
      : sql`${where.state ?? ''}`;
  const rows = await db
    .select({
      category: {
        id: categories.id,
        name: nameIn(locale, categories.name, categories.nameEs),
        slug: categories.slug,
      },
      state: costGuideStats.state,
      unit: costGuideStats.unit,
      estimates: costGuideStats.estimates,
      companies: costGuideStats.companies,
      p25Cents: costGuideStats.p25Cents,
      medianCents: costGuideStats.medianCents,
      p75Cents: costGuideStats.p75Cents,
      histogram: costGuideStats.histogram,
      computedAt: costGuideStats.computedAt,
    })
    .from(costGuideStats)
    .innerJoin(categories, eq(categories.id, costGuideStats.categoryId))
    .where(and(eq(categories.slug, categorySlug), sql`${costGuideStats.state} IN (${states})`))
    // The state before the nation; 'job' before 'hour' (the price of the whole job is what most
    // people ask).
    .orderBy(sql`${costGuideStats.state} = ''`, sql`${costGuideStats.unit} = 'hour'`);
  const first = rows[0];
  if (!first) return null;
  const chosen = rows.filter((row) => row.state === first.state);
  const guideStates = await db
    .selectDistinct({ state: costGuideStats.state })
    .from(costGuideStats)
    .where(and(eq(costGuideStats.categoryId, first.category.id), ne(costGuideStats.state, '')))
    .orderBy(asc(costGuideStats.state));
  return {
    category: first.category,
    state: first.state || null,
    figures: chosen.map((row) => ({
      unit: row.unit,
      estimates: row.estimates,
      companies: row.companies,
      p25Cents: row.p25Cents,
      medianCents: row.medianCents,
      p75Cents: row.p75Cents,
      histogram: row.histogram,
    })),
    states: guideStates.map((s) => s.state),
    computedAt: first.computedAt.toISOString(),
  };
}

/** Every guide's page, for the sitemap: the trade's slug and the state ('' for national). */
export async function costGuidePages(
  db: Database,
): Promise<Array<{ slug: string; state: string; computedAt: Date }>> {
  return db
    .selectDistinct({
      slug: categories.slug,
      state: costGuideStats.state,
      computedAt: costGuideStats.computedAt,
    })
    .from(costGuideStats)
    .innerJoin(categories, eq(categories.id, costGuideStats.categoryId))
    .orderBy(asc(categories.slug), asc(costGuideStats.state));
}

/** Whether any guide has been computed (a fresh database has none until the first run). */
export async function hasCostGuides(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ any: sql<number>`1` })
    .from(costGuideStats)
    .limit(1);
  return row !== undefined;
}
