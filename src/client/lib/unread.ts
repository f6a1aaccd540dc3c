import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useUser } from './auth';

function useCount(path: string, enabled: boolean) {
  const { data } = useQuery({
    queryKey: ['unread', path],
    queryFn: async () => (await api<{ count: number }>(path)).count,
    enabled,
  });
  return data ?? 0;
}

/** The header's three badges: all unread messages, on my quotes, and in my vendor inbox. */
export function useUnreadCounts() {
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  return {
    total: useCount('/api/users/unread-messages-count', signedIn),
    quotes: useCount('/api/user-quotes/unread-count', signedIn),
    vendor: useCount('/api/vendor-quotes/unread-count', signedIn),
  };
}
