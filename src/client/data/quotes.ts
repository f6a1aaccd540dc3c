import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { createMatchedQuoteSchema } from '@/contract/lead';
import type { WithdrawQuoteInput } from '@/contract/withdrawal';
import type { createQuoteSchema, QuoteDraftInput, QuoteImage, QuoteStage } from '@/contract/quote';
import { api } from '@/client/lib/api-client';
import { uploadWithProgress } from '@/client/lib/upload';

export type QuoteFilter = 'all' | 'draft' | 'in_progress' | 'completed';
export type StageFilter = 'all' | QuoteStage;

const quoteRoot = ['quotes'] as const;

export const quoteKeys = {
  /** Every quote query: the lists (My Quotes) and each quote. */
  all: quoteRoot,
  /** Every page of My Quotes, whatever its filters. */
  lists: [...quoteRoot, 'list'] as const,
  list: (page: number, status: QuoteFilter, stage: StageFilter) =>
    [...quoteRoot, 'list', { page, status, stage }] as const,
  detail: (quoteId: number) => [...quoteRoot, quoteId] as const,
  /** The mutation key of Start Quote (a draft being made), for buttons to wait on it. */
  starting: [...quoteRoot, 'starting'] as const,
};

export const quotesQueryOptions = (page: number, status: QuoteFilter, stage: StageFilter = 'all') =>
  queryOptions({
    queryKey: quoteKeys.list(page, status, stage),
    queryFn: () =>
      api.GET('/api/quotes', {
        params: {
          query: { page, pageSize: 10, status, stage: stage === 'all' ? undefined : stage },
        },
      }),
  });

export function useQuotes(
  page: number,
  status: QuoteFilter,
  enabled: boolean,
  stage?: StageFilter,
) {
  return useQuery({ ...quotesQueryOptions(page, status, stage), enabled });
}

export const quoteQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: quoteKeys.detail(quoteId),
    queryFn: () => api.GET('/api/quotes/{id}', { params: { path: { id: quoteId } } }),
  });

export function useQuote(quoteId: number, enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(quoteId), enabled });
}

/** A new draft to these companies; its id. The caller refreshes `quoteKeys.all`. */
export const createQuote = (input: z.input<typeof createQuoteSchema>) =>
  api.POST('/api/quotes', { body: input });

/** A new matched draft in a trade (no companies: they are matched on submit); its id. */
export const createMatchedQuote = (input: z.input<typeof createMatchedQuoteSchema>) =>
  api.POST('/api/quotes/matched', { body: input });

/** Saves the draft's fields; no cache is refreshed (useSaveDraft does). */
export const updateQuote = (quoteId: number, input: QuoteDraftInput) =>
  api.PUT('/api/quotes/{id}', { params: { path: { id: quoteId } }, body: input });

/** Every quote mutation refreshes that quote and the lists (tiles and cards). */
function useQuoteMutation<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }),
  });
}

export const useSaveDraft = (quoteId: number) =>
  useQuoteMutation((input: QuoteDraftInput) => updateQuote(quoteId, input));

export const useSubmitQuote = (quoteId: number) =>
  useQuoteMutation((input: Partial<QuoteDraftInput>) =>
    api.POST('/api/quotes/{id}/submit', { params: { path: { id: quoteId } }, body: input }),
  );

/** The customer withdraws a sent request, with a reason; its businesses are told. */
export const useWithdrawQuote = (quoteId: number) =>
  useQuoteMutation((input: WithdrawQuoteInput) =>
    api.POST('/api/quotes/{id}/withdraw', { params: { path: { id: quoteId } }, body: input }),
  );

/** The customer marks the hired job done, or confirms the business's mark. */
export const useMarkJobDone = (quoteId: number) =>
  useQuoteMutation(() =>
    api.POST('/api/quotes/{id}/job-done', { params: { path: { id: quoteId } } }),
  );

export const useUploadQuoteImage = (quoteId: number, onProgress: (percent: number) => void) =>
  useQuoteMutation((file: File) => {
    const body = new FormData();
    body.set('image', file);
    return uploadWithProgress<QuoteImage>(`/api/quotes/${quoteId}/images`, body, onProgress);
  });

/**
 * Deletes the draft. `onDeleted` leaves its page before the draft is forgotten, so the page does
 * not fetch it again; My Quotes is refreshed.
 */
export function useDeleteDraft(quoteId: number, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.DELETE('/api/quotes/{id}', { params: { path: { id: quoteId } } }),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: quoteKeys.detail(quoteId) });
      return queryClient.invalidateQueries({ queryKey: quoteKeys.lists });
    },
  });
}

export const useRemoveDraftCompany = (quoteId: number) =>
  useQuoteMutation((companyId: number) =>
    api.DELETE('/api/quotes/{id}/companies/{companyId}', {
      params: { path: { id: quoteId, companyId } },
    }),
  );

export const useDeleteQuoteImage = (quoteId: number) =>
  useQuoteMutation((imageId: number) =>
    api.DELETE('/api/quotes/{id}/images/{imageId}', {
      params: { path: { id: quoteId, imageId } },
    }),
  );
