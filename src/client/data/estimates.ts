import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ComparisonEntry, Estimate, EstimateValues } from '@/contract/estimate';
import type { Quote } from '@/contract/quote';
import { api } from '@/client/lib/api-client';
import { conversationKeys, messageKeys } from './messages';
import { quoteKeys } from './quotes';
import { vendorQuoteKeys } from './vendor';

const comparisonRoot = ['comparison'] as const;

export const comparisonKeys = {
  all: comparisonRoot,
  /** A quote's comparison, for every ZIP it was measured from. */
  quote: (quoteId: number) => [...comparisonRoot, quoteId] as const,
  list: (quoteId: number, zip: string) => [...comparisonRoot, quoteId, zip] as const,
};

/** The estimates of a quote side by side, with each business's distance from the ZIP. */
export const comparisonQueryOptions = (quoteId: number, zip: string) =>
  queryOptions({
    queryKey: comparisonKeys.list(quoteId, zip),
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
        [quoteKeys.all, comparisonKeys.quote(quoteId), conversationKeys.list(quoteId)].map(
          (queryKey) => queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A new revision of the business's estimate; the thread and the inbox entry refresh. */
export function useSendEstimate(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimate: EstimateValues) =>
      api<Estimate>(`/api/quotes/${quoteId}/companies/${companyId}/estimates`, { json: estimate }),
    onSuccess: () =>
      Promise.all(
        [messageKeys.quote(quoteId), vendorQuoteKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** The hired business marks the job done; the inbox entry refreshes. */
export function useMarkJobDoneAsBusiness(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/quotes/${quoteId}/companies/${companyId}/job-done`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorQuoteKeys.all }),
  });
}
