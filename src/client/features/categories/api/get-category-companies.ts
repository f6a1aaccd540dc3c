import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@/contract/company';
import type { CompanySort } from '@/contract/search-url';
import type { Pagination } from '@/contract/common';
import { api } from '@/client/lib/api-client';

export interface CategoryListingParams {
  subcategory: string | null;
  sort: Exclude<CompanySort, 'relevance'>;
  page: number;
  favorites: boolean;
}

export const categoryCompaniesQueryOptions = (categoryId: number, params: CategoryListingParams) =>
  queryOptions({
    queryKey: ['categories', categoryId, 'companies', params],
    queryFn: () => {
      const query = new URLSearchParams({
        sort: params.sort,
        page: String(params.page),
        limit: '9',
      });
      if (params.subcategory) query.set('subcategory', params.subcategory);
      if (params.favorites) query.set('favorites', 'true');
      return api<{ companies: CompanySummary[]; pagination: Pagination }>(
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
