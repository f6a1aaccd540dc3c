import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CostGuideWhere } from '@/contract/cost-guide';
import { api, ApiError } from '@/client/lib/api-client';
import { ONE_HOUR } from '@/client/lib/query-client';

export const costGuideKeys = {
  guide: (categorySlug: string, where: CostGuideWhere) =>
    ['cost-guides', categorySlug, where] as const,
};

/**
 * A trade's cost guide, or null when it has none: "no guide" is an answer (a page draws it, the
 * server renders it as a 404 page), not an error. Recomputed once a day, so an hour's staleness
 * costs nothing.
 */
export const costGuideQueryOptions = (categorySlug: string, where: CostGuideWhere) =>
  queryOptions({
    queryKey: costGuideKeys.guide(categorySlug, where),
    queryFn: async () => {
      const query = 'zip' in where ? { zip: where.zip } : { state: where.state || undefined };
      try {
        return await api.GET('/api/cost-guides/{categorySlug}', {
          params: { path: { categorySlug }, query },
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: ONE_HOUR,
  });

export function useCostGuide(categorySlug: string | null, where: CostGuideWhere) {
  return useQuery({
    ...costGuideQueryOptions(categorySlug ?? '', where),
    enabled: Boolean(categorySlug),
  });
}
