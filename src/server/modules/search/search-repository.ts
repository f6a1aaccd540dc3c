import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { CompanySort } from '@/contract/search-url';
import type { Executor } from '@/server/db/client';
import { categories, searchVocabulary } from '@/server/db/schema';
import {
  favoritesOnly,
  findSummaryPage,
  orderBy,
  type SummaryRow,
} from '../companies/company-repository';
import { earthPoint, METERS_PER_MILE, milesBetween } from '../geo/distance';
import type { ZipPlace } from '../geo/zip-repository';

export type Correction = {
  word: string;
  /** The closest vocabulary term, or null when nothing is close. */
  corrected: (typeof searchVocabulary.$inferSelect)['term'] | null;
};

/** A text[] literal; each element quoted, so a word like "null" stays a word. */
function arrayLiteral(words: string[]): string {
  return `{${words.map((w) => `"${w}"`).join(',')}}`;
}

/**
 * Each word's closest vocabulary term at `minSimilarity` or above (pg_trgm), in the words' order.
 * One round trip for all words; the trigram GIN index answers `%`. A word that companies use is
 * not a typo, however close it is to a trade ("rooter" stays "rooter", not "roofer"): it is only
 * looked up in the search documents when its correction differs, so a rare word, cheap to find.
 */
export async function findCorrections(
  db: Executor,
  words: string[],
  minSimilarity: number,
): Promise<Correction[]> {
  const { rows } = await db.execute<Correction>(sql`
    SELECT w.word,
      CASE
        WHEN c.term IS NULL OR c.term = w.word THEN c.term
        WHEN EXISTS (SELECT 1 FROM companies
          WHERE search_vector @@ to_tsquery('english', w.word || ':*') AND listed) THEN NULL
        ELSE c.term
      END AS corrected
    FROM unnest(${arrayLiteral(words)}::text[]) WITH ORDINALITY AS w(word, n)
    LEFT JOIN LATERAL (
      SELECT v.term FROM search_vocabulary v
      WHERE v.term % w.word AND similarity(v.term, w.word) >= ${minSimilarity}
      ORDER BY similarity(v.term, w.word) DESC, v.term LIMIT 1) c ON TRUE
    ORDER BY w.n`);
  return rows;
}

/** Up to `limit` categories whose name and trade keywords match the tsquery. */
export async function findTradesMatching(
  db: Executor,
  tsQuery: string,
  limit: number,
): Promise<Array<Pick<typeof categories.$inferSelect, 'id'>>> {
  const { rows } = await db.execute<Pick<typeof categories.$inferSelect, 'id'>>(sql`
    SELECT id FROM categories
    WHERE to_tsvector('english', name || ' ' || keywords) @@ to_tsquery('english', ${tsQuery})
    LIMIT ${limit}`);
  return rows;
}

/**
 * Which companies match, best first: a trade lists its companies, then the others that mention
 * doing that trade (precomputed in search-document.ts); text ranks matches in the name or trade
 * (weights A and B of the search document: `strongTsQuery`) above mentions in the description,
 * inside one query; everything lists every company.
 */
export type SearchMatch =
  { trade: number } | { tsQuery: string; strongTsQuery: string } | { everything: true };

function tiersOf(match: SearchMatch): Array<{ where: SQL; rank?: SQL }> {
  if ('trade' in match) {
    return [
      { where: sql`c.category_id = ${match.trade}` },
      { where: sql`c.mentioned_category_ids @> ARRAY[${match.trade}]::int[]` },
    ];
  }
  if ('everything' in match) return [{ where: sql`TRUE` }];
  const query = sql`to_tsquery('english', ${match.tsQuery})`;
  const strong = sql`to_tsquery('english', ${match.strongTsQuery})`;
  return [
    {
      where: sql`c.search_vector @@ ${query}`,
      rank: sql`CASE WHEN c.search_vector @@ ${strong} THEN 0 ELSE 1 END`,
    },
  ];
}

export interface SearchPageQuery {
  match: SearchMatch;
  /** Only companies within `radiusMiles` of the place, which then sort by `distance_miles`. */
  near: { place: ZipPlace; radiusMiles: number } | null;
  /** Only this user's favourites. */
  favoritesOf: number | null;
  sort: CompanySort;
  page: number;
  limit: number;
}

/** One page of the active companies that match, and how many match (see findSummaryPage). */
export async function findSearchPage(
  db: Executor,
  query: SearchPageQuery,
): Promise<{ rows: SummaryRow[]; counted: number; pagination: Pagination }> {
  const scope: SQL[] = [sql`c.listed`, favoritesOnly(query.favoritesOf)];
  let distance = sql`NULL::float8`;
  if (query.near) {
    const { place, radiusMiles } = query.near;
    const origin = earthPoint(place.latitude, place.longitude);
    const radius = radiusMiles * METERS_PER_MILE;
    // The box lets the GiST index find candidates; the distance then trims the box's corners.
    scope.push(sql`earth_box(${origin}, ${radius}) @> c.location`);
    scope.push(sql`earth_distance(${origin}, c.location) <= ${radius}`);
    distance = milesBetween(origin, sql`c.location`);
  }
  return findSummaryPage(db, {
    tiers: tiersOf(query.match).map(({ where, rank }) => ({
      where: sql.join([...scope, where], sql` AND `),
      rank,
    })),
    columns: sql`${distance} AS distance_miles`,
    orderBy: orderBy(query.sort, query.near !== null),
    page: query.page,
    limit: query.limit,
  });
}
