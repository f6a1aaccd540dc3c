/**
 * The search page's address and the API call it makes, one pure function each, free of zod: the
 * page reads its address with them and the server names the same call in the page's preload
 * header (src/server/platform/page-preloads.ts), so the two can never disagree.
 */
export const COMPANY_SORTS = ['relevance', 'topRated', 'mostReviewed', 'favorites'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];

export interface SearchParams {
  q: string;
  location: string;
  sort: CompanySort;
  page: number;
  favorites: boolean;
  /**
   * "Search this area": the map's bounds as `south,west,north,east` (degrees), or '' for none.
   * Passed through as written; the server checks it.
   */
  bounds: string;
}

/** A listing address's `page`: a whole number from 1, else 1. */
export function readPageNumber(query: URLSearchParams): number {
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** What a search page address (`?q=…&location=…`) asks for, with the page's defaults. */
export function readSearchParams(search: string): SearchParams {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  return {
    q: query.get('q') ?? query.get('search') ?? '',
    location: query.get('location') ?? '',
    sort: (COMPANY_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as CompanySort)
      : 'relevance',
    page: readPageNumber(query),
    favorites: query.get('favorites') === 'true',
    bounds: query.get('bounds') ?? '',
  };
}

/** The query string of both the page address and its `/api/search` call. */
export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams({ q: params.q, sort: params.sort, page: String(params.page) });
  if (params.location) query.set('location', params.location);
  if (params.favorites) query.set('favorites', 'true');
  if (params.bounds) query.set('bounds', params.bounds);
  return query.toString();
}
