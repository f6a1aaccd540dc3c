import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EstimateValues } from '@/contract/estimate';
import { api } from '@/client/lib/api-client';
import type { VendorQuote } from '@/contract/message';
import { conversationKeys, messageKeys } from './message-keys';
import { quoteKeys } from './quotes';
import { isRealtimeLive } from './realtime-status';
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
      api.GET('/api/quotes/{id}/comparison', {
        params: { path: { id: quoteId }, query: { location: zip || undefined } },
      }),
    // Distances change with the ZIP only: keep showing the last answer while the next loads.
    placeholderData: (previous) => previous,
  });

export function useComparison(quoteId: number, zip: string) {
  return useQuery(comparisonQueryOptions(quoteId, zip));
}

/**
 * Hiring: the quote as the answer gives it. My Quotes' stages change too: the hire's event refetches
 * them (in this tab and the others), or this does without a live socket. A refusal (another tab
 * hired first) refreshes everything about the quote.
 */
export function useHire(quoteId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [quoteKeys.all, comparisonKeys.quote(quoteId), conversationKeys.list(quoteId)].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
  return useMutation({
    mutationFn: (companyId: number) =>
      api.POST('/api/quotes/{id}/hire', { params: { path: { id: quoteId } }, body: { companyId } }),
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKeys.detail(quoteId), quote);
      if (!isRealtimeLive()) void queryClient.invalidateQueries({ queryKey: quoteKeys.lists });
    },
    onError: () => refresh(),
  });
}

/**
 * A new revision of the business's estimate: the inbox entry shows it from the answer; its card
 * enters the thread by its event (new_estimate), or by a refetch without a live socket.
 */
export function useSendEstimate(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimate: EstimateValues) =>
      api.POST('/api/quotes/{quoteId}/companies/{companyId}/estimates', {
        params: { path: { quoteId, companyId } },
        body: estimate,
      }),
    onSuccess: (estimate) => {
      queryClient.setQueryData<VendorQuote[]>(vendorQuoteKeys.all, (inbox) =>
        inbox?.map((r) =>
          r.quoteId === quoteId && r.companyId === companyId ? { ...r, estimate } : r,
        ),
      );
      if (!isRealtimeLive()) {
        for (const queryKey of [messageKeys.list(quoteId, companyId), vendorQuoteKeys.all]) {
          void queryClient.invalidateQueries({ queryKey, exact: true });
        }
      }
    },
  });
}

/** The hired business marks the job done; the inbox entry refreshes. */
export function useMarkJobDoneAsBusiness(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.POST('/api/quotes/{quoteId}/companies/{companyId}/job-done', {
        params: { path: { quoteId, companyId } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorQuoteKeys.all }),
  });
}
