import { LogOut } from 'lucide-react';
import { useLocation } from 'wouter';
import { CountBadge } from '@/client/components/ui/badge';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/client/components/ui/dropdown-menu';
import type { User } from '@/contract/user';
import { useAddBusiness } from '@/client/components/companies/use-add-business';
import { useSignOut } from '@/client/data/auth-actions';
import { useCategories } from '@/client/data/categories';
import { useOwnsCompany } from '@/client/data/companies';
import { useUnreadCounts } from '@/client/data/unread';
import { useT } from '@/client/lib/i18n';
import {
  ACCOUNT_TRIGGER,
  AccountTriggerLabel,
  CATEGORIES_TRIGGER,
  CategoriesTriggerLabel,
} from './header-triggers';

/** The header's drop-down menus: loaded after the first script (see DeferredMenu in header.tsx). */
export function CategoriesMenu({ defaultOpen }: { defaultOpen: boolean }) {
  const t = useT();
  const { data: categories } = useCategories();
  const [, navigate] = useLocation();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={CATEGORIES_TRIGGER}>
        <CategoriesTriggerLabel />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuLabel>{t('header.browseCategories')}</DropdownMenuLabel>
        {(categories ?? []).map((category) => (
          <DropdownMenuItem
            key={category.id}
            onSelect={() => navigate(`/categories/${category.slug}`)}
          >
            {category.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

export function AccountMenu({ user, defaultOpen }: { user: User; defaultOpen: boolean }) {
  const t = useT();
  const [, navigate] = useLocation();
  const unreadCounts = useUnreadCounts();
  const ownsCompany = useOwnsCompany();
  const signOut = useSignOut();
  const addBusiness = useAddBusiness();
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger className={ACCOUNT_TRIGGER}>
        <AccountTriggerLabel user={user} total={unreadCounts.total} />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>{t('header.myAccount')}</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/profile')}>
          {t('header.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/quotes')}>
          {t('header.myQuotes')}{' '}
          <CountBadge
            count={unreadCounts.quotes}
            label={t('header.unread', { count: unreadCounts.quotes })}
          />
        </DropdownMenuItem>
        {ownsCompany ? (
          <DropdownMenuItem onSelect={() => navigate('/vendorquotes')}>
            {t('header.vendorQuotes')}{' '}
            <CountBadge
              count={unreadCounts.vendor}
              label={t('header.unread', { count: unreadCounts.vendor })}
            />
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/about')}>
          {t('header.aboutUs')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={addBusiness}>{t('header.addBusiness')}</DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            {t('header.adminDashboard')}
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <LogOut className="h-4 w-4" aria-hidden /> {t('header.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
