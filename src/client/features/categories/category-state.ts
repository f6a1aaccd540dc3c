import type { ViewMode } from '@/client/components/companies/company-results';
import type { CategoryListingParams } from '@/client/data/categories';
import { readPageNumber } from '@/contract/search-url';

export type SortChoice = 'nearest' | 'topRated' | 'mostReviewed' | 'myFavorites';

/**
 * What a category page address (`?zip=…&sub=…&sort=…&licensedAndInsured=true&page=…&view=…`)
 * shows.
 */
export interface CategoryPageState {
  /** The ZIP the businesses are listed near (five digits), or '' for everywhere. */
  zip: string;
  sub: string | null;
  sort: SortChoice;
  /** Only businesses licensed and insured (docs/decisions/098). */
  licensedAndInsured: boolean;
  page: number;
  view: ViewMode;
}

/** Near a ZIP the nearest come first unless the person sorts otherwise; everywhere, the top rated. */
export const defaultSort = (zip: string): SortChoice => (zip ? 'nearest' : 'topRated');

export function readCategoryState(search: string): CategoryPageState {
  const query = new URLSearchParams(search);
  const zip = /^\d{5}$/.test(query.get('zip') ?? '') ? query.get('zip')! : '';
  const sort = query.get('sort');
  const chosen = (['topRated', 'mostReviewed', 'myFavorites'] as const).find((s) => s === sort);
  return {
    zip,
    sub: query.get('sub'),
    sort: chosen ?? defaultSort(zip),
    licensedAndInsured: query.get('licensedAndInsured') === 'true',
    page: readPageNumber(query),
    view: query.get('view') === 'table' ? 'table' : 'grid',
  };
}

/** The page's address for a state: what equals the default is left out. */
export function categoryHref(slug: string, state: CategoryPageState): string {
  const query = new URLSearchParams();
  if (state.zip) query.set('zip', state.zip);
  if (state.sub) query.set('sub', state.sub);
  if (state.sort !== defaultSort(state.zip)) query.set('sort', state.sort);
  if (state.licensedAndInsured) query.set('licensedAndInsured', 'true');
  if (state.page > 1) query.set('page', String(state.page));
  if (state.view === 'table') query.set('view', 'table');
  const qs = query.toString();
  return `/categories/${slug}${qs ? `?${qs}` : ''}`;
}

/** The listing the page asks for: "My Favorites" only for a signed-in visitor. */
export const categoryListingParams = (
  state: CategoryPageState,
  signedIn: boolean,
): CategoryListingParams => ({
  zip: state.zip || null,
  subcategory: state.sub,
  sort:
    state.sort === 'mostReviewed'
      ? 'mostReviewed'
      : state.sort === 'nearest' && state.zip
        ? 'relevance'
        : 'topRated',
  page: state.page,
  favorites: state.sort === 'myFavorites' && signedIn,
  licensedAndInsured: state.licensedAndInsured,
});
