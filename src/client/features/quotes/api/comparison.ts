import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComparisonEntry } from '@/contract/estimate';
import type { Quote } from '@/contract/quote';
import { api } from '@/client/lib/api-client';

export const comparisonQueryOptions = (quoteId: number, zip: string) =>
  queryOptions({
    queryKey: ['comparison', quoteId, zip],
    queryFn: () =>
      api<ComparisonEntry[]>(
        `/api/quotes/${quoteId}/comparison${zip ? `?location=${encodeURIComponent(zip)}` : ''}`,
      ),
    // Distances change with the ZIP only: keep showing the last answer while the next loads.
    placeholderData: (previous) => previous,
  });

export function useComparison(quoteId: number, zip: string) {
  return useQuery(comparisonQueryOptions(quoteId, zip));
}

/** Hiring completes the quote: everything about it refreshes (another tab learns it by realtime). */
export function useHire(quoteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (companyId: number) =>
      api<Quote>(`/api/quotes/${quoteId}/hire`, { json: { companyId } }),
    onSettled: () =>
      Promise.all(
        [['quotes'], ['comparison', quoteId], ['conversations', quoteId]].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
