import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@/contract/admin';
import { api } from '@/client/lib/api-client';

export const adminKeys = {
  stats: ['admin', 'stats'] as const,
};

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => api<AdminStats>('/api/admin/stats'),
});

/** The marketplace's figures; `enabled` only for an administrator (anyone else gets a 403). */
export function useAdminStats(enabled: boolean) {
  return useQuery({ ...adminStatsQueryOptions, enabled });
}
