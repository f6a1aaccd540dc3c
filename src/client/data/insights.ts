import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

export const insightsKeys = {
  company: (companyId: number) => ['insights', companyId] as const,
};

/** The address of a business's insights as CSV (the owner's download). */
export const insightsCsvUrl = (companyId: number) => `/api/companies/${companyId}/insights.csv`;

/** A business's weekly numbers (docs/decisions/049): its owner only, a 403 for anyone else. */
export const insightsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: insightsKeys.company(companyId),
    queryFn: () => api.GET('/api/companies/{id}/insights', { params: { path: { id: companyId } } }),
  });

export function useInsights(companyId: number, enabled: boolean) {
  return useQuery({ ...insightsQueryOptions(companyId), enabled });
}
