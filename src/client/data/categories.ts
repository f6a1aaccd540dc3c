import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CategoryWithSubcategories } from '@/contract/category';
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
  queryFn: () => api<Category[]>('/api/categories'),
  staleTime: ONE_HOUR,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}

export const categoriesWithSubcategoriesQueryOptions = queryOptions({
  queryKey: categoryKeys.withSubcategories,
  queryFn: () => api<CategoryWithSubcategories[]>('/api/categories/with-subcategories'),
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
      const query = new URLSearchParams({
        sort: params.sort,
        page: String(params.page),
        limit: '9',
      });
      if (params.subcategory) query.set('subcategory', params.subcategory);
      if (params.favorites) query.set('favorites', 'true');
      if (!params.zip) {
        const listing = await api<z.infer<typeof companyListResponseSchema>>(
          `/api/categories/${category.id}/companies?${query.toString()}`,
        );
        return { ...listing, location: null, notice: null };
      }
      query.set('category', category.slug);
      query.set('location', params.zip);
      const found = await api<SearchResponse>(`/api/search?${query.toString()}`);
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
