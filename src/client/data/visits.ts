import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, Availability, Slots, Visit } from '@/contract/visit';
import { api, ApiError } from '@/client/lib/api-client';
import type { RealtimeDomain } from './cache-writing';
import { quoteKeys } from './quotes';
import { vendorQuoteKeys } from './vendor';

/** How many days of free times the slot picker shows. */
export const SLOT_DAYS = 21;

/** A quote's visits and its businesses' free times (issue 34), under one key per quote. */
export const visitKeys = {
  all: ['visits'] as const,
  quote: (quoteId: number) => ['visits', 'quote', quoteId] as const,
  list: (quoteId: number) => ['visits', 'quote', quoteId, 'list'] as const,
  slots: (quoteId: number, companyId: number) =>
    ['visits', 'quote', quoteId, 'slots', companyId] as const,
  availability: (companyId: number) => ['visits', 'availability', companyId] as const,
  nextAvailable: (companyId: number) => ['visits', 'next-available', companyId] as const,
};

/** The lists that show a quote's next visit: My Quotes and the vendor inbox (not its jobs). */
function refreshNextVisits(client: QueryClient) {
  void client.invalidateQueries({ queryKey: quoteKeys.lists });
  void client.invalidateQueries({ queryKey: vendorQuoteKeys.all, exact: true });
}

/** A visit event asks the quote's visits and free times again, and the lists' next visits. */
export const visitRealtime = {
  name: 'visits',
  writers: {
    visit: (client, { quoteId }) => {
      void client.invalidateQueries({ queryKey: visitKeys.quote(quoteId) });
      refreshNextVisits(client);
    },
  },
  afterReconnect: [visitKeys.all],
} satisfies RealtimeDomain;

export function useAvailability(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: visitKeys.availability(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/availability', { params: { path: { id: companyId } } }),
    enabled,
  });
}

export function useSaveAvailability(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) =>
      api.PUT('/api/companies/{id}/availability', { params: { path: { id: companyId } }, body }),
    onSuccess: (saved: Availability) => {
      queryClient.setQueryData(visitKeys.availability(companyId), saved);
      // Every quote's free times with this business change with its hours.
      void queryClient.invalidateQueries({ queryKey: ['visits', 'quote'] });
    },
  });
}

/** The business's free times for the quote, and the zone they are shown in. */
export function useSlots(quoteId: number, companyId: number) {
  return useQuery({
    queryKey: visitKeys.slots(quoteId, companyId),
    queryFn: () =>
      api.GET('/api/quotes/{quoteId}/companies/{companyId}/slots', {
        params: { path: { quoteId, companyId }, query: { days: SLOT_DAYS } },
      }),
  });
}

/** A company page's "Next available": its first free visit time soon, or null. */
export function useNextAvailable(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: visitKeys.nextAvailable(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/next-available', { params: { path: { id: companyId } } }),
    // Not for an address that names no company (/companies/not-a-number: its page is a 404).
    enabled: enabled && Number.isInteger(companyId) && companyId > 0,
  });
}

/** The quote's visits: all of them for its customer, its own for a business. */
export function useQuoteVisits(quoteId: number) {
  return useQuery({
    queryKey: visitKeys.list(quoteId),
    queryFn: () => api.GET('/api/quotes/{quoteId}/visits', { params: { path: { quoteId } } }),
    select: (answer) => answer.visits,
  });
}

/** The 409 of a lost race carries the times still free: the picker shows them at once. */
function slotsOfTakenTime(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  try {
    return (JSON.parse(error.body) as { slots?: string[] }).slots ?? null;
  } catch {
    return null;
  }
}

/**
 * A booking's or a change's answer goes into the quote's list; the free times and the lists' next
 * visits are asked again (or, after a lost race, the free times replaced by the ones the refusal
 * names).
 */
function useVisitWriter(quoteId: number) {
  const queryClient = useQueryClient();
  return {
    saved: (visit: Visit) => {
      queryClient.setQueryData<{ visits: Visit[] }>(visitKeys.list(quoteId), (old) => {
        const visits = old?.visits ?? [];
        return {
          visits: visits.some((v) => v.id === visit.id)
            ? visits.map((v) => (v.id === visit.id ? visit : v))
            : [...visits, visit],
        };
      });
      void queryClient.invalidateQueries({ queryKey: visitKeys.slots(quoteId, visit.companyId) });
      refreshNextVisits(queryClient);
    },
    failed: (companyId: number, error: unknown) => {
      const fresh = slotsOfTakenTime(error);
      if (fresh === null) return;
      queryClient.setQueryData<Slots>(visitKeys.slots(quoteId, companyId), (old) =>
        old ? { ...old, slots: fresh } : old,
      );
    },
  };
}

export function useBookVisit(quoteId: number, companyId: number) {
  const writer = useVisitWriter(quoteId);
  return useMutation({
    mutationFn: (startsAt: string) =>
      api.POST('/api/quotes/{quoteId}/companies/{companyId}/visits', {
        params: { path: { quoteId, companyId } },
        body: { startsAt },
      }),
    onSuccess: writer.saved,
    onError: (error) => writer.failed(companyId, error),
  });
}

export type VisitAction = 'confirm' | 'decline' | 'done' | 'no-show';

/** The business confirms or declines a request, or marks a past visit done or no-show. */
export function useVisitAction(visit: Visit) {
  const writer = useVisitWriter(visit.quoteId);
  const path = { path: { id: visit.id } };
  return useMutation({
    mutationFn: (action: VisitAction) => api.POST(`/api/visits/{id}/${action}`, { params: path }),
    onSuccess: writer.saved,
  });
}

export function useCancelVisit(visit: Visit) {
  const writer = useVisitWriter(visit.quoteId);
  return useMutation({
    mutationFn: (reason: string) =>
      api.POST('/api/visits/{id}/cancel', { params: { path: { id: visit.id } }, body: { reason } }),
    onSuccess: writer.saved,
  });
}

export function useRescheduleVisit(quoteId: number, companyId: number) {
  const writer = useVisitWriter(quoteId);
  return useMutation({
    mutationFn: ({ visitId, ...body }: { visitId: number; startsAt: string; reason: string }) =>
      api.POST('/api/visits/{id}/reschedule', { params: { path: { id: visitId } }, body }),
    onSuccess: writer.saved,
    onError: (error) => writer.failed(companyId, error),
  });
}

/** Time off changes the free times of every quote with the business. */
function useTimeOffChange<T>(companyId: number, change: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitKeys.availability(companyId) }),
        queryClient.invalidateQueries({ queryKey: ['visits', 'quote'] }),
      ]),
  });
}

export const useAddTimeOff = (companyId: number) =>
  useTimeOffChange(companyId, (body: { startsAt: string; endsAt: string; note: string }) =>
    api.POST('/api/companies/{id}/time-off', { params: { path: { id: companyId } }, body }),
  );

export const useRemoveTimeOff = (companyId: number) =>
  useTimeOffChange(companyId, (timeOffId: number) =>
    api.DELETE('/api/companies/{id}/time-off/{timeOffId}', {
      params: { path: { id: companyId, timeOffId } },
    }),
  );
