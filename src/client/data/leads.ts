import { queryOptions, useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import type { Lead, PassLeadInput } from '@/contract/lead';
import { api } from '@/client/lib/api-client';
import { vendorQuoteKeys } from './vendor';

const leadRoot = ['leads'] as const;

export const leadKeys = {
  /** Every business's leads. */
  all: leadRoot,
  /** The open offers of one business (the inbox's first page). */
  offered: (companyId: number) => [...leadRoot, companyId, 'offered'] as const,
};

export const offeredLeadsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: leadKeys.offered(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/leads', {
        params: { path: { id: companyId }, query: { status: 'offered' } },
      }),
  });

/** The open offers of each of the owner's businesses, newest first, as one list. */
export function useOfferedLeads(companyIds: readonly number[]) {
  return useQueries({
    queries: companyIds.map((id) => offeredLeadsQueryOptions(id)),
    combine: (results) => ({
      leads: results
        .flatMap((r) => r.data?.leads ?? [])
        .sort((a, b) => Date.parse(b.offeredAt) - Date.parse(a.offeredAt)),
      isPending: results.some((r) => r.isPending),
      error: results.find((r) => r.error)?.error ?? null,
    }),
  });
}

/**
 * Accept or Pass: the lead leaves the offers; an accepted one becomes a request of the inbox, so
 * the inbox asks again too. A refusal (the lead expired meanwhile) refreshes the offers as well.
 */
function useLeadAnswer<Input, Result>(run: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: leadKeys.all }),
        queryClient.invalidateQueries({ queryKey: vendorQuoteKeys.all, exact: true }),
      ]),
  });
}

/** Accept: the conversation it opened. */
export const useAcceptLead = () =>
  useLeadAnswer((lead: Pick<Lead, 'id'>) =>
    api.POST('/api/leads/{id}/accept', { params: { path: { id: lead.id } } }),
  );

export const usePassLead = () =>
  useLeadAnswer(({ lead, answer }: { lead: Pick<Lead, 'id'>; answer: PassLeadInput }) =>
    api.POST('/api/leads/{id}/pass', { params: { path: { id: lead.id } }, body: answer }),
  );
