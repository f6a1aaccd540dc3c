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

/**
 * Sends a form with the file `document` (a new credential's fields, or a renewal's new expiry),
 * reporting the upload's progress; `renews` is the credential renewed.
 */
export function useUploadCredential(
  companyId: number,
  onProgress: (percent: number) => void,
  renews?: number,
) {
  const queryClient = useQueryClient();
  const url = `/api/companies/${companyId}/credentials${renews ? `/${renews}/renew` : ''}`;
  return useMutation({
    mutationFn: (form: FormData) => uploadWithProgress<Credential>(url, form, onProgress),
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

/** The admins' verification queue: pending submissions, oldest first. */
const queueKey = ['admin', 'credentials'] as const;

export const useCredentialQueue = () =>
  useQuery({ queryKey: queueKey, queryFn: () => api.GET('/api/admin/credentials') });

function useDecision<T>(decide: (value: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

export const useVerifyCredential = () =>
  useDecision((input: { id: number; verifiedOn: string; verifiedHow: string }) =>
    api.POST('/api/admin/credentials/{id}/verify', {
      params: { path: { id: input.id } },
      body: { verifiedOn: input.verifiedOn, verifiedHow: input.verifiedHow },
    }),
  );

export const useRejectCredential = () =>
  useDecision((input: { id: number; reason: string }) =>
    api.POST('/api/admin/credentials/{id}/reject', {
      params: { path: { id: input.id } },
      body: { reason: input.reason },
    }),
  );
