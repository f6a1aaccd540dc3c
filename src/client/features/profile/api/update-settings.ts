import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettingsInput } from '@/contract/user-settings';
import type { User } from '@/contract/user';
import { api } from '@/client/lib/api-client';
import { meQueryKey } from '@/client/lib/auth';

/** PUT /api/users/{id}; /api/me is refreshed afterwards. */
export function useUpdateSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UserSettingsInput) =>
      api<User>(`/api/users/${userId}`, { method: 'PUT', json: settings }),
    onSuccess: async (user) => {
      queryClient.setQueryData(meQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
