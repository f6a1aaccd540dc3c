import { useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { useUser } from './auth';

const unreadRoot = ['unread'] as const;

export const unreadKeys = {
  all: unreadRoot,
  /** One count, by the path that answers it. */
  count: (path: string) => [...unreadRoot, path] as const,
};

/** The paths of the unread counts (SPEC §7), as the count keys name them. */
export const unreadPaths = {
  /** Both totals: as a customer and as a business. */
  totals: ['/api/users/unread-messages-count', '/api/messages/unread-count'],
  /** From businesses, on all the user's quotes. */
  asCustomer: '/api/user-quotes/unread-count',
  /** From customers, to all the user's businesses. */
  asVendor: '/api/vendor-quotes/unread-count',
  quote: (quoteId: number) => `/api/quotes/${quoteId}/unread-count`,
  conversation: (quoteId: number, companyId: number) =>
    `/api/quotes/${quoteId}/companies/${companyId}/unread-count`,
} as const;

/** The counts the header asks for itself (the others are kept from realtime events only). */
type HeaderCountPath =
  (typeof unreadPaths.totals)[0] | typeof unreadPaths.asCustomer | typeof unreadPaths.asVendor;

function useCount(path: HeaderCountPath, enabled: boolean) {
  const { data } = useQuery({
    queryKey: unreadKeys.count(path),
    queryFn: async () => (await api.GET(path)).count,
    enabled,
  });
  return data ?? 0;
}

/** The header's three badges: all unread messages, on my quotes, and in my vendor inbox. */
export function useUnreadCounts() {
  const { data: user } = useUser();
  const signedIn = Boolean(user);
  return {
    total: useCount(unreadPaths.totals[0], signedIn),
    quotes: useCount(unreadPaths.asCustomer, signedIn),
    vendor: useCount(unreadPaths.asVendor, signedIn),
  };
}
