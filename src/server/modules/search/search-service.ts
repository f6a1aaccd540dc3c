import type { CompanySummary, SearchResponse } from '@/contract/company';
import type { NextAvailable } from '@/contract/visit';
import type { Bounds, CompanySort } from '@/contract/search-url';
import { widenedSearchNotice } from '@/contract/search-notice';
import type { Locale } from '@/contract/locale';
import type { Executor } from '@/server/db/client';
import { badRequest, notFound } from '@/server/platform/errors';
import { findCategory } from '../categories';
import { listCategoryCompanies, type ListingOptions, toCompanySummary } from '../companies';
import { findZipPlace, type ZipPlace } from '../geo';
import { nextAvailableOf } from '../visits';
import {
  findCorrections,
  findNearestOfTrade,
  findSearchPage,
  findTradesMatching,
  type Correction,
  type SearchMatch,
  type Trade,
} from './search-repository';
import { parseSearchText } from './search-text';
import { tradeOfJob } from './trade-of-job';

export const SEARCH_RADIUS_MILES = 50;
/**
 * When none of the trade asked for is within SEARCH_RADIUS_MILES: the first of these that reaches
 * the nearest (a round figure to say), else the nearest's own distance.
 */
const WIDER_RADII_MILES = [100, 250, 500, 1000, 3000];
/** pg_trgm similarity above which a word is taken as a misspelling of a vocabulary term. */
const TYPO_SIMILARITY = 0.4;

export interface SearchInput {
  text: string;
  location: string | undefined;
  /** Only this category's companies (its page, by slug), and of them this subcategory's. */
  category?: string | undefined;
  subcategory?: string | undefined;
  /** "Search this area": only companies inside the map's bounds. */
  bounds: Bounds | undefined;
  sort: CompanySort | undefined;
  page: number;
  limit: number;
  favoritesOf: number | null;
  /** The language of the category and subcategory names. */
  locale: Locale;
  /** Only businesses licensed and insured (docs/decisions/098). */
  licensedAndInsured: boolean;
}

/**
 * Search over active companies. Each word also matches its correction against the trade vocabulary
 * ("plumbr" finds "plumber"). Words that name one trade ("plumber", "roofing") list that trade's
 * companies, as its category page does, and so do words that describe one of its jobs ("fix my
 * toilet", job-phrases.ts), after any company whose name has them all; other text (and a job's
 * words whose trade has nothing here) is matched in full text (all words, and if that finds
 * nothing any word). With a ZIP, the companies whose
 * service area covers it, then the others within 50 miles: if none of the trade is, within the
 * first wider radius that reaches its nearest, and the answer says so (`notice`). With map
 * bounds, only the companies inside them; with `licensedAndInsured`, only those (decision 098).
 */
export async function searchCompanies(db: Executor, input: SearchInput): Promise<SearchResponse> {
  const parsed = parseSearchText(input.text);
  const zip = normaliseZip(input.location?.trim() || parsed.zip);
  const [place, corrections, category] = await Promise.all([
    zip ? findPlace(db, zip) : null,
    parsed.words.length === 0 ? [] : findCorrections(db, parsed.words, TYPO_SIMILARITY),
    input.category === undefined ? null : findListedCategory(db, input.category, input.locale),
  ]);
  const subcategory = input.subcategory ?? null;
  const findPage = (match: SearchMatch, radiusMiles: number) =>
    findSearchPage(db, {
      match,
      near: place ? { place, radiusMiles, widened: radiusMiles !== SEARCH_RADIUS_MILES } : null,
      bounds: input.bounds ?? null,
      favoritesOf: input.favoritesOf,
      licensedAndInsured: input.licensedAndInsured,
      subcategory,
      sort: input.sort ?? 'relevance',
      page: input.page,
      limit: input.limit,
      locale: input.locale,
    });

  const { trade, matches } = category
    ? { trade: category, matches: [categoryMatch(category, corrections)] }
    : await findMatches(db, corrections, input.locale);
  const [match, ...fallbacks] = matches as [SearchMatch, ...SearchMatch[]];
  // The nearest of the trade is looked up beside the page, which is only asked for again when
  // the radius must grow. A map area, a list of favourites and the licensed and insured are what
  // the person chose: kept (the nearest of the trade need not be licensed).
  const widen =
    trade && place && !input.bounds && input.favoritesOf === null && !input.licensedAndInsured;
  const [first, radiusMiles] = await Promise.all([
    findPage(match, SEARCH_RADIUS_MILES),
    widen ? radiusReaching(db, trade, subcategory, place) : SEARCH_RADIUS_MILES,
  ]);
  let result = radiusMiles === SEARCH_RADIUS_MILES ? first : await findPage(match, radiusMiles);
  for (const fallback of fallbacks) {
    if (result.counted > 0) break;
    result = await findPage(fallback, radiusMiles);
  }
  const corrected = corrections.map((c) => c.corrected ?? c.word);
  const changed = corrections.some((c) => c.corrected !== null && c.corrected !== c.word);
  return {
    results: await withNextAvailable(db, result.rows.map(toCompanySummary)),
    pagination: result.pagination,
    location: place
      ? {
          zip: place.zip,
          city: place.city,
          state: place.state,
          radiusMiles,
          latitude: place.latitude,
          longitude: place.longitude,
        }
      : null,
    correctedQuery: changed ? corrected.join(' ') : null,
    notice:
      trade && place && radiusMiles !== SEARCH_RADIUS_MILES
        ? widenedSearchNotice(trade, SEARCH_RADIUS_MILES, place.zip, input.locale)
        : null,
  };
}

