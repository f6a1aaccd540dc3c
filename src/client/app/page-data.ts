import type { QueryClient } from '@tanstack/react-query';
import { readSearchParams } from '@/contract/search-url';
import { meQueryOptions } from '@/client/data/auth';
import {
  categoriesWithSubcategoriesQueryOptions,
  categoryCompaniesQueryOptions,
} from '@/client/data/categories';
import {
  companyImagesQueryOptions,
  companyQueryOptions,
  ownCompaniesQueryOptions,
} from '@/client/data/companies';
import { companyQuestionsQueryOptions } from '@/client/data/company-questions';
import { insightsQueryOptions } from '@/client/data/insights';
import { projectQueryOptions, projectsQueryOptions } from '@/client/data/portfolio';
import { quoteQueryOptions } from '@/client/data/quotes';
import { companyRatingsQueryOptions } from '@/client/data/ratings';
import { searchCompaniesQueryOptions } from '@/client/data/search';
import {
  categoryListingParams,
  readCategoryState,
} from '@/client/features/categories/category-state';

/**
 * Starts the API calls a page makes as it first draws, with the same query options (so the same
 * keys): called on a navigation and when a link to the page is about to be followed, in parallel
 * with the page's code. A query still fresh in the cache is not asked again.
 */
export type PageData = (
  queryClient: QueryClient,
  params: Readonly<Record<string, string>>,
  search: string,
) => void;

const validId = (id: string | undefined) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
};

const signedIn = (queryClient: QueryClient) =>
  Boolean(queryClient.getQueryData(meQueryOptions.queryKey));

/** The company, its photos, its reviews, its projects and its questions. */
export const companyPageData: PageData = (queryClient, { id }) => {
  const companyId = validId(id);
  if (companyId === null) return;
  void queryClient.prefetchQuery(companyQueryOptions(companyId));
  void queryClient.prefetchQuery(companyImagesQueryOptions(companyId));
  void queryClient.prefetchQuery(companyRatingsQueryOptions(companyId));
  void queryClient.prefetchQuery(projectsQueryOptions(companyId));
  void queryClient.prefetchQuery(companyQuestionsQueryOptions(companyId));
};

/** A project of a business's portfolio, and its company (for its name). */
export const projectPageData: PageData = (queryClient, { id, projectId }) => {
  const companyId = validId(id);
  const project = validId(projectId);
  if (companyId === null || project === null) return;
  void queryClient.prefetchQuery(companyQueryOptions(companyId));
  void queryClient.prefetchQuery(projectQueryOptions(companyId, project));
};

export const searchPageData: PageData = (queryClient, _params, search) => {
  void queryClient.prefetchQuery(searchCompaniesQueryOptions(readSearchParams(search)));
};

/** The categories (to find the slug's id, usually cached for the hour), then its listing. */
export const categoryPageData: PageData = (queryClient, { slug }, search) => {
  void queryClient
    .ensureQueryData(categoriesWithSubcategoriesQueryOptions)
    .then((categories) => {
      const category = categories.find((c) => c.slug === slug);
      if (!category) return;
      const params = categoryListingParams(readCategoryState(search), signedIn(queryClient));
      return queryClient.prefetchQuery(categoryCompaniesQueryOptions(category, params));
    })
    .catch(() => undefined);
};

/** Who is signed in (fresh after a login) and, once known, their companies. */
export const profilePageData: PageData = (queryClient) => {
  void queryClient
    .ensureQueryData(meQueryOptions)
    .then((user) => user && queryClient.prefetchQuery(ownCompaniesQueryOptions))
    .catch(() => undefined);
};

/** A quote is only ever shown to the signed-in: nothing is asked for a visitor. */
export const quotePageData: PageData = (queryClient, { id }) => {
  const quoteId = validId(id);
  if (quoteId !== null && signedIn(queryClient)) {
    void queryClient.prefetchQuery(quoteQueryOptions(quoteId));
  }
};

/** A business's insights are its owner's only: nothing is asked for a visitor. */
export const insightsPageData: PageData = (queryClient, { id }) => {
  const companyId = validId(id);
  if (companyId !== null && signedIn(queryClient)) {
    void queryClient.prefetchQuery(insightsQueryOptions(companyId));
  }
};
