import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { successResponseSchema } from '@/contract/common';
import type { DeleteAccountInput, User } from '@/contract/user';
import type { UserSettingsInput } from '@/contract/user-settings';
import { api } from '@/client/lib/api-client';
import { forgetSignedInUser, replaceUser } from './auth';

/** PUT /api/users/{id}: the signed-in user's notification settings; /api/me is refreshed afterwards. */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettingsInput) =>
      api<User>(`/api/users/${userId}`, { method: 'PUT', json: settings }),
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}

/** GET /api/me/export answers a download (Content-Disposition): a link to it saves the file. */
export const ACCOUNT_EXPORT_URL = '/api/me/export';

/** DELETE /api/me: the account is deleted and its sessions ended, so the browser is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api<z.infer<typeof successResponseSchema>>('/api/me', { method: 'DELETE', json: input }),
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
