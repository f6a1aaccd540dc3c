import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteAccountInput } from '@/contract/user';
import type { UserSettingsInput } from '@/contract/user-settings';
import { api } from '@/client/lib/api-client';
import { forgetSignedInUser, replaceUser } from './auth';

/** PUT /api/users/{id}: the signed-in user's notification settings; /api/me is refreshed afterwards. */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettingsInput) =>
      api.PUT('/api/users/{id}', { params: { path: { id: userId } }, body: settings }),
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}

/** GET /api/me/export answers a download (Content-Disposition): a link to it saves the file. */
export const ACCOUNT_EXPORT_URL = '/api/me/export';

/** DELETE /api/me: the account is deleted and its sessions ended, so the browser is signed out. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeleteAccountInput) => api.DELETE('/api/me', { body: input }),
    onSuccess: () => forgetSignedInUser(queryClient),
  });
}
