import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyImage } from '@/contract/company';
import { api } from '@/client/lib/api-client';
import { companyImagesQueryOptions } from '@/client/lib/company-queries';
import { uploadWithProgress } from '@/client/lib/upload';

/** Photo mutations refresh the company's photos and cards (first image = banner). */
function useRefresh(companyId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: companyImagesQueryOptions(companyId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ['companies'] }),
    ]);
}

export function useUploadPhoto(companyId: number, onProgress: (percent: number) => void) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const body = new FormData();
      body.set('caption', caption);
      body.set('image', file);
      return uploadWithProgress<CompanyImage>(
        `/api/companies/${companyId}/images`,
        body,
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

export function useUpdatePhoto(companyId: number) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: ({
      imageId,
      ...patch
    }: {
      imageId: number;
      caption?: string;
      displayOrder?: number;
    }) =>
      api<CompanyImage[]>(`/api/companies/${companyId}/images/${imageId}`, {
        method: 'PATCH',
        json: patch,
      }),
    onSuccess: refresh,
  });
}

export function useDeletePhoto(companyId: number) {
  const refresh = useRefresh(companyId);
  return useMutation({
    mutationFn: (imageId: number) =>
      api(`/api/companies/${companyId}/images/${imageId}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
