import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../contract/category';
import { api } from './api-client';
import { ONE_HOUR } from './query-client';

/** Categories are fresh for an hour (SPEC §9); the header, home and footer share this query. */
export const categoriesQueryOptions = queryOptions({
  queryKey: ['categories'],
  queryFn: () => api<Category[]>('/api/categories'),
  staleTime: ONE_HOUR,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
