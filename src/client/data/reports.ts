import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ReportInput, reportCreatedSchema } from '@/contract/moderation';
import { api } from '@/client/lib/api-client';

type ReportCreated = z.infer<typeof reportCreatedSchema>;

/** Sends a report to the moderators (POST /api/reports); nothing on screen depends on it after. */
export function useCreateReport() {
  return useMutation({
    mutationFn: (input: ReportInput) =>
      api<ReportCreated>('/api/reports', { method: 'POST', json: input }),
  });
}
