import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Rebuilds companies' full-text documents: name (weight A), category name and keywords and
 * subcategory names (B),
 * description and city (C). Called whenever a company or its subcategories change.
 */
export async function refreshSearchDocuments(db: Executor, companyIds?: number[]): Promise<void> {
  const scope =
    companyIds === undefined ? sql`TRUE` : sql`c.id = ANY(${`{${companyIds.join(',')}}`}::int[])`;
  await db.execute(sql`
    UPDATE companies c SET search_vector =
        setweight(to_tsvector('english', c.name), 'A')
        || setweight(to_tsvector('english',
             (SELECT cat.name || ' ' || cat.keywords FROM categories cat WHERE cat.id = c.category_id) || ' ' ||
             coalesce((SELECT string_agg(s.name, ' ')
                       FROM company_subcategories cs JOIN subcategories s ON s.id = cs.subcategory_id
                       WHERE cs.company_id = c.id), '')), 'B')
        || setweight(to_tsvector('english', c.description || ' ' || c.city), 'C')
    WHERE ${scope}`);
}
