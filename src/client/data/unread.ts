import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { countSchema } from '@/contract/message';
import { api } from '@/client/lib/api-client';
import { useUser } from './auth';

const unreadRoot = ['unread'] as const;

export const unreadKeys = {
  all: unreadRoot,
  /** One count, by the path that answers it. */
  count: (path: string) => [...unreadRoot, path] as const,
};

function useCount(path: string, enabled: boolean) {
  const { data } = useQuery({
    queryKey: unreadKeys.count(path),
    queryFn: async () => (await api<z.infer<typeof countSchema>>(path)).count,
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
