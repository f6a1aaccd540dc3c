import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category } from '@/contract/category';
import type { companyListResponseSchema, SearchResponse } from '@/contract/company';
import type { CompanySort } from '@/contract/search-url';
import { api } from '@/client/lib/api-client';
import { ONE_HOUR } from '@/client/lib/query-client';

export interface CategoryListingParams {
  /** Near this ZIP (through the search, which knows distances), or everywhere. */
  zip: string | null;
  subcategory: string | null;
  /** `relevance`, near a ZIP: the nearest first. */
  sort: CompanySort;
  page: number;
  favorites: boolean;
  /** Only businesses licensed and insured. */
  licensedAndInsured: boolean;
}

/** A page of a category's businesses; near a ZIP, also where and whether the radius was widened. */
export type CategoryListing = z.infer<typeof companyListResponseSchema> &
  Pick<SearchResponse, 'location' | 'notice'>;

const categoryRoot = ['categories'] as const;

export const categoryKeys = {
  /** The list of categories, and the prefix of every other key here. */
  all: categoryRoot,
  withSubcategories: [...categoryRoot, 'with-subcategories'] as const,
  companies: (categoryId: number, params: CategoryListingParams) =>
    [...categoryRoot, categoryId, 'companies', params] as const,
};

/** Categories are fresh for an hour (SPEC §9); the header, home and footer share this query. */
export const categoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.all,
  queryFn: () => api.GET('/api/categories'),
  staleTime: ONE_HOUR,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

export const categoriesWithSubcategoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.withSubcategories,
  queryFn: () => api.GET('/api/categories/with-subcategories'),
  staleTime: ONE_HOUR,
});

export function useCategoriesWithSubcategories() {
  return useQuery(categoriesWithSubcategoriesQueryOptions);
}

/**
 * One page of a category's businesses (its page), nine at a time: everywhere from the category's
 * listing, near a ZIP from the search restricted to the category (nearest first, as search is).
 */
export const categoryCompaniesQueryOptions = (
  category: Pick<Category, 'id' | 'slug'>,
  params: CategoryListingParams,
) =>
  queryOptions({
    queryKey: categoryKeys.companies(category.id, params),
    queryFn: async (): Promise<CategoryListing> => {
      const query = {
        sort: params.sort,
        page: params.page,
        limit: 9,
        subcategory: params.subcategory || undefined,
        favorites: params.favorites ? ('true' as const) : undefined,
        licensedAndInsured: params.licensedAndInsured ? ('true' as const) : undefined,
      };
      if (!params.zip) {
        const listing = await api.GET('/api/categories/{categoryId}/companies', {
          params: { path: { categoryId: category.id }, query },
        });
        return { ...listing, location: null, notice: null };
      }
      const found = await api.GET('/api/search', {
        params: { query: { ...query, category: category.slug, location: params.zip } },
      });
      return {
        companies: found.results,
        pagination: found.pagination,
        location: found.location,
        notice: found.notice,
      };
    },
    placeholderData: keepPreviousData,
  });

export function useCategoryCompanies(
  category: Pick<Category, 'id' | 'slug'> | undefined,
  params: CategoryListingParams,
) {
  return useQuery({
    ...categoryCompaniesQueryOptions(category ?? { id: 0, slug: '' }, params),
    enabled: category !== undefined,
  });
}
