import type { z } from 'zod';
import type { uploadResponseSchema } from '@/contract/upload';
import { api } from '@/client/lib/api-client';
import { uploadWithProgress } from '@/client/lib/upload';

export type UploadResponse = z.infer<typeof uploadResponseSchema>;

function fileForm(file: File): FormData {
  const body = new FormData();
  body.set('file', file);
  return body;
}

/** Stores one image (a logo before its company is saved, say) and returns its object id. */
export const uploadObject = (file: File) =>
  api.POST('/api/upload/single', { body: fileForm(file) });

/** The same, reporting progress (the upload test page). */
export const uploadObjectWithProgress = (file: File, onProgress: (percent: number) => void) =>
  uploadWithProgress<UploadResponse>('/api/upload/single', fileForm(file), onProgress);
