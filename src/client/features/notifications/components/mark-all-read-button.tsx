import { CheckCheck } from 'lucide-react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { useMarkAllNotificationsRead } from '@/client/data/notifications';
import { useT } from '@/client/lib/i18n';

/** "Mark all as read", in the bell and on the page: off while nothing is unread. */
export function MarkAllReadButton({
  unread,
  ...button
}: { unread: number } & Pick<ButtonProps, 'variant' | 'size'>) {
  const t = useT();
  const markAll = useMarkAllNotificationsRead();
  return (
    <Button
      {...button}
      disabled={unread === 0 || markAll.isPending}
      onClick={() => markAll.mutate()}
    >
      <CheckCheck className="h-4 w-4" aria-hidden />
      {t('notifications.markAllRead')}
    </Button>
  );
}
