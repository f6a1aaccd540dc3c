import {
  BadgeCheck,
  CalendarClock,
  CircleCheck,
  FileText,
  Flag,
  FolderX,
  Handshake,
  Inbox,
  MessageSquare,
  MessageSquareReply,
  MessagesSquare,
  Sparkles,
  Star,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'wouter';
import { useMarkNotificationRead } from '@/client/data/notifications';
import { cn } from '@/client/lib/cn';
import { timeAgo } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import type { AppNotification, NotificationKind } from '@/contract/notification';

const ICONS: Record<NotificationKind, LucideIcon> = {
  request: Inbox,
  lead: Sparkles,
  message: MessageSquare,
  estimate: FileText,
  hire: Handshake,
  not_selected: UserX,
  job_done: CircleCheck,
  review: Star,
  review_reply: MessageSquareReply,
  report_outcome: Flag,
  request_closed: FolderX,
  visit: CalendarClock,
  credential: BadgeCheck,
  question: MessagesSquare,
  question_answer: MessageSquareReply,
};

/**
 * One notification as a link to what it tells of: following it marks it read. Unread ones stand
 * out (a tint, a dot, bold) and say so to screen readers.
 */
export function NotificationItem({
  notification,
  onFollow,
}: {
  notification: AppNotification;
  /** After the link was followed (the bell closes itself). */
  onFollow?: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const markRead = useMarkNotificationRead();
  const Icon = ICONS[notification.kind];
  const unread = notification.readAt === null;
  return (
    <Link
      href={notification.link}
      onClick={() => {
        if (unread) markRead.mutate(notification.id);
        onFollow?.();
      }}
      className={cn(
        'flex gap-3 rounded-lg px-3 py-3 text-left hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600',
        unread && 'bg-brand-50',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-brand-100 text-brand-800' : 'bg-gray-100 text-gray-600',
        )}
      >
        <Icon className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span
          className={cn('block text-sm text-gray-900', unread ? 'font-semibold' : 'font-medium')}
        >
          {unread ? <span className="sr-only">{t('notifications.unreadPrefix')} </span> : null}
          {notification.title}
        </span>
        {notification.body ? (
          <span className="mt-0.5 line-clamp-2 block break-words text-sm text-gray-700">
            {notification.body}
          </span>
        ) : null}
        <time dateTime={notification.createdAt} className="mt-1 block text-xs text-gray-600">
          {timeAgo(notification.createdAt, locale)}
        </time>
      </span>
      {unread ? (
        <span aria-hidden className="mt-2 h-2.5 w-2.5 shrink-0 rounded-full bg-brand-700" />
      ) : null}
    </Link>
  );
}
