import { SearchX, X } from 'lucide-react';
import type { CompanySummary } from '@/contract/company';
import { useState, type SyntheticEvent } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  readSearchParams,
  searchQueryString,
  type CompanySort,
  type SearchParams,
} from '@/contract/search-url';
import { CompanyBrowser } from '@/client/components/companies/company-browser';
import type { ViewMode } from '@/client/components/companies/company-results';
import { FilterCheckbox, ResultsToolbar } from '@/client/components/companies/results-controls';
import { resultsCount } from '@/client/components/companies/results-count';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { MatchedRequestButton } from '@/client/components/quotes/matched-request';
import { SearchBox } from '@/client/components/search/search-box';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useSearchCompanies } from '@/client/data/search';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { type MessageId, T, useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { searchPageMeta, searchPlace } from '../search-meta';
import { cn } from '@/client/lib/cn';
import { ListMapToggle, type ResultsShown } from '../components/list-map-toggle';
import { MapPanel } from '../components/map-panel';

const SORT_OPTIONS: ReadonlyArray<{ value: CompanySort; label: MessageId }> = [
  { value: 'relevance', label: 'search.sort.relevance' },
  { value: 'topRated', label: 'search.sort.topRated' },
  { value: 'mostReviewed', label: 'search.sort.mostReviewed' },
  { value: 'favorites', label: 'search.sort.favorites' },
];

type PageParams = SearchParams & { view: ViewMode; shown: ResultsShown };

/**
 * Everything the page shows is in the address, which follows every change: besides the search,
 * the grid or table view, and (under 1024 px) the list or the map.
 */
function readParams(search: string): PageParams {
  const query = new URLSearchParams(search);
  const view = query.get('view') === 'grid' ? 'grid' : 'table';
  const shown = query.get('show') === 'map' ? 'map' : 'list';
  return { ...readSearchParams(search), view, shown };
}

/** While the results load (the same array each time: the map redraws its pins for a new one). */
const NO_COMPANIES: CompanySummary[] = [];

/** The company whose card holds an event's target (its `data-company-id`), or null. */
const companyAt = (event: SyntheticEvent): number | null => {
  const item = (event.target as Element).closest('[data-company-id]');
  return item ? Number(item.getAttribute('data-company-id')) : null;
};

export function SearchPage() {
  const t = useT();
  const [, navigate] = useLocation();
  const { view, shown, ...params } = readParams(useSearch());
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const search = useSearchCompanies(params);
  const addBusiness = useAddBusiness();
  usePageMeta(searchPageMeta(params, t));

  // The company pointed at or focused, in the list or on the map: both show it.
  const [highlightedId, setHighlightedId] = useState<number | null>(null);

  const update = (change: Partial<PageParams>) => {
    const next = { ...params, view, shown, page: 1, ...change };
    const query =
      searchQueryString(next) +
      (next.view === 'grid' ? '&view=grid' : '') +
      (next.shown === 'map' ? '&show=map' : '');
    // A person's change: its own history entry, which Back undoes.
    navigate(`/search?${query}`);
  };

  const data = search.data;
  const onMap = shown === 'map';
  const area = data?.location;
  const heading = searchPlace(
    t,
    params.q
      ? t('search.resultsFor', { q: params.q })
      : params.favorites
        ? t('search.favorites')
        : t('search.businesses'),
    {
      bounds: Boolean(params.bounds),
      place: area ? `${area.city}, ${area.state} ${area.zip}` : '',
    },
  );

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <SearchBox
        key={`${params.q}|${params.location}`}
        initialText={params.q}
        initialZip={params.location}
        variant="page"
      />

      <div className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-6">
        <div className="min-w-0">
          <div className="flex flex-col gap-1">
            <h1 className="text-2xl font-bold tracking-tight text-gray-900">{heading}</h1>
            {data ? (
              <p className="text-sm text-gray-700">
                {resultsCount(t, data.pagination, {
                  mapArea: Boolean(params.bounds),
                  radiusMiles: area?.radiusMiles,
                  nearestFirst: params.sort === 'relevance',
                })}
                {data.correctedQuery ? (
                  <>
                    {' · '}
                    <T
                      id="search.showingResultsFor"
                      values={{ query: data.correctedQuery }}
                      components={{ 0: <strong /> }}
                    />
                  </>
                ) : null}
              </p>
            ) : null}
            {data?.notice ? (
              <p className="text-sm font-medium text-gray-900">{data.notice}</p>
            ) : null}
            {params.bounds ? (
              <Button
                variant="outline"
                size="sm"
                className="self-start"
                onClick={() => update({ bounds: '' })}
              >
                <X className="h-4 w-4" aria-hidden />
                {t('search.clearMapArea')}
              </Button>
            ) : null}
            <MatchedRequestButton
              trade={params.q}
              zip={params.location}
              className="mt-2 self-start"
            />
          </div>

          <ListMapToggle
            shown={shown}
            onChange={(next) => update({ shown: next, page: params.page })}
            className="mt-4 lg:hidden"
          />

          <div className={cn(onMap && 'hidden lg:block')}>
            <ResultsToolbar
              sort={params.sort}
              sortOptions={SORT_OPTIONS.map(({ value, label }) => ({ value, label: t(label) }))}
              onSortChange={(sort) => update({ sort })}
              view={view}
              onViewChange={(next) => update({ view: next, page: params.page })}
            >
              <FilterCheckbox
                checked={params.favorites}
                onChange={(favorites) => (user ? update({ favorites }) : dialogs.show('login'))}
              >
                {t('search.favoritesOnly')}
              </FilterCheckbox>
              <FilterCheckbox
                checked={params.licensedAndInsured}
                onChange={(licensedAndInsured) => update({ licensedAndInsured })}
              >
                {t('search.licensedAndInsured')}
              </FilterCheckbox>
            </ResultsToolbar>

            <div
              onPointerOver={(event) => setHighlightedId(companyAt(event))}
              onPointerLeave={() => setHighlightedId(null)}
              onFocus={(event) => setHighlightedId(companyAt(event))}
              onBlur={() => setHighlightedId(null)}
            >
              <CompanyBrowser
                label={t('search.results')}
                highlightedId={highlightedId}
                searchZip={data?.location?.zip}
                view={view}
                state={search}
                companies={data?.results}
                totalPages={data?.pagination.totalPages ?? 0}
                page={params.page}
                onPageChange={(page) => update({ page })}
                errorFallback={t('search.failed')}
                from="search"
                empty={
                  <EmptyState icon={SearchX} title={t('search.noResults')}>
                    <p>{t('search.noResultsHint')}</p>
                    <div className="flex flex-wrap justify-center gap-2">
                      <Button asChild variant="outline">
                        <Link href="/">{t('header.browseCategories')}</Link>
                      </Button>
                      <Button variant="link" onClick={addBusiness}>
                        {t('search.addABusiness')}
                      </Button>
                    </div>
                  </EmptyState>
                }
              />
            </div>
          </div>
        </div>

        <section
          aria-label={t('search.mapOfResults')}
          className={cn(
            'mt-4 h-[70dvh] lg:sticky lg:top-20 lg:mt-0 lg:block lg:h-[calc(100dvh-7rem)]',
            !onMap && 'hidden',
          )}
        >
          <MapPanel
            shown={onMap}
            companies={data?.results ?? NO_COMPANIES}
            bounds={params.bounds}
            area={data?.location ?? null}
            highlightedId={highlightedId}
            onHighlight={setHighlightedId}
            onSearchArea={(bounds) => update({ bounds })}
          />
        </section>
      </div>
    </div>
  );
}
