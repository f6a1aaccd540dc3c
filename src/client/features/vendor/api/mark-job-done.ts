import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

/** The hired business marks the job done; the inbox entry refreshes. */
export function useMarkJobDone(quoteId: number, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(`/api/quotes/${quoteId}/companies/${companyId}/job-done`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['vendor-quotes'] }),
  });
}