/**
 * SEARCH_RADIUS_MILES when one of the trade is within it or serves the place (or the trade has
 * none at all), else the first of WIDER_RADII_MILES that reaches the nearest.
 */
async function radiusReaching(
  db: Executor,
  trade: Trade,
  subcategory: string | null,
  place: ZipPlace,
): Promise<number> {
  const nearest = await findNearestOfTrade(db, trade.id, subcategory, place);
  if (nearest.miles === null || nearest.serves || nearest.miles <= SEARCH_RADIUS_MILES) {
    return SEARCH_RADIUS_MILES;
  }
  const miles = nearest.miles;
  return WIDER_RADII_MILES.find((radius) => radius >= miles) ?? Math.ceil(miles);
}

async function findListedCategory(db: Executor, slug: string, locale: Locale): Promise<Trade> {
  const category = await findCategory(db, { slug }, locale);
  if (!category) throw notFound('Category not found');
  return category;
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
 * The trade every word names (category name and trade keywords: "plumber", "roofers"), when they
 * name exactly one. That category is then read through its own indexes, like its listing page,
 * instead of ranking tens of thousands of full-text matches.
 */
async function findTrade(db: Executor, corrections: Correction[]): Promise<Trade | null> {
  if (corrections.length === 0) return null;
  const trades = await findTradesMatching(db, tsQuery(corrections, 'all'), 2);
  return trades.length === 1 ? trades[0]! : null;
}

/**
 * What the words ask for, and what to try in turn while it finds nothing: the trade they name;
 * else the trade of the job they describe (job-phrases.ts), after the companies whose name has
 * every word ("Bayview Plumbing & Drain" names a company more than it describes a job), then
 * their text; else their text, all words and then any.
 */
async function findMatches(
  db: Executor,
  corrections: Correction[],
  locale: Locale,
): Promise<{ trade: Trade | null; matches: SearchMatch[] }> {
  const named = await findTrade(db, corrections);
  if (named) return { trade: named, matches: [{ trade: named.id, mentions: true }] };
  const text = [textMatch(corrections, 'all')];
  if (corrections.length > 1) text.push(textMatch(corrections, 'any'));
  const jobTrade = tradeOfJob(
    corrections.map((c) => (c.corrected ? [c.word, c.corrected] : [c.word])),
  );
  const trade =
    jobTrade === null ? null : ((await findCategory(db, { slug: jobTrade }, locale)) ?? null);
  if (!trade) return { trade: null, matches: text };
  const job: SearchMatch = {
    trade: trade.id,
    mentions: true,
    name: tsQuery(corrections, 'all', 'A'),
  };
  return { trade, matches: [job, ...text] };
}

/** A category's page: its companies, and only those matching the words when there are any. */
function categoryMatch(category: Trade, corrections: Correction[]): SearchMatch {
  return corrections.length === 0
    ? { trade: category.id, mentions: false }
    : { trade: category.id, mentions: false, text: tsQuery(corrections, 'all') };
}

/** All the words (or any), each as typed or corrected; a name or trade match ranks first. */
function textMatch(corrections: Correction[], join: 'all' | 'any'): SearchMatch {
  if (corrections.length === 0) return { everything: true };
  return {
    tsQuery: tsQuery(corrections, join),
    strongTsQuery: tsQuery(corrections, join, 'AB'),
  };
}

/** A page's companies with their "Next available": one statement for the page's ids. */
async function withNextAvailable(
  db: Executor,
  companies: CompanySummary[],
): Promise<Array<CompanySummary & { nextAvailable: NextAvailable | null }>> {
  const next = await nextAvailableOf(
    db,
    companies.map((company) => company.id),
  );
  return companies.map((company) => ({ ...company, nextAvailable: next.get(company.id) ?? null }));
}

/**
 * A category and its page of companies, looked up together (one round trip, not two), then the
 * page's "Next available". Null when there is no such category.
 */
export async function listCategory(
  db: Executor,
  category: { id: number } | { slug: string },
  subcategorySlug: string | undefined,
  options: ListingOptions,
) {
  const [found, page] = await Promise.all([
    findCategory(db, category, options.locale),
    listCategoryCompanies(db, category, subcategorySlug, options),
  ]);
  if (!found) return null;
  return {
    category: found,
    companies: await withNextAvailable(db, page.companies),
    pagination: page.pagination,
  };
}
