import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { searchQuery, type SearchParams } from '@/contract/search-url';
import { api } from '@/client/lib/api-client';
import { localStore } from '@/client/lib/local-store';

const searchRoot = ['search'] as const;

export const searchKeys = {
  all: searchRoot,
  results: (params: SearchParams) => [...searchRoot, params] as const,
};

export const searchCompaniesQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: searchKeys.results(params),
    queryFn: () => api.GET('/api/search', { params: { query: searchQuery(params) } }),
  });

/**
 * The search's results. The ZIP it was run for (typed in the ZIP box or in the words, "plumber
 * 94103") becomes the person's ZIP: the next search box and a new quote start with it.
 */
export function useSearchCompanies(params: SearchParams) {
  const search = useQuery(searchCompaniesQueryOptions(params));
  const zip = search.data?.location?.zip;
  useEffect(() => {
    if (zip) localStore.setPostalCode(zip);
  }, [zip]);
  return search;
}
