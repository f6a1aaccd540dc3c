import type { SearchResponse } from '@/contract/company';
import type { Bounds, CompanySort } from '@/contract/search-url';
import type { Executor } from '@/server/db/client';
import { badRequest } from '@/server/platform/errors';
import { toCompanySummary } from '../companies/company-repository';
import { findZipPlace, type ZipPlace } from '../geo/zip-repository';
import {
  findCorrections,
  findSearchPage,
  findTradesMatching,
  type Correction,
  type SearchMatch,
} from './search-repository';
import { parseSearchText } from './search-text';

export const SEARCH_RADIUS_MILES = 50;
/** pg_trgm similarity above which a word is taken as a misspelling of a vocabulary term. */
const TYPO_SIMILARITY = 0.4;

export interface SearchInput {
  text: string;
  location: string | undefined;
  /** "Search this area": only companies inside the map's bounds. */
  bounds: Bounds | undefined;
  sort: CompanySort | undefined;
  page: number;
  limit: number;
  favoritesOf: number | null;
}

/**
 * Search over active companies. Each word also matches its correction against the trade vocabulary
 * ("plumbr" finds "plumber"). Words that name one trade ("plumber", "roofing") list that trade's
 * companies, as its category page does; other text is matched in full text (all words, and if that
 * finds nothing any word). With a ZIP, the companies whose service area covers it, then the others
 * within 50 miles; with map bounds, only the companies inside them.
 */
export async function searchCompanies(db: Executor, input: SearchInput): Promise<SearchResponse> {
  const parsed = parseSearchText(input.text);
  const zip = normaliseZip(input.location?.trim() || parsed.zip);
  const [place, corrections] = await Promise.all([
    zip ? findPlace(db, zip) : null,
    parsed.words.length === 0 ? [] : findCorrections(db, parsed.words, TYPO_SIMILARITY),
  ]);
  const findPage = (match: SearchMatch) =>
    findSearchPage(db, {
      match,
      near: place ? { place, radiusMiles: SEARCH_RADIUS_MILES } : null,
      bounds: input.bounds ?? null,
      favoritesOf: input.favoritesOf,
      sort: input.sort ?? 'relevance',
      page: input.page,
      limit: input.limit,
    });

  const trade = await findTrade(db, corrections);
  let result = await findPage(trade === null ? textMatch(corrections, 'all') : { trade });
  if (result.counted === 0 && trade === null && corrections.length > 1) {
    result = await findPage(textMatch(corrections, 'any'));
  }
  const corrected = corrections.map((c) => c.corrected ?? c.word);
  const changed = corrections.some((c) => c.corrected !== null && c.corrected !== c.word);
  return {
    results: result.rows.map(toCompanySummary),
    pagination: result.pagination,
    location: place
      ? {
          zip: place.zip,
          city: place.city,
          state: place.state,
          radiusMiles: SEARCH_RADIUS_MILES,
          latitude: place.latitude,
          longitude: place.longitude,
        }
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
async function findTrade(db: Executor, corrections: Correction[]): Promise<number | null> {
  if (corrections.length === 0) return null;
  const trades = await findTradesMatching(db, tsQuery(corrections, 'all'), 2);
  return trades.length === 1 ? trades[0]!.id : null;
}

/** All the words (or any), each as typed or corrected; a name or trade match ranks first. */
function textMatch(corrections: Correction[], join: 'all' | 'any'): SearchMatch {
  if (corrections.length === 0) return { everything: true };
  return {
    tsQuery: tsQuery(corrections, join),
    strongTsQuery: tsQuery(corrections, join, 'AB'),
  };
}
