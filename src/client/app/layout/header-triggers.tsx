import { ChevronDown } from 'lucide-react';
import { CountBadge } from '@/client/components/ui/badge';
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
