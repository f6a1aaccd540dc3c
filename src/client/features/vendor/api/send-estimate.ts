import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Estimate, EstimateValues } from '@/contract/estimate';
import { api } from '@/client/lib/api-client';

/** A new revision of the business's estimate; the thread and the inbox entry refresh. */
export function useSendEstimate(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimate: EstimateValues) =>
      api<Estimate>(`/api/quotes/${quoteId}/companies/${companyId}/estimates`, { json: estimate }),
    onSuccess: () =>
      Promise.all(
        [['messages', quoteId], ['vendor-quotes']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
