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
  /** Only businesses licensed and insured (docs/decisions/098). */
  licensedAndInsured: boolean;
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
    licensedAndInsured: query.get('licensedAndInsured') === 'true',
    bounds: query.get('bounds') ?? '',
  };
}

/** The query of both the page address and its `/api/search` call: what is set, in this order. */
export function searchQuery(params: SearchParams) {
  return {
    q: params.q,
    sort: params.sort,
    page: params.page,
    ...(params.location ? { location: params.location } : {}),
    ...(params.favorites ? { favorites: 'true' as const } : {}),
    ...(params.licensedAndInsured ? { licensedAndInsured: 'true' as const } : {}),
    ...(params.bounds ? { bounds: params.bounds } : {}),
  };
}

/**
 * The query string of both the page address and its `/api/search` call, as URLSearchParams
 * writes it (the client's API calls write their queries the same way: src/client/lib/api-client.ts).
 */
export function searchQueryString(params: SearchParams): string {
  const query = Object.entries(searchQuery(params)).map(([name, value]) => [name, String(value)]);
  return new URLSearchParams(query).toString();
}

/** A map area in degrees; boxes crossing the antimeridian (west > east) are not supported. */
export interface Bounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** The largest map area "Search this area" searches, in degrees of latitude and of longitude. */
export const MAX_BOUNDS_SPAN_DEGREES = 20;

export const BOUNDS_FORMAT_MESSAGE =
  'Map area must be south,west,north,east in degrees, with south below north and west of east (not across the 180th meridian)';

/** A `bounds` parameter as bounds, or the message saying what is wrong with it. */
export function parseBounds(text: string): Bounds | string {
  const parts = text.split(',');
  const numbers = parts.map((part) => (/^\s*-?\d+(\.\d+)?\s*$/.test(part) ? Number(part) : NaN));
  if (numbers.length !== 4 || numbers.some((n) => !Number.isFinite(n)))
    return BOUNDS_FORMAT_MESSAGE;
  const [south, west, north, east] = numbers as [number, number, number, number];
  const latitudes = [south, north].every((n) => n >= -90 && n <= 90);
  const longitudes = [west, east].every((n) => n >= -180 && n <= 180);
  if (!latitudes || !longitudes || south >= north || west >= east) return BOUNDS_FORMAT_MESSAGE;
  if (north - south > MAX_BOUNDS_SPAN_DEGREES || east - west > MAX_BOUNDS_SPAN_DEGREES) {
    return `Map area is too large: zoom in to at most ${MAX_BOUNDS_SPAN_DEGREES} degrees across to search it`;
  }
  return { south, west, north, east };
}
