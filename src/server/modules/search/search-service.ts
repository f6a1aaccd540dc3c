import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';
import type { SearchResponse } from '@/contract/company';
import type { CompanySort } from '@/contract/search-url';
import type { Executor } from '@/server/db/client';
import { badRequest } from '@/server/platform/errors';
import {
  favoritesOnly,
  findSummaryPage,
  orderBy,
  toCompanySummary,
  type SummaryRow,
} from '../companies/company-repository';
import { findZipPlace, type ZipPlace } from '../geo/zip-repository';
import { parseSearchText } from './search-text';

export const SEARCH_RADIUS_MILES = 50;
const METERS_PER_MILE = 1609.344;
/** pg_trgm similarity above which a word is taken as a misspelling of a vocabulary term. */
const TYPO_SIMILARITY = 0.4;

export interface SearchInput {
  text: string;
  location: string | undefined;
  sort: CompanySort | undefined;
  page: number;
  limit: number;
  favoritesOf: number | null;
}

/**
 * Search over active companies. Each word also matches its correction against the trade vocabulary
 * ("plumbr" finds "plumber"). Words that name one trade ("plumber", "roofing") list that trade's
 * companies, as its category page does; other text is matched in full text (all words, and if that
 * finds nothing any word). With a ZIP, only companies within 50 miles, nearest first.
 */
export async function searchCompanies(db: Executor, input: SearchInput): Promise<SearchResponse> {
  const parsed = parseSearchText(input.text);
  const zip = normaliseZip(input.location?.trim() || parsed.zip);
  const [place, corrections] = await Promise.all([
    zip ? findPlace(db, zip) : null,
    correctWords(db, parsed.words),
  ]);
  const search = { input, sort: input.sort ?? 'relevance', place };

  const trade = await findTrade(db, corrections);
  let result = await findPage(
    db,
    search,
    trade === null ? textMatch(corrections, 'all') : tradeMatch(trade),
  );
  if (result.counted === 0 && trade === null && corrections.length > 1) {
    result = await findPage(db, search, textMatch(corrections, 'any'));
  }
  const corrected = corrections.map((c) => c.corrected ?? c.word);
  const changed = corrections.some((c) => c.corrected !== null && c.corrected !== c.word);
  return {
    results: result.rows.map(toCompanySummary),
    pagination: result.pagination,
    location: place
      ? { zip: place.zip, city: place.city, state: place.state, radiusMiles: SEARCH_RADIUS_MILES }
      : null,
    correctedQuery: changed ? corrected.join(' ') : null,
  };
}

function normaliseZip(location: string | undefined): string | undefined {
  if (!location) return undefined;
  if (!/^\d{5}(-\d{4})?$/.test(location))
    throw badRequest('Please enter a valid 5-digit ZIP code.');
  return location.slice(0, 5);
}

async function findPlace(db: Executor, zip: string): Promise<ZipPlace> {
  const place = await findZipPlace(db, zip);
  if (!place) {
    throw badRequest(`We couldn't find the ZIP code ${zip}. Please check it and try again.`);
  }
  return place;
}

interface Correction {
  word: string;
  /** The closest vocabulary term, or null when nothing is close. */
  corrected: string | null;
}

/** A text[] literal; each element quoted, so a word like "null" stays a word. */
function arrayLiteral(words: string[]): string {
  return `{${words.map((w) => `"${w}"`).join(',')}}`;
}

/**
 * One round trip for all words; the trigram GIN index answers `%`. A word that companies use is
 * not a typo, however close it is to a trade ("rooter" stays "rooter", not "roofer"): it is only
 * looked up in the search documents when its correction differs, so a rare word, cheap to find.
 */
async function correctWords(db: Executor, words: string[]): Promise<Correction[]> {
  if (words.length === 0) return [];
  const { rows } = await db.execute<{ word: string; corrected: string | null }>(sql`
    SELECT w.word,
      CASE
        WHEN c.term IS NULL OR c.term = w.word THEN c.term
        WHEN EXISTS (SELECT 1 FROM companies
          WHERE search_vector @@ to_tsquery('english', w.word || ':*') AND is_active) THEN NULL
        ELSE c.term
      END AS corrected
    FROM unnest(${arrayLiteral(words)}::text[]) WITH ORDINALITY AS w(word, n)
    LEFT JOIN LATERAL (
      SELECT v.term FROM search_vocabulary v
      WHERE v.term % w.word AND similarity(v.term, w.word) >= ${TYPO_SIMILARITY}
      ORDER BY similarity(v.term, w.word) DESC, v.term LIMIT 1) c ON TRUE
    ORDER BY w.n`);
  return rows;
}

