import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { invalidateCompanyListings } from './companies';

export const ratingKeys = {
  /** Every company's reviews (an admin hiding one, or suspending its author). */
  all: ['ratings'] as const,
  company: (companyId: number) => ['ratings', companyId] as const,
  canRate: (companyId: number) => ['ratings', companyId, 'can-rate'] as const,
  breakdown: (companyId: number) => ['ratings', companyId, 'breakdown'] as const,
};

export const companyRatingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ratingKeys.company(companyId),
    queryFn: () => api.GET('/api/ratings/company/{id}', { params: { path: { id: companyId } } }),
  });

export function useCompanyRatings(companyId: number) {
  return useQuery(companyRatingsQueryOptions(companyId));
}

/** The company's reviews counted by source: verified hires and invited ones (decision 102). */
export function useRatingBreakdown(companyId: number) {
  return useQuery({
    queryKey: ratingKeys.breakdown(companyId),
    queryFn: () =>
      api.GET('/api/ratings/company/{id}/breakdown', { params: { path: { id: companyId } } }),
  });
}

export function useCanRate(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ratingKeys.canRate(companyId),
    queryFn: async () =>
      (await api.GET('/api/companies/{id}/can-rate', { params: { path: { id: companyId } } }))
        .canRate,
    enabled,
  });
}

/** Reviews change the company's stars everywhere: its page, cards and lists. */
function useRatingMutation<Input>(companyId: number, run: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Not awaited: the outcome is told at once, the stars refresh right after.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ratingKeys.company(companyId) });
      void invalidateCompanyListings(queryClient);
    },
  });
}

export const useCreateRating = (companyId: number) =>
  useRatingMutation(companyId, (input: { rating: number; comment: string }) =>
    api.POST('/api/companies/{id}/ratings', {
      params: { path: { id: companyId } },
      body: { ...input, companyId },
    }),
  );

export const useUpdateRating = (companyId: number) =>
  useRatingMutation(
    companyId,
    ({ id, ...input }: { id: number; rating: number; comment: string }) =>
      api.PUT('/api/ratings/{id}', { params: { path: { id } }, body: { ...input, companyId } }),
  );

export const useDeleteRating = (companyId: number) =>
  useRatingMutation(companyId, (id: number) =>
    api.DELETE('/api/ratings/{id}', { params: { path: { id } } }),
  );
