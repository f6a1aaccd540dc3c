import { Bell } from 'lucide-react';
import { useEffect, useState, type ComponentType } from 'react';
import { CornerCount } from '@/client/components/ui/badge';
import { useUnreadNotificationCount } from '@/client/data/notifications';
import { codeOnDemand } from '@/client/lib/code-on-demand';
import { useT } from '@/client/lib/i18n';
import { whenIdle } from '@/client/lib/when-idle';
import type { NotificationPopoverProps } from './notification-popover';

/** The bell's button, the same before and after the popover's code loads. */
export const BELL_TRIGGER =
  'relative flex h-11 w-11 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The bell's name, with the unread count when there is one. */
export function useBellLabel(unread: number): string {
  const t = useT();
  return t('notifications.bell', { count: unread });
}

/** The bell and its unread badge (the button's name says the count). */
export function BellFace({ unread }: { unread: number }) {
  return (
    <>
      <Bell className="h-6 w-6" aria-hidden />
      <CornerCount count={unread} />
    </>
  );
}

/** The popover's code (Radix, its positioning, the list). */
const popover = codeOnDemand<ComponentType<NotificationPopoverProps>>(
  async () => (await import('./notification-popover')).NotificationPopover,
);

/**
 * The header's bell (signed-in users only): the unread count, kept live by the realtime socket,
 * and a popover with the latest notifications. The popover's code is not part of the first load:
 * it comes when the browser is idle, or at the first click if that is sooner (the stand-in button
 * takes it, and the popover opens once its code is there). The list is asked for when it opens.
 */
export function NotificationBell() {
  const unread = useUnreadNotificationCount() ?? 0;
  const label = useBellLabel(unread);
  const [Popover, setPopover] = useState(() => popover.loaded);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  useEffect(() => {
    if (Popover) return;
    let current = true;
    const cancel = whenIdle(
      () => void popover.preload().then((code) => current && code && setPopover(() => code)),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [Popover]);
  useEffect(() => {
    if (!openOnLoad) return;
    // Its code could not be fetched (the server away): the next click asks again.
    popover.load().then(
      (code) => setPopover(() => code),
      () => setOpenOnLoad(false),
    );
  }, [openOnLoad]);

  if (Popover) return <Popover unread={unread} defaultOpen={openOnLoad} />;
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      aria-label={label}
      className={BELL_TRIGGER}
      onClick={() => setOpenOnLoad(true)}
    >
      <BellFace unread={unread} />
    </button>
  );
}
