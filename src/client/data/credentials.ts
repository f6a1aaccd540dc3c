import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Credential } from '@/contract/credential';
import { api } from '@/client/lib/api-client';
import { uploadWithProgress } from '@/client/lib/upload';

/** A business's licences and insurance (issue 36): its owner's settings. */
export const credentialKeys = {
  ofCompany: (companyId: number) => ['credentials', companyId] as const,
};

export function useCredentials(companyId: number, enabled: boolean) {
  return useQuery({
    queryKey: credentialKeys.ofCompany(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/credentials', { params: { path: { id: companyId } } }),
    enabled,
  });
}

/** Submits the form (its text fields and the file `document`), reporting the upload's progress. */
export function useAddCredential(companyId: number, onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      uploadWithProgress<Credential>(`/api/companies/${companyId}/credentials`, form, onProgress),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: credentialKeys.ofCompany(companyId) }),
  });
}

export function useDeleteCredential(companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentialId: number) =>
      api.DELETE('/api/companies/{id}/credentials/{credentialId}', {
        params: { path: { id: companyId, credentialId } },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: credentialKeys.ofCompany(companyId) }),
  });
}
