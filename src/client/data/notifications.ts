import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type { AppNotification, NotificationList } from '@/contract/notification';
import { api } from '@/client/lib/api-client';
import { useUser } from './auth';
import type { RealtimeDomain } from './cache-writing';

type Pages = InfiniteData<NotificationList, number | null>;

const root = ['notifications'] as const;

export const notificationKeys = {
  all: root,
  /** The bell's badge: how many are unread. */
  unread: [...root, 'unread'] as const,
  /** The list, newest first, page by page (the bell shows the first page). */
  list: [...root, 'list'] as const,
};

/** The signed-in user's unread notifications; undefined signed out (nothing is asked then). */
export function useUnreadNotificationCount(): number | undefined {
  const { data: user } = useUser();
  const { data } = useQuery({
    queryKey: notificationKeys.unread,
    queryFn: async () => (await api.GET('/api/notifications/unread-count')).unreadCount,
    enabled: Boolean(user),
  });
  return user ? data : undefined;
}

/** The user's notifications, a page at a time (`fetchNextPage` for older ones). */
export function useNotifications() {
  const { data: user } = useUser();
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: async ({ pageParam }) => {
      const page = await api.GET('/api/notifications', {
        params: { query: { before: pageParam ?? undefined } },
      });
      // The list knows the count as of now: the badge agrees with what is shown.
      queryClient.setQueryData(notificationKeys.unread, page.unreadCount);
      return page;
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    enabled: Boolean(user),
  });
}

/** Every cached notification passed through `change` (a new object only where it changed). */
function patchList(client: QueryClient, change: (n: AppNotification) => AppNotification) {
  client.setQueryData<Pages>(notificationKeys.list, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            notifications: page.notifications.map(change),
          })),
        }
      : data,
  );
}

const readNow = (n: AppNotification, at: string): AppNotification =>
  n.readAt ? n : { ...n, readAt: at };

/**
 * A new notification, or its group's one brought up to date: replaced where the list has it (a
 * conversation's keeps its place, as the server lists it by id), else first.
 */
function placeNotification(client: QueryClient, notification: AppNotification) {
  client.setQueryData<Pages>(notificationKeys.list, (data) => {
    if (!data) return data;
    const known = data.pages.some((page) =>
      page.notifications.some((n) => n.id === notification.id),
    );
    if (known) {
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          notifications: page.notifications.map((n) =>
            n.id === notification.id ? notification : n,
          ),
        })),
      };
    }
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return {
      ...data,
      pages: [{ ...first, notifications: [notification, ...first.notifications] }, ...rest],
    };
  });
}

/** The realtime events of the notification centre written into the cache (no refetch). */
export const notificationRealtime = {
  name: 'notifications',
  writers: {
    notification: (client, { notification, count }) => {
      placeNotification(client, notification);
      client.setQueryData(notificationKeys.unread, count);
    },
    notifications_read: (client, { notification: read, count, timestamp }) => {
      // One read (in another tab): that one; none named: all of them.
      patchList(client, (n) => (read ? (n.id === read.id ? read : n) : readNow(n, timestamp)));
      client.setQueryData(notificationKeys.unread, count);
    },
  },
  afterReconnect: [notificationKeys.all],
} satisfies RealtimeDomain;

/** Marks one notification read: at once on screen, then as the server counts. */
export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.POST('/api/notifications/{id}/read', { params: { path: { id } } }),
    onMutate: (id) => {
      const at = new Date().toISOString();
      patchList(client, (n) => (n.id === id ? readNow(n, at) : n));
    },
    onSuccess: ({ unreadCount }) => client.setQueryData(notificationKeys.unread, unreadCount),
  });
}

/** Marks all the user's notifications read. */
export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST('/api/notifications/read-all'),
    onMutate: () => {
      const at = new Date().toISOString();
      patchList(client, (n) => readNow(n, at));
      client.setQueryData(notificationKeys.unread, 0);
    },
    onSuccess: ({ unreadCount }) => client.setQueryData(notificationKeys.unread, unreadCount),
  });
}
