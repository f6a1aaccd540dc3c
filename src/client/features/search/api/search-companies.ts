import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySort, SearchResponse } from '../../../../contract/company';
import { api } from '../../../lib/api-client';

export interface SearchParams {
  q: string;
  location: string;
  sort: CompanySort;
  page: number;
  favorites: boolean;
}

export function searchQueryString(params: SearchParams): string {
  const query = new URLSearchParams({ q: params.q, sort: params.sort, page: String(params.page) });
  if (params.location) query.set('location', params.location);
  if (params.favorites) query.set('favorites', 'true');
  return query.toString();
}

export const searchCompaniesQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', params],
    queryFn: () => api<SearchResponse>(`/api/search?${searchQueryString(params)}`),
  });

export function useSearchCompanies(params: SearchParams) {
  return useQuery(searchCompaniesQueryOptions(params));
}
