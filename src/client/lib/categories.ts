import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category, CategoryWithSubcategories } from '@/contract/category';
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

export const categoriesWithSubcategoriesQueryOptions = queryOptions({
  queryKey: ['categories', 'with-subcategories'],
  queryFn: () => api<CategoryWithSubcategories[]>('/api/categories/with-subcategories'),
  staleTime: ONE_HOUR,
});

export function useCategoriesWithSubcategories() {
  return useQuery(categoriesWithSubcategoriesQueryOptions);
}
