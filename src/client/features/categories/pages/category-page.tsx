import { ArrowLeft, Building2, Star } from 'lucide-react';
import { Link, useLocation, useSearch } from 'wouter';
import { CompanyBrowser } from '@/client/components/companies/company-browser';
import { FilterCheckbox, ResultsToolbar } from '@/client/components/companies/results-controls';
import { resultsCount } from '@/client/components/companies/results-count';
import { CostGuideLink } from '@/client/components/cost-guides/typical-price';
import { MatchedRequestButton } from '@/client/components/quotes/matched-request';
import { Button } from '@/client/components/ui/button';
import { EmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useCategoriesWithSubcategories, useCategoryCompanies } from '@/client/data/categories';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';
import { type MessageId, useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { BANNER_SIZE, stockImageForCategory } from '@/client/lib/stock-images';
import { categoryPageMeta } from '../category-meta';
import {
  categoryHref,
  categoryListingParams,
  defaultSort,
  readCategoryState,
  type CategoryPageState,
  type SortChoice,
} from '../category-state';
import { CategoryPicker } from '../components/category-picker';
import { ZipFilter } from '../components/zip-filter';

const SORT_OPTIONS: ReadonlyArray<{ value: SortChoice; label: MessageId }> = [
  { value: 'nearest', label: 'category.sort.nearest' },
  { value: 'topRated', label: 'search.sort.topRated' },
  { value: 'mostReviewed', label: 'search.sort.mostReviewed' },
  { value: 'myFavorites', label: 'category.sort.myFavorites' },
];

export function CategoryPage({ params }: { params: { slug: string } }) {
  const t = useT();
  const [, navigate] = useLocation();
  const state = readCategoryState(useSearch());
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const categories = useCategoriesWithSubcategories();
  const category = categories.data?.find((c) => c.slug === params.slug);
  const listingParams = categoryListingParams(state, Boolean(user));
  const listing = useCategoryCompanies(category, listingParams);
  usePageMeta(categoryPageMeta(t, categories.isPending, category, state.sub, state.zip));

  /** Changing the ZIP, the subcategory, the sort or the category starts again at page 1. */
  const update = (change: Partial<CategoryPageState>, slug = params.slug) => {
    // A person's change: its own history entry, which Back undoes.
    navigate(categoryHref(slug, { ...state, page: 1, ...change }));
  };
  /** A new ZIP lists the nearest first, and none the top rated, unless another sort was chosen. */
  const changeZip = (zip: string) =>
    update({
      zip,
      sort: state.sort === 'nearest' || state.sort === 'topRated' ? defaultSort(zip) : state.sort,
    });

  if (categories.isPending) {
    return <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-8" aria-busy="true" />;
  }
  if (!category) {
    return (
      <div className="mx-auto max-w-[1200px] px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{t('category.notFound')}</h1>
        <p className="mt-2 text-gray-700">{t('category.notFoundText')}</p>
        <Button asChild className="mt-6">
          <Link href="/">{t('header.home')}</Link>
        </Button>
      </div>
    );
  }

  const banner = stockImageForCategory(category.slug, state.sub ?? undefined);
  const data = listing.data;
  const near = data?.location;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('header.home')}
        </Link>
      </Button>
      <div className="mt-3">
        <CategoryPicker
          categories={categories.data ?? []}
          activeSlug={category.slug}
          onPick={(slug) => update({ sub: null, sort: state.sort, view: state.view }, slug)}
        />
      </div>

      <div className="relative mt-4 h-36 overflow-hidden rounded-2xl bg-gray-800 sm:h-44">
        <img src={banner.url} alt="" {...BANNER_SIZE} className="h-full w-full object-cover" />
        <div className="absolute inset-0 flex items-end bg-gradient-to-t from-gray-950/70 to-transparent p-6">
          <h1 className="text-2xl font-bold text-white sm:text-3xl">
            {state.zip
              ? t('category.headingNear', {
                  category: category.name,
                  place: near ? `${near.city}, ${near.state} ${near.zip}` : state.zip,
                })
              : t('category.headingEverywhere', { category: category.name })}
          </h1>
        </div>
      </div>

      <div className="mt-4 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-gray-800">{t('category.matchedHint')}</p>
        <MatchedRequestButton trade={category.slug} zip={state.zip} className="shrink-0" />
      </div>

      <CostGuideLink categorySlug={category.slug} />

      <ZipFilter key={state.zip} zip={state.zip} onChange={changeZip} />

      <div
        role="group"
        aria-label={t('category.subcategories')}
        className="mt-5 flex gap-2 overflow-x-auto pb-1"
      >
        {[{ slug: null, name: t('category.all') }, ...category.subcategories].map((sub) => (
          <button
            key={sub.slug ?? 'all'}
            type="button"
            aria-pressed={state.sub === sub.slug}
            onClick={() => update({ sub: sub.slug })}
            className={cn(
              'min-h-10 shrink-0 rounded-lg px-3 text-sm font-medium',
              state.sub === sub.slug
                ? 'bg-gray-900 text-white'
                : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50',
            )}
          >
            {sub.name}
          </button>
        ))}
      </div>

      {/* What the list is, as a heading: the cards' names (h3) come under it. */}
      <h2 className="mt-5 text-lg font-semibold text-gray-900">
        {data
          ? resultsCount(t, data.pagination, {
              radiusMiles: near?.radiusMiles,
              nearestFirst: state.sort === 'nearest',
            })
          : t('search.businesses')}
      </h2>
      {data?.notice ? <p className="text-sm font-medium text-gray-900">{data.notice}</p> : null}

      <ResultsToolbar
        sort={state.sort}
        sortOptions={(state.zip
          ? SORT_OPTIONS
          : SORT_OPTIONS.filter((o) => o.value !== 'nearest')
        ).map(({ value, label }) => ({ value, label: t(label) }))}
        onSortChange={(sort) =>
          sort === 'myFavorites' && !user ? dialogs.show('login') : update({ sort })
        }
        view={state.view}
        onViewChange={(view) => update({ view, page: state.page })}
      >
        <FilterCheckbox
          checked={state.licensedAndInsured}
          onChange={(licensedAndInsured) => update({ licensedAndInsured })}
        >
          {t('search.licensedAndInsured')}
        </FilterCheckbox>
      </ResultsToolbar>

      <CompanyBrowser
        label={t('category.listing', { category: category.name })}
        view={state.view}
        state={listing}
        companies={data?.companies}
        totalPages={data?.pagination.totalPages ?? 0}
        page={state.page}
        onPageChange={(page) => update({ page })}
        errorFallback={t('category.failed')}
        from="category"
        searchZip={near?.zip}
        empty={
          listingParams.favorites ? (
            <EmptyState icon={Star} title={t('category.noFavorites')}>
              <Button variant="outline" onClick={() => update({ sort: 'topRated' })}>
                {t('category.showAll')}
              </Button>
            </EmptyState>
          ) : (
            <EmptyState icon={Building2} title={t('category.noCompanies')}>
              <p>{t('category.noCompaniesText')}</p>
            </EmptyState>
          )
        }
      />
    </div>
  );
}
