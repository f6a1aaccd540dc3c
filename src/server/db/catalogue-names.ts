import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@/contract/locale';

/**
 * A category's or subcategory's name in `locale` (issue 33): the stored Spanish name (`name_es`)
 * for Spanish, the English one where none is stored (a category an admin added in English) and
 * for English.
 */
export function nameIn(locale: Locale, english: SQLWrapper, spanish: SQLWrapper): SQL<string> {
  return locale === 'es' ? sql<string>`coalesce(${spanish}, ${english})` : sql<string>`${english}`;
}

/** The name of the table aliased `alias` in a raw query (`cat`, `s`), as nameIn says it. */
export const aliasNameIn = (locale: Locale, alias: string): SQL<string> =>
  nameIn(locale, sql`${sql.identifier(alias)}.name`, sql`${sql.identifier(alias)}.name_es`);

/**
 * Both names of the table aliased `alias`, for full-text search: the Spanish one without its
 * accents, as search-text.ts reads what people type ("plomería" and "plomeria" alike).
 */
export function searchableNames(alias: string): SQL<string> {
  const table = sql.identifier(alias);
  return sql<string>`${table}.name || ' ' || translate(coalesce(${table}.name_es, ''), 'ÁÉÍÓÚÜÑáéíóúüñ', 'AEIOUUNaeiouun')`;
}
