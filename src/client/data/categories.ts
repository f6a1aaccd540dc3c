import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Category, CategoryWithSubcategories } from '@/contract/category';
import type { companyListResponseSchema } from '@/contract/company';
import type { CompanySort } from '@/contract/search-url';
import { api } from '@/client/lib/api-client';
import { ONE_HOUR } from '@/client/lib/query-client';

export interface CategoryListingParams {
  subcategory: string | null;
  sort: Exclude<CompanySort, 'relevance'>;
  page: number;
  favorites: boolean;
}

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

/** One page of a category's businesses (its page), nine at a time. */
export const categoryCompaniesQueryOptions = (categoryId: number, params: CategoryListingParams) =>
  queryOptions({
    queryKey: categoryKeys.companies(categoryId, params),
    queryFn: () => {
      const query = new URLSearchParams({
        sort: params.sort,
        page: String(params.page),
        limit: '9',
      });
      if (params.subcategory) query.set('subcategory', params.subcategory);
      if (params.favorites) query.set('favorites', 'true');
      return api<z.infer<typeof companyListResponseSchema>>(
        `/api/categories/${categoryId}/companies?${query.toString()}`,
      );
    },
    placeholderData: keepPreviousData,
  });

export function useCategoryCompanies(
  categoryId: number | undefined,
  params: CategoryListingParams,
) {
  return useQuery({
    ...categoryCompaniesQueryOptions(categoryId ?? 0, params),
    enabled: categoryId !== undefined,
  });
}
