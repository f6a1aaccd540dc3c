import type { ViewMode } from '@/client/components/companies/company-results';
import type { CategoryListingParams } from '@/client/data/categories';
import { readPageNumber } from '@/contract/search-url';

export type SortChoice = 'topRated' | 'mostReviewed' | 'myFavorites';

/** What a category page address (`?sub=…&sort=…&page=…&view=…`) shows. */
export interface CategoryPageState {
  sub: string | null;
  sort: SortChoice;
  page: number;
  view: ViewMode;
}

export function readCategoryState(search: string): CategoryPageState {
  const query = new URLSearchParams(search);
  const sort = query.get('sort');
  return {
    sub: query.get('sub'),
    sort: sort === 'mostReviewed' || sort === 'myFavorites' ? sort : 'topRated',
    page: readPageNumber(query),
    view: query.get('view') === 'table' ? 'table' : 'grid',
  };
}

/** The listing the page asks for: "My Favorites" only for a signed-in visitor. */
export const categoryListingParams = (
  state: CategoryPageState,
  signedIn: boolean,
): CategoryListingParams => ({
  subcategory: state.sub,
  sort: state.sort === 'mostReviewed' ? 'mostReviewed' : 'topRated',
  page: state.page,
  favorites: state.sort === 'myFavorites' && signedIn,
});
