import * as Popover from '@radix-ui/react-popover';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { useNotifications } from '@/client/data/notifications';
import { useT } from '@/client/lib/i18n';
import { MarkAllReadButton } from './mark-all-read-button';
import { BELL_TRIGGER, BellFace, useBellLabel } from './notification-bell';
import { NotificationItem } from './notification-item';

export interface NotificationPopoverProps {
  unread: number;
  /** Opened by a click on the stand-in before this code was there. */
  defaultOpen: boolean;
}

/** The bell once its code is there (notification-bell.tsx): the latest notifications. */
export function NotificationPopover({ unread, defaultOpen }: NotificationPopoverProps) {
  const t = useT();
  const label = useBellLabel(unread);
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger aria-label={label} className={BELL_TRIGGER}>
        <BellFace unread={unread} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('notifications.title')}
          align="end"
          sideOffset={8}
          collisionPadding={12}
          className="z-50 flex max-h-[min(36rem,calc(100vh-6rem))] w-[24rem] max-w-[calc(100vw-24px)] flex-col rounded-xl border border-gray-200 bg-white shadow-lg"
        >
          <LatestNotifications unread={unread} onFollow={close} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** What the open bell shows: the first page, "Mark all as read" and the way to all of them. */
function LatestNotifications({ unread, onFollow }: { unread: number; onFollow: () => void }) {
  const t = useT();
  const list = useNotifications();
  const latest = list.data?.pages[0]?.notifications ?? [];
  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-4 py-2">
        <h2 className="text-base font-semibold text-gray-900">{t('notifications.title')}</h2>
        <MarkAllReadButton unread={unread} variant="ghost" size="sm" />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-2">
        {list.isPending ? (
          <p className="px-3 py-6 text-center text-sm text-gray-700" aria-busy="true">
            {t('common.loading')}
          </p>
        ) : list.isError ? (
          <p className="px-3 py-6 text-center text-sm text-gray-700">
            {t('notifications.loadFailedSentence')}
          </p>
        ) : latest.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-3 py-8 text-center text-sm text-gray-700">
            <Bell className="h-8 w-8 text-gray-500" aria-hidden />
            {t('notifications.nothingYet')}
          </div>
        ) : (
          <ul className="flex flex-col gap-1">
            {latest.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onFollow={onFollow} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="border-t border-gray-200 p-2">
        <Link
          href="/notifications"
          onClick={onFollow}
          className="flex h-11 items-center justify-center rounded-lg text-sm font-medium text-brand-700 hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t('notifications.seeAll')}
        </Link>
      </div>
    </>
  );
}
