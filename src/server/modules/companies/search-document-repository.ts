import { sql } from 'drizzle-orm';
import { searchableNames } from '@/server/db/catalogue-names';
import type { Executor } from '@/server/db/client';

/**
 * Rebuilds companies' search documents: the full-text vector with name (weight A), category names
 * (English and Spanish) and keywords and subcategory names (B), description and city (C); and the other trades the name
 * or description mentions (a category's keywords, any of them). Called whenever a company or its
 * subcategories change.
 */
export async function refreshSearchDocuments(db: Executor, companyIds?: number[]): Promise<void> {
  const scope =
    companyIds === undefined ? sql`TRUE` : sql`c.id = ANY(${`{${companyIds.join(',')}}`}::int[])`;
  // Raw SQL: full text (weighted tsvectors, websearch_to_tsquery) from correlated subqueries.
  await db.execute(sql`
    UPDATE companies c SET
      search_vector =
        setweight(to_tsvector('english', c.name), 'A')
        || setweight(to_tsvector('english',
             (SELECT ${searchableNames('cat')} || ' ' || cat.keywords FROM categories cat WHERE cat.id = c.category_id) || ' ' ||
             coalesce((SELECT string_agg(${searchableNames('s')}, ' ')
                       FROM company_subcategories cs JOIN subcategories s ON s.id = cs.subcategory_id
                       WHERE cs.company_id = c.id), '')), 'B')
        || setweight(to_tsvector('english', c.description || ' ' || c.city), 'C'),
      mentioned_category_ids = ARRAY(
        SELECT cat.id FROM categories cat
        WHERE cat.id <> c.category_id
          AND to_tsvector('english', c.name || ' ' || c.description)
              @@ websearch_to_tsquery('english', replace(cat.keywords, ' ', ' or '))
        ORDER BY cat.id)
    WHERE ${scope}`);
}