/**
 * A tsquery built from sanitised words only ([a-z0-9]), so user text can never break its syntax.
 * Words of three letters or more also match as prefixes ("plumb" finds "plumbing"); a shorter
 * prefix would match half the dictionary.
 */
function tsQuery(corrections: Correction[], join: 'all' | 'any', weights = ''): string {
  const term = (form: string) =>
    form.length >= 3 ? `${form}:*${weights}` : weights ? `${form}:${weights}` : form;
  return corrections
    .map(({ word, corrected }) => {
      const forms = [...new Set([word, corrected].filter((f): f is string => f !== null))];
      return `(${forms.map(term).join(' | ')})`;
    })
    .join(join === 'all' ? ' & ' : ' | ');
}

/**
 * Which companies match, best first: a trade search lists the trade's companies, then the others
 * that mention doing that trade (precomputed in search-document.ts); a text search ranks matches in the name or trade (tier 0) above mentions in the
 * description (tier 1) inside one query.
 */
type Match = Array<{ where: SQL; rank?: SQL }>;

/**
 * The trade every word names (category name and trade keywords: "plumber", "roofers"), when they
 * name exactly one. That category is then read through its own indexes, like its listing page,
 * instead of ranking tens of thousands of full-text matches.
 */
async function findTrade(db: Executor, corrections: Correction[]): Promise<number | null> {
  if (corrections.length === 0) return null;
  const { rows } = await db.execute<{ id: number }>(sql`
    SELECT id FROM categories
    WHERE to_tsvector('english', name || ' ' || keywords) @@ to_tsquery('english', ${tsQuery(corrections, 'all')})
    LIMIT 2`);
  return rows.length === 1 ? rows[0]!.id : null;
}

function tradeMatch(categoryId: number): Match {
  return [
    { where: sql`c.category_id = ${categoryId}` },
    { where: sql`c.mentioned_category_ids @> ARRAY[${categoryId}]::int[]` },
  ];
}

function textMatch(corrections: Correction[], join: 'all' | 'any'): Match {
  if (corrections.length === 0) return [{ where: sql`TRUE` }];
  const query = sql`to_tsquery('english', ${tsQuery(corrections, join)})`;
  const strong = sql`to_tsquery('english', ${tsQuery(corrections, join, 'AB')})`;
  return [
    {
      where: sql`c.search_vector @@ ${query}`,
      rank: sql`CASE WHEN c.search_vector @@ ${strong} THEN 0 ELSE 1 END`,
    },
  ];
}

async function findPage(
  db: Executor,
  { input, sort, place }: { input: SearchInput; sort: CompanySort; place: ZipPlace | null },
  match: Match,
): Promise<{ rows: SummaryRow[]; counted: number; pagination: Pagination }> {
  const scope: SQL[] = [sql`c.is_active`, favoritesOnly(input.favoritesOf)];
  let distance = sql`NULL::float8`;
  if (place) {
    const origin = sql`ll_to_earth(${place.latitude}, ${place.longitude})`;
    const radius = SEARCH_RADIUS_MILES * METERS_PER_MILE;
    // The box lets the GiST index find candidates; the distance then trims the box's corners.
    scope.push(sql`earth_box(${origin}, ${radius}) @> c.location`);
    scope.push(sql`earth_distance(${origin}, c.location) <= ${radius}`);
    distance = sql`earth_distance(${origin}, c.location) / ${METERS_PER_MILE}`;
  }
  return findSummaryPage(db, {
    tiers: match.map(({ where, rank }) => ({
      where: sql.join([...scope, where], sql` AND `),
      rank,
    })),
    columns: sql`${distance} AS distance_miles`,
    orderBy: orderBy(sort, place !== null),
    page: input.page,
    limit: input.limit,
  });
}
