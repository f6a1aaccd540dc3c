import { ChevronDown, Menu } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '@/client/components/ui/button';
import { CornerCount, CountBadge } from '@/client/components/ui/badge';
import type { User } from '@/contract/user';
import { useT } from '@/client/lib/i18n';

/** What the header's menu buttons look like, the same before and after the menus' code loads. */
export const CATEGORIES_TRIGGER =
  'flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium text-gray-700 hover:bg-gray-100';
export const ACCOUNT_TRIGGER =
  'flex h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-900 hover:bg-gray-50';

export function CategoriesTriggerLabel() {
  const t = useT();
  return (
    <>
      {t('header.categories')} <ChevronDown className="h-4 w-4" aria-hidden />
    </>
  );
}

export function AccountTriggerLabel({ user, total }: { user: User; total: number }) {
  const t = useT();
  return (
    <>
      <span
        className="flex h-7 w-7 items-center justify-center rounded-full bg-brand-100 text-brand-800"
        aria-hidden
      >
        {user.firstName.charAt(0).toUpperCase()}
      </span>
      {user.firstName}
      <CountBadge count={total} label={t('header.unreadMessages', { count: total })} />
      <ChevronDown className="h-4 w-4" aria-hidden />
    </>
  );
}

/** The phone menu's button (its name and badge count unread messages), before and after its code loads. */
export function MobileMenuButton({
  user,
  unreadTotal,
  ...props
}: { user: User | null; unreadTotal: number } & ComponentProps<'button'>) {
  const t = useT();
  const unread = user ? unreadTotal : 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative md:hidden"
      aria-label={unread > 0 ? t('header.openMenuUnread', { count: unread }) : t('header.openMenu')}
      {...props}
    >
      <Menu className="h-6 w-6" aria-hidden />
      <CornerCount count={unread} />
    </Button>
  );
}
