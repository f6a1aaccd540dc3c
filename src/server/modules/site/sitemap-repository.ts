import { and, asc, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { categories, companies, companyProjects } from '@/server/db/schema';

/**
 * What the sitemaps list (docs/decisions/075). Company files are ranges of ids: file n holds the
 * active companies with ids in ((n - 1) × size, n × size], so no file can exceed `size` URLs, a
 * company stays in the same file for life, and no query counts or skips rows (no OFFSET).
 */

/** The company files that hold at least one active company, found without reading every row. */
export async function companySitemapFiles(db: Database, size: number): Promise<number[]> {
  // A loose index scan: from each file's range, one probe of the primary key for the next active
  // company after it. As many probes as there are files.
  const result = await db.execute<{ file: number }>(sql`
    WITH RECURSIVE files(n) AS (
      SELECT (min(id) - 1) / ${size} FROM ${companies} WHERE listed
      UNION ALL
      SELECT (
        SELECT (min(c.id) - 1) / ${size} FROM ${companies} c
        WHERE c.listed AND c.id > (files.n + 1)::bigint * ${size}
      )
      FROM files WHERE files.n IS NOT NULL
    )
    SELECT (n + 1)::int AS file FROM files WHERE n IS NOT NULL ORDER BY n`);
  return result.rows.map((row) => Number(row.file));
}

export interface SitemapCompany {
  id: number;
  updatedAt: Date;
}

/** The next active companies of a file's id range after `afterId`, by id (the primary key). */
export async function activeCompaniesAfter(
  db: Database,
  afterId: number,
  throughId: number,
  limit: number,
): Promise<SitemapCompany[]> {
  return db
    .select({ id: companies.id, updatedAt: companies.updatedAt })
    .from(companies)
    .where(and(eq(companies.listed, true), gt(companies.id, afterId), lte(companies.id, throughId)))
    .orderBy(asc(companies.id))
    .limit(limit);
}

/** Every category's slug (a few dozen at most), by name. */
export async function categorySlugs(db: Database): Promise<string[]> {
  const rows = await db
    .select({ slug: categories.slug })
    .from(categories)
    .orderBy(sql`lower(${categories.name}) COLLATE "C"`);
  return rows.map((row) => row.slug);
}

export interface SitemapProject extends SitemapCompany {
  companyId: number;
}

/**
 * The project files (ranges of project ids, as the company files) that hold at least one project
 * shown to the public (not hidden, its company listed), found as the company files are: one probe
 * of the primary key per file for the next shown project after its range, never every row.
 */
export async function projectSitemapFiles(db: Database, size: number): Promise<number[]> {
  // The next shown project after an id: the primary key in order, each company by its key.
  const nextShown = (after: SQL) => sql`
    SELECT (p.id - 1) / ${size} FROM ${companyProjects} p
    WHERE p.id > ${after} AND p.hidden_at IS NULL
      AND EXISTS (SELECT 1 FROM ${companies} c WHERE c.id = p.company_id AND c.listed)
    ORDER BY p.id LIMIT 1`;
  const result = await db.execute<{ file: number }>(sql`
    WITH RECURSIVE files(n) AS (
      (${nextShown(sql`0`)})
      UNION ALL
      SELECT (${nextShown(sql`(files.n + 1)::bigint * ${size}`)}) FROM files WHERE files.n IS NOT NULL
    )
    SELECT (n + 1)::int AS file FROM files WHERE n IS NOT NULL ORDER BY n`);
  return result.rows.map((row) => Number(row.file));
}

/** The next shown projects of a file's id range after `afterId`, by id. */
export async function shownProjectsAfter(
  db: Database,
  afterId: number,
  throughId: number,
  limit: number,
): Promise<SitemapProject[]> {
  return db
    .select({
      id: companyProjects.id,
      companyId: companyProjects.companyId,
      updatedAt: companyProjects.updatedAt,
    })
    .from(companyProjects)
    .innerJoin(companies, eq(companies.id, companyProjects.companyId))
    .where(
      and(
        eq(companies.listed, true),
        isNull(companyProjects.hiddenAt),
        gt(companyProjects.id, afterId),
        lte(companyProjects.id, throughId),
      ),
    )
    .orderBy(asc(companyProjects.id))
    .limit(limit);
}
