import { Bell } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { EmptyState, PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import {
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from '@/client/data/notifications';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT } from '@/client/lib/i18n';
import { MarkAllReadButton } from '../components/mark-all-read-button';
import { NotificationItem } from '../components/notification-item';

/** /notifications: everything that happened to the user, newest first, older pages on demand. */
export function NotificationsPage() {
  const t = useT();
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const list = useNotifications();
  const unread = useUnreadNotificationCount() ?? 0;
  const markOne = useMarkNotificationRead();

  if (!userPending && !user) {
    return (
      <PageEmptyState icon={Bell} title={t('notifications.logIn')}>
        <Button onClick={() => dialogs.show('login')}>{t('header.logIn')}</Button>
      </PageEmptyState>
    );
  }

  const notifications = list.data?.pages.flatMap((page) => page.notifications) ?? [];
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900">{t('notifications.title')}</h1>
          <p className="mt-1 text-sm text-gray-700" aria-live="polite">
            {t('notifications.unreadCount', { count: unread })}
          </p>
        </div>
        <MarkAllReadButton unread={unread} variant="outline" />
      </div>

      <div className="mt-6">
        {list.isPending ? (
          <div className="h-64 rounded-xl bg-gray-100" aria-busy="true" />
        ) : list.isError ? (
          <EmptyState icon={Bell} title={t('notifications.loadFailed')}>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('notifications.retry')}
            </Button>
          </EmptyState>
        ) : notifications.length === 0 ? (
          <EmptyState icon={Bell} title={t('notifications.none')}>
            {t('notifications.noneHint')}
          </EmptyState>
        ) : (
          <ul className="divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white p-2">
            {notifications.map((notification) => (
              <li key={notification.id} className="flex items-center gap-2 py-1">
                <div className="min-w-0 flex-1">
                  <NotificationItem notification={notification} />
                </div>
                {notification.readAt === null ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0"
                    aria-label={t('notifications.markReadOf', { title: notification.title })}
                    onClick={() => markOne.mutate(notification.id)}
                  >
                    {t('notifications.markRead')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="mt-6 flex justify-center">
            <Button
              variant="outline"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? t('common.loading') : t('notifications.loadMore')}
            </Button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
