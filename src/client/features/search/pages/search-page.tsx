import { SearchX } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  readSearchParams,
  searchQueryString,
  type CompanySort,
  type SearchParams,
} from '@/contract/search-url';
import { CompanyBrowser } from '@/client/components/companies/company-browser';
import type { ViewMode } from '@/client/components/companies/company-results';
import { ResultsToolbar } from '@/client/components/companies/results-controls';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { MatchedRequestButton } from '@/client/components/quotes/matched-request';
import { SearchBox } from '@/client/components/search/search-box';
import { Button } from '@/client/components/ui/button';
import { Checkbox } from '@/client/components/ui/checkbox';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useSearchCompanies } from '@/client/data/search';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { usePageMeta } from '@/client/lib/page-meta';
import { searchPageMeta } from '../search-meta';
import { formatCount } from '@/client/lib/format';

const SORT_OPTIONS: ReadonlyArray<{ value: CompanySort; label: string }> = [
  { value: 'relevance', label: 'Best match' },
  { value: 'topRated', label: 'Top Rated' },
  { value: 'mostReviewed', label: 'Most Reviewed' },
  { value: 'favorites', label: 'Most Favorited' },
];

/** Everything the page shows is in the address, which follows every change. */
function readParams(search: string): SearchParams & { view: ViewMode } {
  const view = new URLSearchParams(search).get('view') === 'grid' ? 'grid' : 'table';
  return { ...readSearchParams(search), view };
}

export function SearchPage() {
  const [, navigate] = useLocation();
  const { view, ...params } = readParams(useSearch());
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const search = useSearchCompanies(params);
  const addBusiness = useAddBusiness();
  usePageMeta(searchPageMeta(params));

  const update = (change: Partial<SearchParams & { view: ViewMode }>) => {
    const next = { ...params, view, page: 1, ...change };
    const query = searchQueryString(next) + (next.view === 'grid' ? '&view=grid' : '');
    navigate(`/search?${query}`, { replace: true });
  };

  const data = search.data;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <SearchBox
        key={`${params.q}|${params.location}`}
        initialText={params.q}
        initialZip={params.location}
        variant="page"
      />

      <div className="mt-6 flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900">
          {params.q
            ? `Results for “${params.q}”`
            : params.favorites
              ? 'Your favorite businesses'
              : 'Businesses'}
          {data?.location
            ? ` near ${data.location.city}, ${data.location.state} ${data.location.zip}`
            : ''}
        </h1>
        {data ? (
          <p className="text-sm text-gray-700">
            {formatCount(data.pagination.total)}
            {data.pagination.totalCapped ? '+' : ''}{' '}
            {data.pagination.total === 1 ? 'business' : 'businesses'}
            {data.location
              ? ` within ${data.location.radiusMiles} miles${params.sort === 'relevance' ? ', nearest first' : ''}`
              : ''}
            {data.correctedQuery ? (
              <>
                {' · '}Showing results for <strong>{data.correctedQuery}</strong>
              </>
            ) : null}
          </p>
        ) : null}
        <MatchedRequestButton trade={params.q} zip={params.location} className="mt-2 self-start" />
      </div>

      <ResultsToolbar
        sort={params.sort}
        sortOptions={SORT_OPTIONS}
        onSortChange={(sort) => update({ sort })}
        view={view}
        onViewChange={(next) => update({ view: next, page: params.page })}
      >
        <label className="flex min-h-10 items-center gap-2 text-sm text-gray-700">
          <Checkbox
            checked={params.favorites}
            onCheckedChange={(checked) =>
              user ? update({ favorites: checked === true }) : dialogs.show('login')
            }
          />
          Favorites only
        </label>
      </ResultsToolbar>

      <CompanyBrowser
        label="Search results"
        view={view}
        state={search}
        companies={data?.results}
        totalPages={data?.pagination.totalPages ?? 0}
        page={params.page}
        onPageChange={(page) => update({ page })}
        errorFallback="Failed to fetch search results"
        from="search"
        empty={
          <EmptyState icon={SearchX} title="No results found">
            <p>Try other words, a nearby ZIP code, or browse by category.</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button asChild variant="outline">
                <Link href="/">Browse Categories</Link>
              </Button>
              <Button variant="link" onClick={addBusiness}>
                Add a business
              </Button>
            </div>
          </EmptyState>
        }
      />
    </div>
  );
}
