import { sql, type SQL } from 'drizzle-orm';
import type { CompanySort, SearchResponse } from '../../../contract/company';
import type { Executor } from '../../db/client';
import { badRequest } from '../../platform/errors';
import {
  favoritesOnly,
  orderBy,
  paginationOf,
  SUMMARY_COLUMNS,
  toCompanySummary,
  totalOf,
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
 * Full-text search over active companies. Each word also matches its correction against the trade
 * vocabulary ("plumbr" finds "plumber"); all words must match, and if that finds nothing any word
 * may. With a ZIP, only companies within 50 miles, nearest first inside each relevance tier.
 */
export async function searchCompanies(db: Executor, input: SearchInput): Promise<SearchResponse> {
  const parsed = parseSearchText(input.text);
  const zip = normaliseZip(input.location?.trim() || parsed.zip);
  const place = zip ? await findPlace(db, zip) : null;
  const corrections = await correctWords(db, parsed.words);
  const sort = input.sort ?? 'relevance';

  let result = await runSearch(db, input, sort, place, corrections, 'all');
  if (result.total === 0 && corrections.length > 1) {
    result = await runSearch(db, input, sort, place, corrections, 'any');
  }
  const corrected = corrections.map((c) => c.corrected ?? c.word);
  const changed = corrections.some((c) => c.corrected !== null && c.corrected !== c.word);
  return {
    results: result.rows.map(toCompanySummary),
    pagination: paginationOf(result.total, input.page, input.limit),
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

/** One round trip for all words; the trigram GIN index answers `%`. */
async function correctWords(db: Executor, words: string[]): Promise<Correction[]> {
  if (words.length === 0) return [];
  const { rows } = await db.execute<{ word: string; corrected: string | null }>(sql`
    SELECT w.word,
      (SELECT v.term FROM search_vocabulary v
        WHERE v.term % w.word AND similarity(v.term, w.word) >= ${TYPO_SIMILARITY}
        ORDER BY similarity(v.term, w.word) DESC, v.term LIMIT 1) AS corrected
    FROM unnest(${`{${words.join(',')}}`}::text[]) WITH ORDINALITY AS w(word, n)
    ORDER BY w.n`);
  return rows;
}

/** A tsquery built from sanitised words only ([a-z0-9]), so user text can never break its syntax. */
function tsQuery(corrections: Correction[], join: 'all' | 'any', weights = ''): string {
  return corrections
    .map(({ word, corrected }) => {
      const forms = [...new Set([word, corrected].filter((f): f is string => f !== null))];
      return `(${forms.map((f) => `${f}:*${weights}`).join(' | ')})`;
    })
    .join(join === 'all' ? ' & ' : ' | ');
}

async function runSearch(
  db: Executor,
  input: SearchInput,
  sort: CompanySort,
  place: ZipPlace | null,
  corrections: Correction[],
  join: 'all' | 'any',
): Promise<{ rows: SummaryRow[]; total: number }> {
  const hasText = corrections.length > 0;
  const query = hasText ? sql`to_tsquery('english', ${tsQuery(corrections, join)})` : sql`NULL`;
  // Tier 0: the words are in the name, category or subcategories; tier 1: only in the description.
  const strong = hasText
    ? sql`to_tsquery('english', ${tsQuery(corrections, join, 'AB')})`
    : sql`NULL`;
  const origin = place ? sql`ll_to_earth(${place.latitude}, ${place.longitude})` : null;
  const radius = SEARCH_RADIUS_MILES * METERS_PER_MILE;

  const conditions: SQL[] = [sql`c.is_active`, favoritesOnly(input.favoritesOf)];
  if (hasText) conditions.push(sql`c.search_vector @@ ${query}`);
  if (origin) {
    conditions.push(sql`earth_box(${origin}, ${radius}) @> ll_to_earth(c.latitude, c.longitude)`);
    conditions.push(
      sql`earth_distance(${origin}, ll_to_earth(c.latitude, c.longitude)) <= ${radius}`,
    );
  }
  const where = sql.join(conditions, sql` AND `);
  const distance = origin
    ? sql`earth_distance(${origin}, ll_to_earth(c.latitude, c.longitude)) / ${METERS_PER_MILE}`
    : sql`NULL::float8`;
  const tier = hasText ? sql`CASE WHEN c.search_vector @@ ${strong} THEN 0 ELSE 1 END` : sql`0`;

  const { rows } = await db.execute<SummaryRow>(sql`
    SELECT ${SUMMARY_COLUMNS}, ${distance} AS distance_miles, ${tier} AS tier, count(*) OVER () AS total
    FROM companies c JOIN categories cat ON cat.id = c.category_id
    WHERE ${where}
    ORDER BY ${orderBy(sort, origin !== null)}
    LIMIT ${input.limit} OFFSET ${(input.page - 1) * input.limit}`);
  const total = await totalOf(
    rows,
    db,
    sql`SELECT count(*) AS total FROM companies c WHERE ${where}`,
  );
  return { rows, total };
}
