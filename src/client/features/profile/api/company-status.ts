import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

export function useSetCompanyActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, isActive }: { companyId: number; isActive: boolean }) =>
      api(`/api/companies/${companyId}/active`, { method: 'PATCH', json: { isActive } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['companies'] }),
        queryClient.invalidateQueries({ queryKey: ['search'] }),
        queryClient.invalidateQueries({ queryKey: ['categories'] }),
      ]),
  });
}
