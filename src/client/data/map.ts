import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

/** Where the search map's tiles come from: a server setting, unchanged until a restart. */
export const mapTilesQueryOptions = queryOptions({
  queryKey: ['geo', 'map-tiles'] as const,
  queryFn: () => api.GET('/api/geo/map-tiles'),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useMapTiles() {
  return useQuery(mapTilesQueryOptions);
}
