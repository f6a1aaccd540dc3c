import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@/contract/user';
import type { UserSettingsInput } from '@/contract/user-settings';
import { api } from '@/client/lib/api-client';
import { replaceUser } from './auth';

/** PUT /api/users/{id}: the signed-in user's notification settings; /api/me is refreshed afterwards. */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettingsInput) =>
      api<User>(`/api/users/${userId}`, { method: 'PUT', json: settings }),
    onSuccess: (user) => replaceUser(queryClient, user),
  });
}
