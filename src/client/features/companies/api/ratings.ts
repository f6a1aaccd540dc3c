import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Rating } from '@/contract/rating';
import { api } from '@/client/lib/api-client';

export const companyRatingsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['ratings', companyId],
    queryFn: () => api<Rating[]>(`/api/ratings/company/${companyId}`),
  });

export function useCompanyRatings(companyId: number) {
  return useQuery(companyRatingsQueryOptions(companyId));
}

export function useCanRate(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['ratings', companyId, 'can-rate'],
    queryFn: async () =>
      (await api<{ canRate: boolean }>(`/api/companies/${companyId}/can-rate`)).canRate,
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
      for (const queryKey of [['ratings', companyId], ['companies'], ['search'], ['categories']]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}

export const useCreateRating = (companyId: number) =>
  useRatingMutation(companyId, (input: { rating: number; comment: string }) =>
    api<Rating>(`/api/companies/${companyId}/ratings`, { json: { ...input, companyId } }),
  );

export const useUpdateRating = (companyId: number) =>
  useRatingMutation(
    companyId,
    ({ id, ...input }: { id: number; rating: number; comment: string }) =>
      api<Rating>(`/api/ratings/${id}`, { method: 'PUT', json: { ...input, companyId } }),
  );

export const useDeleteRating = (companyId: number) =>
  useRatingMutation(companyId, (id: number) => api(`/api/ratings/${id}`, { method: 'DELETE' }));
