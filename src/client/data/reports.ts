import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '@/contract/moderation';
import { api } from '@/client/lib/api-client';

/** Sends a report to the moderators (POST /api/reports); nothing on screen depends on it after. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: ReportInput) => api.POST('/api/reports', { body: input }),
  });
}
