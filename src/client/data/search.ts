import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@/contract/company';
import { searchQueryString, type SearchParams } from '@/contract/search-url';
import { api } from '@/client/lib/api-client';

const searchRoot = ['search'] as const;

export const searchKeys = {
  all: searchRoot,
  results: (params: SearchParams) => [...searchRoot, params] as const,
};

export const searchCompaniesQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: () => api<SearchResponse>(`/api/search?${searchQueryString(params)}`),
  });

export function useSearchCompanies(params: SearchParams) {
  return useQuery(searchCompaniesQueryOptions(params));
}
