import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { Locale } from '@/contract/locale';
import type { Bounds, CompanySort } from '@/contract/search-url';
import { searchableNames } from '@/server/db/catalogue-names';
import type { Executor } from '@/server/db/client';
import { categories, searchVocabulary } from '@/server/db/schema';
import {
  credentialedOnly,
  favoritesOnly,
  findSummaryPage,
  inSubcategory,
  orderBy,
  type SummaryRow,
} from '../companies';
import { earthPoint, METERS_PER_MILE, milesBetween, type ZipPlace } from '../geo';

export type Correction = {
  /** A word of the search, as typed. */
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
  // Raw SQL: pg_trgm similarity (%) over unnest of the words.
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

export type Trade = Pick<typeof categories.$inferSelect, 'id' | 'slug' | 'name'>;

/** Up to `limit` categories whose names (English or Spanish) and trade keywords match the tsquery. */
export async function findTradesMatching(
  db: Executor,
  tsQuery: string,
  limit: number,
): Promise<Trade[]> {
  // Raw SQL: full-text match (to_tsvector @@ to_tsquery).
  const { rows } = await db.execute<Trade>(sql`
    SELECT id, slug, name FROM categories
    WHERE to_tsvector('english', ${searchableNames('categories')} || ' ' || keywords)
      @@ to_tsquery('english', ${tsQuery})
    LIMIT ${limit}`);
  return rows;
}

/**
 * Which companies match, best first: a trade lists its companies, then (with `mentions`) the
 * others that mention doing that trade (precomputed in search-document-repository.ts); text ranks matches in
 * the name or trade (weights A and B of the search document: `strongTsQuery`) above mentions in
 * the description, inside one query; everything lists every company.
 */
export type SearchMatch =
  | {
      trade: number;
      mentions: boolean;
      /** A trade read from a job's words: companies whose name has them all come first. */
      name?: string;
      /** A tsquery the trade's companies must match as well. */
      text?: string;
    }
  | { tsQuery: string; strongTsQuery: string }
  | { everything: true };

const matches = (tsQuery: string) => sql`c.search_vector @@ to_tsquery('english', ${tsQuery})`;

function tiersOf(match: SearchMatch): Array<{ where: SQL; rank?: SQL }> {
  if ('trade' in match) {
    const also = [
      ...(match.text ? [matches(match.text)] : []),
      ...(match.name ? [sql`NOT ${matches(match.name)}`] : []),
    ];
    const and = (where: SQL) => sql.join([where, ...also], sql` AND `);
    return [
      ...(match.name ? [{ where: matches(match.name) }] : []),
      { where: and(sql`c.category_id = ${match.trade}`) },
      ...(match.mentions
        ? [{ where: and(sql`c.mentioned_category_ids @> ARRAY[${match.trade}]::int[]`) }]
        : []),
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
  /**
   * A searched ZIP: the companies whose service area covers it come first (`servesLocation`),
   * then the others within `radiusMiles` of it ("nearby"), each sorted by `distance_miles`.
   */
  near: {
    place: ZipPlace;
    radiusMiles: number;
    /**
     * The radius was widened to reach the trade asked for: its companies come first, then the
     * others (who serve the place or are nearer, but are not of the trade).
     */
    widened: boolean;
  } | null;
  /** "Search this area": only companies located inside the map's bounds (in place of the radius). */
  bounds: Bounds | null;
  /** The language of the category and subcategory names. */
  locale: Locale;
  /** Only this user's favourites. */
  favoritesOf: number | null;
  /** Only businesses licensed and insured (docs/decisions/098). */
  licensedAndInsured: boolean;
  /** Only this subcategory's companies (slug). */
  subcategory: string | null;
  sort: CompanySort;
  page: number;
  limit: number;
}

/**
 * Whose service area covers the place (docs/decisions/040), as two indexed arms the planner can
 * OR together: a radius company's stored service box holds the point (the GiST index on
 * `(category_id, service_box)`) and its distance is within its radius, or the company lists the
 * ZIP (the `(zip, company_id)` index read once, then the primary key).
 */
function servesPlace(place: ZipPlace): SQL {
  const origin = earthPoint(place.latitude, place.longitude);
  return sql`((c.service_box @> ${origin}
      AND earth_distance(${origin}, c.location) <= c.service_radius_miles * ${METERS_PER_MILE}::float8)
    OR c.id = ANY(ARRAY(SELECT z.company_id FROM company_service_zips z WHERE z.zip = ${place.zip})))`;
}

/** Within `radiusMiles` of the place: the box lets the GiST index find candidates, the distance trims its corners. */
function withinMiles(place: ZipPlace, radiusMiles: number): SQL {
  const origin = earthPoint(place.latitude, place.longitude);
  const radius = radiusMiles * METERS_PER_MILE;
  return sql`earth_box(${origin}, ${radius}) @> c.location AND earth_distance(${origin}, c.location) <= ${radius}`;
}

/** Located inside the map's bounds: answered by the GiST index on `point(longitude, latitude)`. */
function insideBounds({ south, west, north, east }: Bounds): SQL {
  return sql`box(point(${west}, ${south}), point(${east}, ${north})) @> point(c.longitude, c.latitude)`;
}

/**
 * One page of the active companies that match, and how many match (see findSummaryPage). Near a
 * ZIP the list is two groups, serving then nearby, each of them in the match's tiers (widened: each
 * tier in the two groups).
 */
export async function findSearchPage(
  db: Executor,
  query: SearchPageQuery,
): Promise<{ rows: SummaryRow[]; counted: number; pagination: Pagination }> {
  const scope: SQL[] = [
    sql`c.listed`,
    favoritesOnly(query.favoritesOf),
    inSubcategory(query.subcategory),
    credentialedOnly(query.licensedAndInsured),
  ];
  if (query.bounds) scope.push(insideBounds(query.bounds));
  let groups: Array<{ where: SQL; columns: SQL }> = [
    {
      where: sql`TRUE`,
      columns: sql`NULL::float8 AS distance_miles, NULL::boolean AS serves_location`,
    },
  ];
  if (query.near) {
    const { place, radiusMiles } = query.near;
    const serves = servesPlace(place);
    const distance = sql`${milesBetween(earthPoint(place.latitude, place.longitude), sql`c.location`)} AS distance_miles`;
    // The map's bounds, when given, say where to look in place of the radius.
    const nearby = query.bounds ? sql`TRUE` : withinMiles(place, radiusMiles);
    groups = [
      { where: serves, columns: sql`${distance}, TRUE AS serves_location` },
      {
        // IS NOT TRUE, not NOT: a ZIP-list company has no service box, so `serves` may be NULL.
        where: sql`${nearby} AND ${serves} IS NOT TRUE`,
        columns: sql`${distance}, FALSE AS serves_location`,
      },
    ];
  }
  const tiers = tiersOf(query.match);
  const pairs = query.near?.widened
    ? tiers.flatMap((tier) => groups.map((group) => ({ group, tier })))
    : groups.flatMap((group) => tiers.map((tier) => ({ group, tier })));
  return findSummaryPage(db, {
    tiers: pairs.map(({ group, tier }) => ({
      where: sql.join([...scope, group.where, tier.where], sql` AND `),
      rank: tier.rank,
      columns: group.columns,
    })),
    orderBy: orderBy(query.sort, query.near !== null),
    page: query.page,
    limit: query.limit,
    locale: query.locale,
  });
}

/**
 * The nearest listed company of a trade (and subcategory) to a place, in miles, read in the GiST
 * index's nearest-first order (`<->`: the straight line through the earth, which orders as the
 * distance over it does); and whether one of them serves the place from farther away. Null miles:
 * the trade has no listed company.
 */
export async function findNearestOfTrade(
  db: Executor,
  trade: number,
  subcategory: string | null,
  place: ZipPlace,
): Promise<{ miles: number | null; serves: boolean }> {
  const origin = earthPoint(place.latitude, place.longitude);
  const ofTrade = sql`c.listed AND c.category_id = ${trade} AND ${inSubcategory(subcategory)}`;
  // Raw SQL: earthdistance and KNN order (<->).
  const { rows } = await db.execute<{ miles: number | null; serves: boolean }>(sql`
    SELECT
      (SELECT ${milesBetween(origin, sql`c.location`)} FROM companies c WHERE ${ofTrade}
        ORDER BY c.location <-> ${origin} LIMIT 1) AS miles,
      EXISTS (SELECT 1 FROM companies c WHERE ${ofTrade} AND ${servesPlace(place)}) AS serves`);
  const row = rows[0]!;
  return { miles: row.miles === null ? null : Number(row.miles), serves: row.serves };
}
